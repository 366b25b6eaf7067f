/**
 * Client benchmark: `npm run bench:api [-- --n 20000 --calls 300]`.
 *  1. splitting N examples into batchCreate calls (<= 100 examples, <= 10 MiB): time per 10k;
 *  2. one small legacy call (productinfo) through the client vs the same bare fetch against the
 *     in-process local engine over loopback: p50/p99, i.e. what checks + error mapping cost;
 *  3. sendExamples of N examples to the engine: calls made, time, examples per second;
 *  4. EIL with 3 targets: the strategy (one call per target, in parallel, merged) vs one call.
 * Prints figures; asserts nothing (speed goals are read, not tested).
 */
import { randomUUID } from 'node:crypto';

import { parseArgs } from 'node:util';
import { startEngine } from '../../../main/engine';
import { ApiClient, splitIntoBatches, type EilRecord, type Example } from '../../../main/api';
import { officeHistory, uploadEilDataset } from '../../contract/pb-files';
import { tempDir } from '../../helpers/tmp';

const { values } = parseArgs({
  options: { n: { type: 'string', default: '20000' }, calls: { type: 'string', default: '300' } },
});
const N = Number(values.n);
const CALLS = Number(values.calls);

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (x: number) => `${x.toFixed(2)} ms`;

const examples: Example[] = Array.from({ length: N }, (_, i) => ({
  id: randomUUID(),
  data: {
    transaction: { text: `Betaling ${i % 977} TELIA DK MOBIL ${i % 13}`, amount: -((i * 37) % 10000) / 100 },
  },
  targetValues: [{ name: 'account', value: String(5000 + (i % 40)) }],
}));

// 1. splitting
{
  const t0 = performance.now();
  const batches = splitIntoBatches(examples);
  const took = performance.now() - t0;
  console.log(
    `split ${N} examples into ${batches.length} calls: ${ms(took)} (${ms((took / N) * 10_000)} per 10k)`,
  );
}

const tmp = tempDir('kontera-bench-api-');

const dataDir = tmp.path;
const engine = await startEngine({ dataDir, log: () => {} });
try {
  const connection = {
    environment: 'local' as const,
    baseUrl: engine.url,
    scanUrl: engine.url,
    token: engine.token,
  };
  const client = new ApiClient(connection);

  // 2. client vs bare fetch
  const request = { input: ['2 stk kuglepen blå', 'Konsulenttimer marts'], language: 'da' as const };
  const viaClient: number[] = [];
  const viaFetch: number[] = [];
  for (let i = 0; i < 20; i++) await client.legacy.productInfoPredict(request); // warm-up
  for (let i = 0; i < CALLS; i++) {
    let t = performance.now();
    await client.legacy.productInfoPredict(request);
    viaClient.push(performance.now() - t);
    t = performance.now();
    const res = await fetch(`${engine.url}/model/svc-productinfo/v1/predict`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${engine.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
    await res.json();
    viaFetch.push(performance.now() - t);
  }
  console.log(
    `productinfo x${CALLS}: client p50 ${ms(percentile(viaClient, 50))} p99 ${ms(percentile(viaClient, 99))}; ` +
      `bare fetch p50 ${ms(percentile(viaFetch, 50))} p99 ${ms(percentile(viaFetch, 99))}`,
  );

  // 3. sendExamples
  {
    const t0 = performance.now();
    const result = await client.sendExamples('bench.bank', examples);
    const took = performance.now() - t0;
    console.log(
      `sendExamples ${result.sent} examples in ${result.calls} calls (+1 ensure): ${(took / 1000).toFixed(2)} s, ${Math.round(result.sent / (took / 1000))} examples/s`,
    );
  }

  // 4. EIL strategy vs one call
  {
    uploadEilDataset(
      dataDir,
      'bench.pb',
      officeHistory(600).map((l) => ({
        ...l,
        targets: { ...l.targets, department: l.supplier_id === 'S200' ? 'IT' : 'ADM' },
      })),
    );
    const line: EilRecord = {
      issue_date: '2024-04-02T00:00:00Z',
      currency: 'DKK',
      supplier_id: 'S200',
      supplier_name: 'Telia',
      supplier_global_id: null,
      customer_ref: null,
      total: 299,
      line_text: 'Mobilabonnement',
      line_id: '1',
    };
    const targets = ['account', 'vat_code', 'department'];
    const inputs = Array.from({ length: 20 }, () => line);
    await client.suggestInvoiceLines({
      dataset: 'bench.pb',
      inputs,
      targets,
      waitForTrainingMs: 60_000,
      backoff: { initialDelayMs: 100, maxDelayMs: 1000 },
    });
    const strategy: number[] = [];
    const single: number[] = [];
    for (let i = 0; i < 50; i++) {
      let t = performance.now();
      await client.suggestInvoiceLines({ dataset: 'bench.pb', inputs, targets });
      strategy.push(performance.now() - t);
      t = performance.now();
      await client.legacy.eilPredict({ dataset: 'bench.pb', inputs, targets });
      single.push(performance.now() - t);
    }
    console.log(
      `EIL 20 lines x 3 targets: one call per target p50 ${ms(percentile(strategy, 50))} p99 ${ms(percentile(strategy, 99))}; ` +
        `one call for all p50 ${ms(percentile(single, 50))} p99 ${ms(percentile(single, 99))}`,
    );
  }
} finally {
  await engine.close();
  tmp.remove();
}
