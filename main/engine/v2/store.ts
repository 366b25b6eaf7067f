import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { applyMigrations, checkIntegrity, loadMigrations } from '../../store/db';
import { appRoot } from '../../util/paths';
import { UserError } from '../../util/errors';
import { utcStamp } from '../../util/time';

/** The engine's own state database (separate from the app's: the engine also runs standalone). */
const MIGRATIONS_DIR = join(appRoot(), 'main', 'engine', 'migrations');

export type DataKind = 'transaction' | 'invoice' | 'invoiceLine';
export type TargetValue = { name: string; value: string };
export type StoredExample = {
  id?: string | undefined;
  kind: DataKind;
  data: Record<string, unknown>;
  targetValues: TargetValue[];
};

export type DatasetRow = {
  name: string;
  tags: string[];
  retentionMaxDays: number | null;
  createdAt: string;
  updatedAt: string;
  truncatedAt: string | null;
  revision: number;
  size: number;
  kind: DataKind | null;
  targets: string[];
};

export class V2Store {
  readonly db: Database.Database;
  readonly file: string;

  constructor(dataDir: string) {
    const file = join(dataDir, 'engine.sqlite');
    this.file = file;
    const existed = existsSync(file);
    const migrations = loadMigrations(MIGRATIONS_DIR);
    this.db = new Database(file);
    try {
      // A damaged file is refused before the engine writes to it (it may hold examples not yet trained).
      if (existed) checkIntegrity(this.db, file);
      const current = this.db.pragma('user_version', { simple: true }) as number;
      if (current > migrations.length) {
        throw new UserError(
          'engine_store_too_new',
          `The local engine's data file ${file} was made by a newer version of Kontera (schema ${current}; this version knows up to ${migrations.length}). ` +
            'Please update Kontera, or choose another --data folder. The file has not been changed.',
        );
      }
      this.db.pragma('journal_mode = WAL');
      this.db.pragma('foreign_keys = ON');
      this.db.pragma('synchronous = NORMAL');
      applyMigrations(this.db, migrations, current);
    } catch (err) {
      this.db.close();
      if (err instanceof UserError) throw err;
      throw new UserError(
        'engine_store_unreadable',
        `The local engine could not open its data file ${file} (${(err as Error).message}). Move that file away (the engine starts empty) or choose another --data folder.`,
      );
    }
  }

  exists(name: string): boolean {
    return this.db.prepare('SELECT 1 FROM datasets WHERE name = ?').get(name) !== undefined;
  }

  /** False when it already existed. */
  create(name: string, tags: string[] = [], retentionMaxDays: number | null = null): boolean {
    const now = utcStamp();
    const info = this.db
      .prepare(
        'INSERT OR IGNORE INTO datasets (name, tags, retention_max_days, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(name, JSON.stringify(tags), retentionMaxDays, now, now);
    return info.changes === 1;
  }

  get(name: string): DatasetRow | null {
    const row = this.db.prepare('SELECT * FROM datasets WHERE name = ?').get(name) as
      | {
          name: string;
          tags: string;
          retention_max_days: number | null;
          created_at: string;
          updated_at: string;
          truncated_at: string | null;
          revision: number;
        }
      | undefined;
    if (!row) return null;
    const size = (
      this.db.prepare('SELECT count(*) AS n FROM examples WHERE dataset = ?').get(name) as { n: number }
    ).n;
    const kindRow = this.db
      .prepare('SELECT kind FROM examples WHERE dataset = ? ORDER BY seq DESC LIMIT 1')
      .get(name) as { kind: DataKind } | undefined;
    // Kept as examples arrive (not recomputed from every example: a GET must stay cheap).
    const targets = (
      this.db.prepare('SELECT name FROM dataset_targets WHERE dataset = ? ORDER BY name').all(name) as {
        name: string;
      }[]
    ).map((r) => r.name);
    return {
      name: row.name,
      tags: JSON.parse(row.tags) as string[],
      retentionMaxDays: row.retention_max_days,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      truncatedAt: row.truncated_at,
      revision: row.revision,
      size,
      kind: kindRow?.kind ?? null,
      targets,
    };
  }

  list(): string[] {
    return (this.db.prepare('SELECT name FROM datasets ORDER BY name').all() as { name: string }[]).map(
      (r) => r.name,
    );
  }

  delete(name: string): void {
    this.db.prepare('DELETE FROM datasets WHERE name = ?').run(name);
  }

  /** Adds examples in one transaction; an example whose id was seen before replaces the earlier copy. */
  addExamples(name: string, examples: StoredExample[]): void {
    const now = utcStamp();
    const dropOld = this.db.prepare('DELETE FROM examples WHERE dataset = ? AND example_id = ?');
    const insert = this.db.prepare(
      'INSERT INTO examples (dataset, example_id, kind, data, target_values, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const touch = this.db.prepare(
      'UPDATE datasets SET updated_at = ?, revision = revision + 1 WHERE name = ?',
    );
    const target = this.db.prepare('INSERT OR IGNORE INTO dataset_targets (dataset, name) VALUES (?, ?)');
    this.db.transaction(() => {
      for (const ex of examples) {
        if (ex.id) dropOld.run(name, ex.id);
        insert.run(
          name,
          ex.id ?? null,
          ex.kind,
          JSON.stringify(ex.data),
          JSON.stringify(ex.targetValues),
          now,
        );
        for (const tv of ex.targetValues) target.run(name, tv.name);
      }
      touch.run(now, name);
    })();
  }

  truncate(name: string): void {
    const now = utcStamp();
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM examples WHERE dataset = ?').run(name);
      this.db.prepare('DELETE FROM dataset_targets WHERE dataset = ?').run(name);
      this.db
        .prepare(
          'UPDATE datasets SET updated_at = ?, truncated_at = ?, revision = revision + 1 WHERE name = ?',
        )
        .run(now, now, name);
    })();
  }

  close(): void {
    this.db.close();
  }
}
