/**
 * `npm run bench:dataset-csv`: a `.pb` dataset from a CSV export, Kontera's builder (parse, map,
 * validate, encode to a temporary file, rename) against a reference written here: csv-parse +
 * protobufjs in one pass, no validation. Both run in their own child process, alternately (REPS
 * times each), on the same generated file; the figures are medians, the ratios Kontera / reference.
 * Goals (issue 15): rate >= 0.7x the reference, peak memory <= 1.5x.
 *
 * LINES=1000000 (default 200000) REPS=3 npm run bench:dataset-csv
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse';
import protobuf from 'protobufjs/minimal.js';
import { kontera } from '../../../main/datasets/generated/dataset';
import { buildDataset } from '../../../main/datasets/build';
import { csvSource } from '../../../main/datasets/csv-source';
import { parseMapping } from '../../../main/datasets/mapping';
import { tempDir } from '../../helpers/tmp';

const MAPPING = {
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
};

type Result = { ms: number; peakMiB: number; bytes: number };

/** Kontera's path, as `kontera dataset build --csv` runs it. */
async function kontera_(csv: string, out: string): Promise<Result> {
  const mapping = parseMapping('eil', MAPPING);
  if (!mapping.success) throw new Error(mapping.error.message);
  const t0 = performance.now();
  const r = await buildDataset({ kind: 'eil', source: csvSource(csv, mapping.data), out });
  return { ms: performance.now() - t0, peakMiB: 0, bytes: r.bytes };
}

/** The reference: csv-parse's async iterator, each record encoded at once, 1 MiB writes. */
async function reference(csv: string, out: string): Promise<Result> {
  const t0 = performance.now();
  const file = createWriteStream(out);
  let w = protobuf.Writer.create();
  let bytes = 0;
  const flush = async () => {
    const chunk = w.finish();
    w = protobuf.Writer.create();
    bytes += chunk.length;
    if (!file.write(chunk)) await once(file, 'drain');
  };
  const parser = createReadStream(csv).pipe(parse({ delimiter: ';', from_line: 2 }));
  for await (const c of parser as AsyncIterable<string[]>) {
    w.uint32(10).fork();
    kontera.dataset.InvoiceLine.encode(
      {
        issueDate: `${c[0]}T00:00:00Z`,
        supplierId: c[1],
        supplierName: c[2],
        lineText: c[3],
        total: Number(c[4]!.replace(',', '.')),
        currency: c[5],
        lineId: c[6],
        targets: { account: c[7]!, vat_code: c[8]! },
      },
      w,
    );
    w.ldelim();
    if (w.len >= 1 << 20) await flush();
  }
  await flush();
  await new Promise((r) => file.end(r));
  return { ms: performance.now() - t0, peakMiB: 0, bytes };
}

async function child(side: string, csv: string, out: string): Promise<void> {
  const r = side === 'kontera' ? await kontera_(csv, out) : await reference(csv, out);
  // maxRSS is the process's own peak resident memory (KiB): the whole child, start-up included.
  r.peakMiB = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify(r));
}

async function writeCsv(path: string, lines: number): Promise<void> {
  const out = createWriteStream(path);
  out.write('Date;Supplier;Name;Text;Amount;Currency;Line;Account;VAT\n');
  for (let i = 0; i < lines; i++) {
    const day = `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
    const total = String(Math.round(((i * 7919) % 100_000) / 3) / 100).replace('.', ',');
    const text = `Invoice line ${i} for goods of kind ${i % 97}${i % 40 ? ` ${'x'.repeat(i % 40)}` : ''}`;
    const row = `${day};S${i % 200};Supplier ${i % 200} A/S;${text};${total};DKK;${i};${4000 + (i % 60)};V${i % 4}\n`;
    if (!out.write(row)) await once(out, 'drain');
  }
  await new Promise((r) => out.end(r));
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;

async function parent(): Promise<void> {
  const lines = Number(process.env.LINES ?? 200_000);
  const reps = Number(process.env.REPS ?? 3);
  const tmp = tempDir('kontera-bench-csv-');
  const dir = tmp.path;
  try {
    const csv = join(dir, 'export.csv');
    await writeCsv(csv, lines);
    const self = fileURLToPath(import.meta.url);
    const runs: Record<string, Result[]> = { kontera: [], reference: [] };
    for (let i = 0; i < reps; i++)
      for (const side of ['kontera', 'reference']) {
        const out = join(dir, `${side}.invoice-line.pb`);
        const r = spawnSync(process.execPath, ['--import', 'tsx/esm', self, side, csv, out], {
          encoding: 'utf8',
        });
        if (r.status !== 0) throw new Error(`${side} failed: ${r.stderr}`);
        runs[side]!.push(JSON.parse(r.stdout.trim().split('\n').pop()!) as Result);
        rmSync(out, { force: true });
      }
    const k = runs.kontera!;
    const ref = runs.reference!;
    const rate = (rs: Result[]) => lines / (median(rs.map((r) => r.ms)) / 1000);
    console.log(
      `${lines.toLocaleString('en')} lines, ${(statSync(csv).size / 2 ** 20).toFixed(0)} MiB CSV, ${reps} runs each (medians)`,
    );
    console.log(`same bytes: ${k[0]!.bytes === ref[0]!.bytes} (${k[0]!.bytes} / ${ref[0]!.bytes})`);
    for (const [name, rs] of [
      ['kontera', k],
      ['csv-parse + protobufjs', ref],
    ] as const)
      console.log(
        `${name.padEnd(24)} ${(median(rs.map((r) => r.ms)) / 1000).toFixed(2)} s  ${Math.round(rate(rs)).toLocaleString('en')} lines/s  peak ${median(rs.map((r) => r.peakMiB)).toFixed(0)} MiB`,
      );
    console.log(`rate ratio (kontera / reference, goal >= 0.7): ${(rate(k) / rate(ref)).toFixed(2)}`);
    console.log(
      `memory ratio (kontera / reference, goal <= 1.5): ${(median(k.map((r) => r.peakMiB)) / median(ref.map((r) => r.peakMiB))).toFixed(2)}`,
    );
  } finally {
    tmp.remove();
  }
}

const [side, csv, out] = process.argv.slice(2);
if (side && csv && out) await child(side, csv, out);
else await parent();
