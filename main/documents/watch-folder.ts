import { createHash } from 'node:crypto';
import { watch, type FSWatcher } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { DB } from '../store/db';
import type { CompaniesStore } from '../store/companies';
import type { EventBus } from '../util/events';
import type { Logger } from '../util/log';
import { UserError } from '../util/errors';
import type { WatchStatusView } from '../../preload/contract/watch';
import { HistoryStore } from '../datasets/history';
import type { BankService } from '../bank/service';
import type { DocumentsService } from './service';
import { WatchFolderStore, type FileVersion, type WatchKind, type WatchOutcome } from './watch-folder-store';
import { checkFolder, classifyFile, folderState, isIgnoredName, looksComplete } from './watch-folder-files';

export type WatchFolderDeps = {
  db: DB;
  companies: CompaniesStore;
  documents: DocumentsService;
  /** Bank statements in the folder go to the bank area. */
  bank: Pick<BankService, 'importPath'>;
  events: EventBus;
  log: Logger;
  /** A file counts as completely written once its size and time stayed the same this long. */
  settleMs?: number;
  /** Rescan interval: catches what change notifications miss (network drives, no inotify left). */
  pollMs?: number;
};

type Seen = { size: number; mtimeMs: number; since: number };

/** One company's watched folder while Kontera runs. */
type Watched = {
  companyId: number;
  path: string;
  state: 'watching' | 'missing' | 'unreadable';
  watcher: FSWatcher | null;
  /** The folder's inode the watcher listens on: a folder deleted and made again needs a new watcher. */
  watchedIno: number | null;
  /** Change notifications failed: only the rescan finds new files. */
  pollingOnly: boolean;
  /** Files seen but not yet dealt with: when their size and time were first seen as they are. */
  pending: Map<string, Seen>;
  waiting: string[];
  timer: NodeJS.Timeout | null;
  due: number;
  scanning: Promise<void> | null;
  again: boolean;
  stopped: boolean;
};

type Handled = { kind: WatchKind | null; outcome: WatchOutcome; detail: string | null } | 'waiting' | 'gone';

/**
 * Watches one folder per company and imports files that appear in it: documents into the inbox,
 * bank statements into the bank entries. A file is imported once it is completely written, once per
 * version (path, size, time remembered in SQLite), also files that arrived while Kontera was closed.
 */
