import { watch, type FSWatcher } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { ModelHub } from '../training/hub';
import type { LegacyService } from '../training/pb-dataset';

export const LEGACY_SERVICES: LegacyService[] = ['electronic-invoice-line', 'scanned-invoice'];

export function legacyKey(service: LegacyService, dataset: string): string {
  return `${service}:${dataset}`;
}

/**
 * The local object store: DATA/buckets/<prefix>.local/<user>/<service>/<dataset>.pb, laid out like
 * the service's bucket. New or replaced `.pb` files (written under a temporary name, then renamed)
 * are picked up and trained; removed files stop answering. Polls (and listens to fs events to poll
 * sooner), because a rename into place is the one signal every uploader gives.
 */
export class BucketWatcher {
  private readonly known = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;
  private watcher: FSWatcher | null = null;
  private scanning: Promise<void> | null = null;
  private again = false;

  constructor(
    readonly root: string,
    private readonly hub: ModelHub,
    private readonly log: (m: string, e?: unknown) => void,
    private readonly intervalMs = 1000,
  ) {}

  async start(): Promise<void> {
    for (const s of LEGACY_SERVICES) await mkdir(join(this.root, s), { recursive: true });
    await this.scan();
    this.timer = setInterval(() => void this.scan(), this.intervalMs);
    this.timer.unref();
    try {
      this.watcher = watch(this.root, { recursive: true }, () => void this.scan());
      this.watcher.on('error', () => this.watcher?.close());
    } catch {
      // Recursive watching is not everywhere; polling alone still picks files up.
    }
  }

  /** Dataset names present for a service (relative paths; scanned-invoice names may hold slashes). */
  datasets(service: LegacyService): string[] {
    const prefix = `${service}:`;
    return [...this.known.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
  }

  /** One pass over the folder; concurrent calls coalesce into one more pass. */
  scan(): Promise<void> {
    if (this.scanning) {
      this.again = true;
      return this.scanning;
    }
    this.scanning = (async () => {
      do {
        this.again = false;
        try {
          await this.scanOnce();
        } catch (err) {
          this.log('the dataset folder could not be read', err);
        }
      } while (this.again);
    })().finally(() => (this.scanning = null));
    return this.scanning;
  }

  private async scanOnce(): Promise<void> {
    const seen = new Set<string>();
    for (const service of LEGACY_SERVICES) {
      const base = join(this.root, service);
      for (const file of await listFiles(base)) {
        const name = relative(base, file).split(sep).join('/');
        if (!name.endsWith('.pb') || name.split('/').some((part) => part.startsWith('.'))) continue;
        let fingerprint: string;
        try {
          const st = await stat(file);
          fingerprint = `${st.ino}:${st.size}:${st.mtimeMs}`;
        } catch {
          continue; // renamed away between listing and stat
        }
        const key = legacyKey(service, name);
        seen.add(key);
        if (this.known.get(key) === fingerprint) continue;
        this.known.set(key, fingerprint);
        if (await this.hub.loadSaved(key, fingerprint)) continue;
        this.hub.train(key, fingerprint, { kind: 'pb', file, service });
      }
    }
    for (const key of [...this.known.keys()]) {
      if (seen.has(key)) continue;
      this.known.delete(key);
      await this.hub.forget(key);
    }
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.watcher?.close();
  }
}

async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const e of entries) {
    const full = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(full)));
    else if (e.isFile()) out.push(full);
  }
  return out;
}
