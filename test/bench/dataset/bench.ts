/**
 * `npm run bench:dataset`: builds an EIL dataset of 1M lines (override with LINES=n) through the
 * real streaming builder and reports time, throughput, peak memory and file size, next to the raw
 * protobufjs encode rate of the same messages (no validation, no file, one batch at a time).
 * Peak memory is sampled every 20 ms; the heap figure is what the build itself keeps alive.
 */
import { createWriteStream, statSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { buildDataset } from '../../../main/datasets/build';
import { kontera } from '../../../main/datasets/generated/dataset';
import { csvSource } from '../../../main/datasets/csv-source';
import { parseMapping } from '../../../main/datasets/mapping';
import type { EilLine, SourceRecord, DatasetItem } from '../../../main/datasets/types';
import { tempDir } from '../../helpers/tmp';

const LINES = Number(process.env.LINES ?? 1_000_000);

// Realistic-sized lines: 200 suppliers, 60 accounts, 4 VAT codes, texts of 20-60 characters.
function line(i: number): EilLine {
  return {
    issueDate: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}T00:00:00Z`,
    currency: 'DKK',
    supplierId: `S${i % 200}`,
    supplierName: `Supplier ${i % 200} A/S`,
    supplierGlobalId: null,
    customerRef: null,
    total: Math.round(((i * 7919) % 100_000) / 3) / 100,
    lineText: `Invoice line ${i} for goods of kind ${i % 97} ${'x'.repeat(i % 40)}`,
    lineId: String(i),
    targets: { account: String(4000 + (i % 60)), vat_code: `V${i % 4}` },
  };
}

function source() {
  return async function* (): AsyncGenerator<SourceRecord<DatasetItem>[]> {
    for (let start = 0; start < LINES; start += 2000) {
      const batch: SourceRecord<DatasetItem>[] = [];
      for (let i = start; i < Math.min(LINES, start + 2000); i++) batch.push({ row: i + 2, item: line(i) });
      yield batch;
    }
  };
}

const mb = (n: number) => (n / 1024 / 1024).toFixed(1);

async function main(): Promise<void> {
  const tmp = tempDir('kontera-bench-ds-');
  const dir = tmp.path;
  try {
    global.gc?.();
    const baseHeap = process.memoryUsage().heapUsed;
    let peakRss = 0;
    let peakHeap = 0;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 20);
    const out = join(dir, 'bench.invoice-line.pb');
    const t0 = performance.now();
    const result = await buildDataset({ kind: 'eil', source: source(), out });
    const buildMs = performance.now() - t0;
    clearInterval(sampler);
    const size = statSync(out).size;

    // Raw protobufjs: encode the same messages as Dataset batches of 10k, in memory only.
    const t1 = performance.now();
    let rawBytes = 0;
    for (let start = 0; start < LINES; start += 10_000) {
      const batch: EilLine[] = [];
      for (let i = start; i < Math.min(LINES, start + 10_000); i++) batch.push(line(i));
      rawBytes += kontera.dataset.Dataset.encode({ invoicelines: batch }).finish().length;
    }
    const rawMs = performance.now() - t1;

    // The CLI's path: the same lines as a semicolon CSV export, read through a column mapping.
    const csvPath = join(dir, 'export.csv');
    const csvOut = createWriteStream(csvPath);
    csvOut.write('Date;Supplier;Name;Text;Amount;Currency;Line;Account;VAT\n');
    for (let i = 0; i < LINES; i++) {
      const l = line(i);
      const ok = csvOut.write(
        `${l.issueDate!.slice(0, 10)};${l.supplierId};${l.supplierName};${l.lineText};${String(l.total).replace('.', ',')};DKK;${l.lineId};${l.targets.account};${l.targets.vat_code}\n`,
      );
      if (!ok) await once(csvOut, 'drain');
    }
    await new Promise((r) => csvOut.end(r));
    const mapping = parseMapping('eil', {
      delimiter: ';',
      decimal: ',',
      columns: {
        issue_date: 'Date',
        supplier_id: 'Supplier',
        supplier_name: 'Name',
        line_text: 'Text',
        total: 'Amount',
        currency: 'Currency',
        line_id: 'Line',
      },
      targets: { account: 'Account', vat_code: 'VAT' },
    });
    if (!mapping.success) throw new Error(mapping.error.message);
    const t2 = performance.now();
    await buildDataset({
      kind: 'eil',
      source: csvSource(csvPath, mapping.data),
      out: join(dir, 'csv.invoice-line.pb'),
    });
    const csvMs = performance.now() - t2;

    const rows = [
      ['lines', String(LINES)],
      ['build time (validate + write, one pass)', `${(buildMs / 1000).toFixed(2)} s`],
      ['build throughput', `${Math.round(LINES / (buildMs / 1000)).toLocaleString('en')} lines/s`],
      ['file size', `${mb(size)} MiB (${size} bytes, ${(size / LINES).toFixed(1)} bytes/line)`],
      ['write throughput', `${mb(size / (buildMs / 1000))} MiB/s`],
      ['peak RSS during build', `${mb(peakRss)} MiB`],
      ['peak heap during build (above start)', `${mb(peakHeap - baseHeap)} MiB`],
      [
        'raw protobufjs encode (Dataset, 10k batches, no I/O)',
        `${Math.round(LINES / (rawMs / 1000)).toLocaleString('en')} lines/s (${(rawMs / 1000).toFixed(2)} s)`,
      ],
      ['raw bytes == file bytes', String(rawBytes === size)],
      [
        'from a CSV export (parse + map + validate + write, one pass)',
        `${(csvMs / 1000).toFixed(2)} s, ${Math.round(LINES / (csvMs / 1000)).toLocaleString('en')} lines/s (${mb(statSync(csvPath).size)} MiB CSV)`,
      ],
      [
        'summary',
        `${result.summary.rows} rows, targets ${result.summary.targets.map((t) => `${t.name}:${t.classes}`).join(' ')}`,
      ],
    ];
    const w = Math.max(...rows.map((r) => r[0]!.length));
    for (const [k, v] of rows) console.log(`${k!.padEnd(w)}  ${v}`);
  } finally {
    tmp.remove();
  }
}

await main();
