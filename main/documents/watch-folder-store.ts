import type { DB } from '../store/db';
import type { WatchFileView } from '../../preload/contract/watch';
import { UserError } from '../util/errors';
import { utcStamp } from '../util/time';

export type WatchOutcome = WatchFileView['outcome'];
export type WatchKind = NonNullable<WatchFileView['kind']>;

/** One version of a file: the same path with another size or time is looked at again. */
export type FileVersion = { path: string; size: number; mtimeMs: number };

type FileRow = {
  path: string;
  kind: WatchKind | null;
  outcome: WatchOutcome;
  detail: string | null;
  at: string;
};

/** The watched folder per company and the file versions already dealt with (table family 0006-watch). */
export class WatchFolderStore {
  constructor(private readonly db: DB) {}

  folders(): { companyId: number; path: string }[] {
    return this.db
      .prepare<[], { company_id: number; path: string }>(
        'SELECT company_id, path FROM watch_folders ORDER BY company_id',
      )
      .all()
      .map((r) => ({ companyId: r.company_id, path: r.path }));
  }

  folder(companyId: number): string | null {
    return (
      this.db
        .prepare<[number], { path: string }>('SELECT path FROM watch_folders WHERE company_id = ?')
        .get(companyId)?.path ?? null
    );
  }

  setFolder(companyId: number, path: string): void {
    const other = this.db
      .prepare<[string, number], { name: string }>(
        `SELECT c.name FROM watch_folders w JOIN companies c ON c.id = w.company_id WHERE w.path = ? AND w.company_id <> ?`,
      )
      .get(path, companyId);
    if (other)
      throw new UserError(
        'folder_in_use',
        `Kontera already watches ${path} for ${other.name}. Each company needs its own folder, or files would go to both.`,
      );
    this.db
      .prepare(
        `INSERT INTO watch_folders (company_id, path, set_at) VALUES (?, ?, ?)
         ON CONFLICT(company_id) DO UPDATE SET path = excluded.path, set_at = excluded.set_at`,
      )
      .run(companyId, path, utcStamp());
  }

  clearFolder(companyId: number): void {
    this.db.prepare('DELETE FROM watch_folders WHERE company_id = ?').run(companyId);
  }

  seen(companyId: number, f: FileVersion): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM watch_files WHERE company_id = ? AND path = ? AND size = ? AND mtime_ms = ?')
        .get(companyId, f.path, f.size, Math.round(f.mtimeMs)) !== undefined
    );
  }

  /** Records the outcome; a version already recorded (two scans racing) keeps its first outcome. */
  record(
    companyId: number,
    f: FileVersion,
    kind: WatchKind | null,
    outcome: WatchOutcome,
    detail: string | null,
  ): void {
    this.db
      .prepare(
        `INSERT INTO watch_files (company_id, path, size, mtime_ms, kind, outcome, detail, at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .run(companyId, f.path, f.size, Math.round(f.mtimeMs), kind, outcome, detail, utcStamp());
  }

  importedCount(companyId: number): number {
    return (
      this.db
        .prepare<[number], { n: number }>(
          `SELECT count(*) AS n FROM watch_files WHERE company_id = ? AND outcome = 'imported'`,
        )
        .get(companyId)?.n ?? 0
    );
  }

  recent(companyId: number, limit = 10): FileRow[] {
    return this.db
      .prepare<[number, number], FileRow>(
        `SELECT path, kind, outcome, detail, at FROM watch_files WHERE company_id = ? ORDER BY id DESC LIMIT ?`,
      )
      .all(companyId, limit);
  }
}
