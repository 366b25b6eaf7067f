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
  usage,
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
