import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { UserError } from '../util/errors';
import { DatasetStreamWriter } from './pb-stream';
import { SummaryCollector } from './summary';
import type { DatasetKind, DatasetSummary, ItemOf, ItemSource } from './types';
import { checkDatasetName, DatasetInvalidError, itemProblem, ProblemList } from './validate';

export type BuildProgress = { phase: 'validating' | 'writing'; rows: number };

export type BuildOptions<K extends DatasetKind> = {
  kind: K;
  source: ItemSource<ItemOf<K>>;
  /** Where the .pb goes; its file name is the dataset name and must end in .pb. */
  out: string;
  onProgress?: (p: BuildProgress) => void;
  /** Rows between progress reports. */
  progressEvery?: number;
};

export type BuildResult = { path: string; bytes: number; summary: DatasetSummary };

/**
 * Builds a `.pb` dataset in two streaming passes over the source: first every rule is checked and the
 * summary counted (nothing is written if any line breaks a rule), then the lines are encoded to a
 * temporary file that is renamed into place. Memory stays bounded by one read batch and one write
 * buffer, however many lines there are.
 */
export async function buildDataset<K extends DatasetKind>(options: BuildOptions<K>): Promise<BuildResult> {
  const { kind, source, out } = options;
  checkDatasetName(basename(out));
  const every = options.progressEvery ?? 50_000;
  const problems = new ProblemList();
  const summary = new SummaryCollector(kind);
  let rows = 0;
  for await (const record of source()) {
    rows++;
    if (record.problem !== undefined) {
      problems.add(record.row, record.problem);
      continue;
    }
    const reason = itemProblem(kind, record.item, rows === 1);
    if (reason) problems.add(record.row, reason);
    else summary.add(record.item.targets);
    if (rows % every === 0) options.onProgress?.({ phase: 'validating', rows });
  }
  if (rows === 0) throw new UserError('dataset_empty', 'There are no lines to put in the dataset. Import some booking history first.');
  if (problems.count > 0) throw new DatasetInvalidError(problems.listed, problems.count, problems.describe());

  const writer = await DatasetStreamWriter.create(kind, out).catch((err: NodeJS.ErrnoException) => {
    throw new UserError('export_failed', `Kontera could not write to ${out} (${err.code ?? err.message}). Choose another folder.`);
  });
  let written = 0;
  try {
    for await (const record of source()) {
      // The source changed between the passes (e.g. history edited meanwhile): refuse a stale check.
      if (record.problem !== undefined || itemProblem(kind, record.item, written === 0)) {
        throw new UserError('dataset_changed', 'The lines changed while the dataset was being written. Please build it again.');
      }
      await writer.add(record.item);
      written++;
      if (written % every === 0) options.onProgress?.({ phase: 'writing', rows: written });
    }
    if (written !== rows) throw new UserError('dataset_changed', 'The lines changed while the dataset was being written. Please build it again.');
    await writer.commit();
  } catch (err) {
    await writer.abort();
    if (err instanceof UserError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    throw new UserError('export_failed', `Kontera could not write the dataset to ${out}${code ? ` (${code})` : ''}. Check the folder and free space.`);
  }
  const result = summary.result();
  return { path: out, bytes: (await stat(out)).size, summary: result };
}