export class WatchFolders {
  private readonly store: WatchFolderStore;
  private readonly history: HistoryStore;
  private readonly active = new Map<number, Watched>();
  private readonly settleMs: number;
  private readonly pollMs: number;
  private poll: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly deps: WatchFolderDeps) {
    this.store = new WatchFolderStore(deps.db);
    this.history = new HistoryStore(deps.db);
    this.settleMs = deps.settleMs ?? 2000;
    this.pollMs = deps.pollMs ?? 5000;
  }

  start(): void {
    for (const f of this.store.folders()) this.begin(f.companyId, f.path);
    this.poll = setInterval(() => {
      for (const w of this.active.values()) void this.requestScan(w);
    }, this.pollMs);
    this.poll.unref();
  }

  async set(companyId: number, typed: string): Promise<WatchStatusView> {
    this.deps.companies.get(companyId);
    const path = await checkFolder(typed);
    this.store.setFolder(companyId, path);
    this.end(companyId);
    await this.requestScan(this.begin(companyId, path));
    return this.emit(companyId);
  }

  clear(companyId: number): WatchStatusView {
    this.deps.companies.get(companyId);
    this.store.clearFolder(companyId);
    this.end(companyId);
    return this.emit(companyId);
  }

  status(companyId: number): WatchStatusView {
    this.deps.companies.get(companyId);
    const path = this.store.folder(companyId);
    const w = this.active.get(companyId);
    const recent = this.store.recent(companyId).map((r) => ({
      name: basename(r.path),
      kind: r.kind,
      outcome: r.outcome,
      detail: r.detail,
      at: r.at,
    }));
    const base = {
      companyId,
      path,
      importedCount: this.store.importedCount(companyId),
      waiting: w?.waiting ?? [],
      recent,
    };
    if (path === null || !w)
      return {
        ...base,
        state: 'off',
        message: 'No folder is watched. Type a folder path to import new files from it by themselves.',
      };
    const messages = {
      watching:
        `Watching ${path}: new PDFs, pictures, e-invoices and bank statements are imported by themselves.` +
        (w.pollingOnly
          ? ` The folder is checked every ${Math.round(this.pollMs / 1000)} s (this system sends no change notices for it).`
          : ''),
      missing: `The folder ${path} is not there (moved, renamed, or on a drive that is not connected). Kontera watches it again as soon as it is back.`,
      unreadable: `Kontera may not read the folder ${path} any more. Give your user read access to it again, or choose another folder.`,
    };
    return { ...base, state: w.state, message: messages[w.state] };
  }

  /** Resolves when no scan is running (tests, shutdown). Files still settling are not waited for. */
  async idle(): Promise<void> {
    await Promise.all([...this.active.values()].map((w) => w.scanning ?? Promise.resolve()));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.poll) clearInterval(this.poll);
    const running = [...this.active.values()].map((w) => w.scanning ?? Promise.resolve());
    for (const id of [...this.active.keys()]) this.end(id);
    await Promise.all(running);
  }

  private emit(companyId: number): WatchStatusView {
    const view = this.status(companyId);
    this.deps.events.emit('watch.changed', view);
    return view;
  }

  private begin(companyId: number, path: string): Watched {
    const w: Watched = {
      companyId,
      path,
      state: 'watching',
      watcher: null,
      watchedIno: null,
      pollingOnly: false,
      pending: new Map(),
      waiting: [],
      timer: null,
      due: 0,
      scanning: null,
      again: false,
      stopped: false,
    };
    this.active.set(companyId, w);
    this.schedule(w, 0);
    return w;
  }

  private end(companyId: number): void {
    const w = this.active.get(companyId);
    if (!w) return;
    w.stopped = true;
    if (w.timer) clearTimeout(w.timer);
    this.closeWatcher(w);
    this.active.delete(companyId);
  }

  private closeWatcher(w: Watched): void {
    w.watcher?.close();
    w.watcher = null;
    w.watchedIno = null;
  }

  private ensureWatcher(w: Watched, ino: number): void {
    if (w.watcher && w.watchedIno === ino) return;
    this.closeWatcher(w);
    try {
      // A notice only triggers a rescan; what the folder holds is read from the folder itself.
      w.watcher = watch(w.path, { persistent: false }, () => this.schedule(w, 50));
      w.watcher.on('error', () => {
        this.closeWatcher(w);
        this.schedule(w, 50);
      });
      w.watchedIno = ino;
      w.pollingOnly = false;
    } catch (err) {
      // Out of inotify watches, or a file system without notices: the rescan still finds files.
      if (!w.pollingOnly)
        this.deps.log(`watching ${w.path} by change notices failed; checking it regularly instead`, err);
      w.pollingOnly = true;
    }
  }

  /** Runs a scan after `delay` ms, unless one is already due sooner. */
  private schedule(w: Watched, delay: number): void {
    if (w.stopped || this.closed) return;
    const due = Date.now() + delay;
    if (w.timer && w.due <= due) return;
    if (w.timer) clearTimeout(w.timer);
    w.due = due;
    w.timer = setTimeout(() => {
      w.timer = null;
      void this.requestScan(w);
    }, delay);
    w.timer.unref();
  }

  /** One scan at a time per folder; a request during a scan runs one more right after. */
  private requestScan(w: Watched): Promise<void> {
    if (w.scanning) {
      w.again = true;
      return w.scanning;
    }
    w.scanning = this.scan(w)
      .catch((err: unknown) => this.deps.log(`checking the watched folder ${w.path} failed`, err))
      .finally(() => {
        w.scanning = null;
        if (w.again && !w.stopped && !this.closed) {
          w.again = false;
          void this.requestScan(w);
        }
      });
    return w.scanning;
  }

  private async scan(w: Watched): Promise<void> {
    if (w.stopped || this.closed) return;
    const state = await folderState(w.path);
    if (state !== 'ok') {
      this.closeWatcher(w);
      w.pending.clear();
      const next = state === 'unreadable' ? 'unreadable' : 'missing';
      if (w.state !== next) {
        w.state = next;
        w.waiting = [];
        this.emit(w.companyId);
      }
      return;
    }
    let changed = w.state !== 'watching';
    w.state = 'watching';
    this.ensureWatcher(w, (await stat(w.path)).ino);
    const entries = await readdir(w.path, { withFileTypes: true });
    const present = new Set<string>();
    const waiting: string[] = [];
    let recheck = false;
    for (const e of entries) {
      if (w.stopped || this.closed) return;
      if (!e.isFile() || isIgnoredName(e.name)) continue;
      present.add(e.name);
      const path = join(w.path, e.name);
      const st = await stat(path).catch(() => null);
      if (!st) continue;
      const version: FileVersion = { path, size: st.size, mtimeMs: st.mtimeMs };
      if (this.store.seen(w.companyId, version)) {
        w.pending.delete(e.name);
        continue;
      }
      const now = Date.now();
      const seen = w.pending.get(e.name);
      if (!seen || seen.size !== st.size || seen.mtimeMs !== st.mtimeMs) {
        w.pending.set(e.name, { size: st.size, mtimeMs: st.mtimeMs, since: now });
        recheck = true;
        continue;
      }
      const quiet = now - seen.since;
      if (quiet < this.settleMs) {
        recheck = true;
        continue;
      }
      // Stopped growing but does not end like a whole file (a copy paused): give it longer.
      if ((st.size === 0 || !(await looksComplete(path))) && quiet < this.settleMs * 10) {
        recheck = true;
        continue;
      }
      const handled = await this.handle(w.companyId, path);
      if (handled === 'waiting') {
        waiting.push(e.name);
        continue;
      }
      w.pending.delete(e.name);
      // Status read mid-scan must not list a file both as dealt with and as waiting.
      w.waiting = w.waiting.filter((n) => n !== e.name);
      if (handled === 'gone') continue;
      this.store.record(w.companyId, version, handled.kind, handled.outcome, handled.detail);
      changed = true;
    }
    for (const name of [...w.pending.keys()]) if (!present.has(name)) w.pending.delete(name);
    if (waiting.join('\n') !== w.waiting.join('\n')) {
      w.waiting = waiting;
      changed = true;
    }
    if (changed && !w.stopped) this.emit(w.companyId);
    if (recheck) this.schedule(w, Math.max(50, Math.round(this.settleMs / 2)));
  }

  /** Imports one completely written file; never throws for a file's own problems. */
  private async handle(companyId: number, path: string): Promise<Handled> {
    let kind: WatchKind | null = null;
    try {
      const what = await classifyFile(path);
      if (what.kind === null) return { kind: null, outcome: 'skipped', detail: what.reason };
      kind = what.kind;
      if (what.kind === 'document') {
        const bytes = await readFile(path);
        const existing = this.deps.documents.store.find(
          companyId,
          createHash('sha256').update(bytes).digest('hex'),
        );
        if (existing)
          return { kind, outcome: 'duplicate', detail: `Already in the inbox as ${existing.name}.` };
        await this.deps.documents.importPath(companyId, path, 'folder');
        return { kind, outcome: 'imported', detail: 'Added to the inbox.' };
      }
      // A CSV export needs the column mapping the bookkeeper chose for this company's bank once.
      if (what.format === 'csv' && this.history.getMapping(companyId, 'bank') == null) return 'waiting';
      const r = await this.deps.bank.importPath(companyId, path);
      let detail = `${r.imported} bank ${r.imported === 1 ? 'entry' : 'entries'} imported`;
      if (r.alreadyThere > 0) detail += `, ${r.alreadyThere} already there`;
      const first = r.problems[0];
      if (first)
        detail += `; ${r.problemCount} left out (${r.format === 'csv' ? 'row' : 'entry'} ${first.row}: ${first.reason})`;
      const outcome = r.imported === 0 && r.alreadyThere > 0 ? 'duplicate' : 'imported';
      return { kind, outcome, detail: `${detail}.` };
    } catch (err) {
      // A file removed while being read is simply gone; nothing to remember.
      if (!(await stat(path).catch(() => null))) return 'gone';
      if (err instanceof UserError) {
        if (err.code === 'mapping_needed') return 'waiting';
        return { kind, outcome: 'failed', detail: err.message };
      }
      this.deps.log(`importing ${basename(path)} from the watched folder failed`, err);
      return {
        kind,
        outcome: 'failed',
        detail: `Kontera could not import ${basename(path)}. Import it by hand; if that fails too, export the file anew.`,
      };
    }
  }
}
