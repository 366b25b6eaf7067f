import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { startEngine, type RunningEngine } from '../../main/engine';
import { openDatabase, type DB } from '../../main/store/db';
import { OutboxStore, type OutboxRow } from '../../main/sync/outbox-store';
import { appRoot } from '../../main/util/paths';
import { tempDir } from '../helpers/tmp';
import { sampleExample } from './helpers';
import { seededRandom } from '../../main/util/random';

const CHILD = fileURLToPath(new URL('./fixtures/sender-child.ts', import.meta.url));
const DATASETS = ['crash-a.invoice-line', 'crash-b.invoice-line', 'crash-c.invoice-line'];
const TOTAL = 3000;
const KILLS = 8;

function runChild(
  dbFile: string,
  engine: RunningEngine,
): {
  child: ChildProcess;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx/esm', CHILD, dbFile, engine.url, engine.token], {
    cwd: appRoot(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, out })),
  );
  return { child, exit };
}

describe('crash safety of the outbox sender', () => {
  let dir: ReturnType<typeof tempDir>;
  let db: DB;
  let engine: RunningEngine;

  beforeAll(async () => {
    dir = tempDir();
    db = openDatabase(join(dir.path, 'kontera.sqlite'));
    engine = await startEngine({ dataDir: join(dir.path, 'engine'), log: () => {} });
  });
  afterAll(async () => {
    await engine.close();
    db.close();
    dir.remove();
  });

  it('killed with SIGKILL at random points and restarted, it loses nothing and sends nothing under a second UUID', async () => {
    const seed = Number(process.env.CRASH_SEED ?? Date.now() % 100000);
    const random = seededRandom(seed);
    console.log(`crash test seed ${seed} (CRASH_SEED=${seed} repeats it)`);
    const store = new OutboxStore(db);
    const ids: string[] = [];
    db.transaction(() => {
      for (let i = 0; i < TOTAL; i++) {
        const example = sampleExample(i);
        ids.push(example.id!);
        store.enqueue({
          exampleId: example.id!,
          environment: 'local',
          kind: 'example',
          dataset: DATASETS[i % 3]!,
          payload: example,
        });
      }
    })();
    let corrections = 0;
    const correct = (rnd: () => number, label: string) => {
      const i = Math.floor(rnd() * TOTAL);
      const example = sampleExample(i, `corrected ${label} ${i}`, ids[i]);
      store.enqueue({
        exampleId: ids[i]!,
        environment: 'local',
        kind: 'example',
        dataset: DATASETS[i % 3]!,
        payload: example,
      });
      corrections++;
    };
    const sentCount = () =>
      (db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE state = 'sent'").get() as { n: number }).n;

    const killedAt: number[] = [];
    for (let k = 0; k < KILLS; k++) {
      const before = sentCount();
      if (before >= TOTAL) break;
      // Kill once the child has made some progress past a random mark, plus a random few ms: that
      // lands inside a call, between a 2xx and its commit, or inside the commit itself.
      const mark = before + Math.floor(random() * Math.min(400, TOTAL - before));
      const extraMs = Math.floor(random() * 15);
      const { child, exit } = runChild(join(dir.path, 'kontera.sqlite'), engine);
      const deadline = Date.now() + 20_000;
      while (sentCount() < mark && child.exitCode === null && Date.now() < deadline) {
        // Corrections also arrive while the child is sending: the same UUID, re-queued under a new revision.
        if (random() < 0.05) correct(random, `live ${k}`);
        await new Promise((r) => setTimeout(r, 2));
      }
      await new Promise((r) => setTimeout(r, extraMs));
      child.kill('SIGKILL');
      const result = await exit;
      killedAt.push(sentCount());
      if (result.signal !== 'SIGKILL') expect(result.out).toContain('done');

      // Between crashes the bookkeeper corrects a few lines: same UUID, new values, queued again.
      for (let c = 0; c < 5; c++) correct(random, `after ${k}`);
    }
    console.log(
      `sent rows after each SIGKILL: ${killedAt.join(', ')} of ${TOTAL}; ${corrections} corrections queued`,
    );
    expect(killedAt.some((n) => n > 0 && n < TOTAL)).toBe(true);

    const final = runChild(join(dir.path, 'kontera.sqlite'), engine);
    const result = await final.exit;
    expect(result.out).toContain('done');
    expect(result.code).toBe(0);

    const rows = db.prepare<[], OutboxRow>('SELECT * FROM outbox ORDER BY seq').all();
    expect(rows).toHaveLength(TOTAL);
    expect(rows.filter((r) => r.state !== 'sent')).toEqual([]);

    const engineDb = new Database(join(dir.path, 'engine', 'engine.sqlite'), { readonly: true });
    try {
      for (const dataset of DATASETS) {
        const stored = engineDb
          .prepare<[string], { example_id: string | null; data: string; target_values: string }>(
            'SELECT example_id, data, target_values FROM examples WHERE dataset = ?',
          )
          .all(dataset);
        const mine = rows.filter((r) => r.dataset === dataset);
        // Nothing lost, nothing extra: exactly the outbox's UUIDs, each once.
        expect(stored.length).toBe(mine.length);
        expect(new Set(stored.map((s) => s.example_id))).toEqual(new Set(mine.map((r) => r.example_id)));
        // And the service holds the last copy of each (corrections included).
        const byId = new Map(stored.map((s) => [s.example_id, s]));
        for (const row of mine) {
          const payload = JSON.parse(row.payload) as {
            data: { invoiceLine: unknown };
            targetValues: unknown;
          };
          const held = byId.get(row.example_id)!;
          expect(JSON.parse(held.target_values)).toEqual(payload.targetValues);
          expect(JSON.parse(held.data)).toMatchObject({
            text: (payload.data.invoiceLine as { text: string }).text,
          });
        }
      }
    } finally {
      engineDb.close();
    }
  }, 120_000);
});
