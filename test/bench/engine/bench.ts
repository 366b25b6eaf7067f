/**
 * Local engine benchmark (a script, not a test): training time of EIL datasets with 3 targets
 * (10k and 100k lines, end to end: file picked up, decoded, validated, trained in the worker),
 * prediction latency p50/p99 for 1 and 100 lines over loopback HTTP (also while a big dataset
 * trains, to show training does not block answers), and peak memory.
 *
 * Run: npm run bench:engine            (KONTERA_BENCH_SIZES=10000,100000 to choose sizes)
 */
import { startEngine } from '../../../main/engine';
import { tempDir } from '../../helpers/tmp';
import { eilDataset, eilInput, placeDataset } from '../../engine/datasets-helpers';
import { generateLines } from '../../engine/synthetic';

const sizes = (process.env.KONTERA_BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const targets = ['account', 'vat_code', 'cost_center'];

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MiB`;

function pct(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

const dir = tempDir('kontera-bench-engine-');
const engine = await startEngine({ dataDir: dir.path, scanIntervalMs: 50, log: () => {} });
const auth = { authorization: `Bearer ${engine.token}`, 'content-type': 'application/json' };

async function predict(dataset: string, inputs: unknown[]): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${engine.url}/model/electronic-invoice-line/v1/dataset/${dataset}/predict`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ inputs, targets, options: { suggestion_limit: 3 } }),
  });
  await res.text();
  if (res.status !== 200) throw new Error(`predict answered ${res.status}`);
  return performance.now() - t0;
}

async function latency(
  dataset: string,
  inputs: unknown[],
  reps: number,
): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 10; i++) await predict(dataset, inputs);
  const times: number[] = [];
  for (let i = 0; i < reps; i++) times.push(await predict(dataset, inputs));
  return { p50: pct(times, 50), p99: pct(times, 99) };
}

const rows: string[][] = [];
const query = generateLines(100, { seed: 99 }).map(eilInput);
let during: { p50: number; p99: number; n: number } | null = null;
try {
  // Warm-up: the first job starts the training worker (and, from sources, compiles it).
  const t0 = performance.now();
  placeDataset(
    engine.bucketRoot,
    'electronic-invoice-line',
    'warm-up.pb',
    eilDataset(generateLines(200, { seed: 1 })),
  );
  await engine.idle();
  console.log(`worker start + first tiny dataset: ${((performance.now() - t0) / 1000).toFixed(2)} s`);
  let largest: Uint8Array | null = null;
  let trained: string | null = null;
  for (const n of sizes) {
    const lines = generateLines(n, { accounts: 200, suppliers: 300, seed: n });
    const data = eilDataset(lines, ['account', 'vat_code', 'cost_center']);
    largest = data;
    const name = `bench-${n}.pb`;
    const t0 = performance.now();
    placeDataset(engine.bucketRoot, 'electronic-invoice-line', name, data);
    await engine.idle();
    const trainMs = performance.now() - t0;
    trained = name;
    const one = await latency(name, query.slice(0, 1), 300);
    const hundred = await latency(name, query, 100);
    rows.push([
      `${n.toLocaleString('en')} lines (${(data.length / 1024 / 1024).toFixed(1)} MiB .pb)`,
      `${(trainMs / 1000).toFixed(2)} s`,
      `${one.p50.toFixed(1)} / ${one.p99.toFixed(1)} ms`,
      `${hundred.p50.toFixed(1)} / ${hundred.p99.toFixed(1)} ms`,
    ]);
  }
  if (largest && trained) {
    // Answers from a trained dataset while the largest one trains again (as a new upload): one
    // request every 25 ms, as an app would send them, to show training does not block answers.
    placeDataset(engine.bucketRoot, 'electronic-invoice-line', 'bench-retrain.pb', largest);
    let done = false;
    void engine.idle().then(() => (done = true));
    const times: number[] = [];
    while (!done) {
      times.push(await predict(trained, query.slice(0, 1)));
      await new Promise((r) => setTimeout(r, 25));
    }
    during = { p50: pct(times, 50), p99: pct(times, 99), n: times.length };
  }
} finally {
  clearInterval(sampler);
  await engine.close();
  dir.remove();
}

const head = [
  'dataset (3 targets, 200 accounts)',
  'train (pickup to all targets)',
  '1 line p50/p99',
  '100 lines p50/p99',
];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
console.log(line(head));
console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
for (const r of rows) console.log(line(r));
if (during)
  console.log(
    `1 line p50/p99 while the largest dataset trains: ${during.p50.toFixed(1)} / ${during.p99.toFixed(1)} ms (${during.n} requests)`,
  );
console.log(`peak memory (RSS, engine + worker + generator): ${mb(peakRss)}`);
