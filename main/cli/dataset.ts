import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Command } from './command';
import { parseOptions } from './command';
import { UserError } from '../util/errors';
import { buildDataset } from '../datasets/build';
import { csvSource } from '../datasets/csv-source';
import { checkMapping } from '../datasets/import-csv';
import { writeSummaryFile } from '../datasets/export';
import { formatSummary } from '../datasets/summary';
import { DATASET_KINDS, type DatasetKind } from '../datasets/types';

const usage =
  'kontera dataset build --kind eil|scanned-invoice --csv FILE --mapping MAPPING.json --out NAME.pb';

/** Shown with --help: the mapping file is the one thing a user has to write by hand. */
const mappingHelp = [
  '',
  'MAPPING.json names the CSV columns (by their header) that fill each field, and the target columns:',
  '  eil:             {"delimiter": ";", "decimal": ",", "dateFormat": "DD.MM.YYYY",',
  '                    "columns": {"issue_date": "Date", "supplier_id": "Supplier", "supplier_name": "Name",',
  '                                "line_text": "Text", "total": "Amount", "currency": "Currency"},',
  '                    "targets": {"account": "Account", "vat_code": "VAT"}}',
  '  scanned-invoice: {"columns": {"text": "Text", "timestamp": "Date"}, "targets": {"account": "Account"}}',
  'Other EIL fields: supplier_global_id, customer_ref, line_id. Optional: "encoding": "latin1".',
  'dateFormat: auto (default), YYYY-MM-DD, DD.MM.YYYY, DD/MM/YYYY, MM/DD/YYYY, DD-MM-YYYY, YYYYMMDD.',
  'The .pb is written only if every row passes; the summary is saved beside it as NAME.summary.json.',
].join('\n');

async function readMapping(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    throw new UserError(
      'file_unreadable',
      `Kontera could not read the mapping file ${path} (${(err as NodeJS.ErrnoException).code ?? 'error'}).`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new UserError(
      'invalid_mapping',
      `The mapping file ${path} is not valid JSON: ${(err as Error).message}.`,
    );
  }
}

/**
 * `kontera dataset build`: a CSV export straight to a `.pb` dataset (and its summary beside it),
 * without touching the app's database. Every rule is checked first; on any broken row nothing is
 * written and the exit code is 1 with each row's reason.
 */
export const datasetCommand: Command = {
  name: 'dataset',
  summary: 'Build a .pb dataset from a CSV export (manual export for the legacy service)',
  usage: `${usage}\n${mappingHelp}`,
  async run(argv, io) {
    const { values, positionals } = parseOptions(
      argv,
      {
        kind: { type: 'string' },
        csv: { type: 'string' },
        mapping: { type: 'string' },
        out: { type: 'string' },
      },
      usage,
      true,
    );
    if (positionals[0] !== 'build' || positionals.length !== 1)
      throw new UserError('usage', `Usage: ${usage}`);
    const kind = values.kind as DatasetKind | undefined;
    if (!kind || !DATASET_KINDS.includes(kind))
      throw new UserError('usage', `--kind must be eil or scanned-invoice.\nUsage: ${usage}`);
    if (!values.csv || !values.mapping || !values.out)
      throw new UserError('usage', `--csv, --mapping and --out are all needed.\nUsage: ${usage}`);
    const mapping = checkMapping(kind, await readMapping(values.mapping));
    const out = resolve(values.out);
    const result = await buildDataset({
      kind,
      source: csvSource(resolve(values.csv), mapping),
      out,
      onProgress: (p) => io.err(`${p.phase === 'validating' ? 'Checked' : 'Wrote'} ${p.rows} lines…`),
    });
    const summaryPath = await writeSummaryFile(out, result.summary);
    io.out(`Wrote ${out} (${result.bytes} bytes) and ${summaryPath}.`);
    for (const line of formatSummary(result.summary)) io.out(line);
    return 0;
  },
};
