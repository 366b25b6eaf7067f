import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { UserError } from '../util/errors';
import { DatasetStreamWriter } from './pb-stream';
import { SummaryCollector } from './summary';
import type { DatasetItem, DatasetKind, DatasetSummary, ItemSource, RowProblem } from './types';
import { checkDatasetName, DatasetInvalidError, itemProblem } from './validate';
import { ProblemList } from '../util/problem-list';

/** Lines checked (and the valid ones written) so far: the build reads its source once. */
export type BuildProgress = { phase: 'writing'; rows: number };

export type BuildOptions = {
  kind: DatasetKind;
  /** Items of the kind given: EIL lines or scanned invoices. */
  source: ItemSource<DatasetItem>;
  /** Where the .pb goes; its file name is the dataset name and must end in .pb. */
  out: string;
  onProgress?: (p: BuildProgress) => void;
  /** Rows between progress reports. */
  progressEvery?: number;
  /**
   * Leave lines that break a rule out (and list them) instead of refusing the whole dataset. For
   * history kept in Kontera, which the user cannot fix line by line; a CSV export is checked strictly.
   */
  skipInvalid?: boolean;
  /** Stops the build between batches; the temporary file is removed and nothing is written. */
  signal?: AbortSignal;
};

export type BuildResult = {
  path: string;
  bytes: number;
  summary: DatasetSummary;
  skipped: RowProblem[];
  skippedCount: number;
};

/**
 * Builds a `.pb` dataset in one streaming pass over the source: every line is checked and counted
 * while the valid ones are encoded to a temporary file beside `out`. The file is renamed into place
 * only when every rule held (or, with `skipInvalid`, when at least one line did); otherwise it is
 * removed and nothing is written. Memory stays bounded by one read batch and one write buffer,
 * however many lines there are, and the source is read once.
 */
export async function buildDataset(options: BuildOptions): Promise<BuildResult> {
  const { kind, source, out } = options;
  checkDatasetName(basename(out));
  const every = options.progressEvery ?? 50_000;
  const problems = new ProblemList();
  const summary = new SummaryCollector(kind);
  const skip = options.skipInvalid ?? false;
  let seen = 0;
  let rows = 0;
  const writer = await DatasetStreamWriter.create(kind, out).catch((err: NodeJS.ErrnoException) => {
    throw new UserError(
      'export_failed',
      `Kontera could not write to ${out} (${err.code ?? err.message}). Choose another folder.`,
    );
  });
  try {
    for await (const batch of source()) {
      if (options.signal?.aborted)
        throw new UserError('cancelled', 'Stopped as you asked. No dataset was written.');
      for (const record of batch) {
        seen++;
        // With skipping, "first" is the first line that will be written.
        if (record.problem !== undefined) problems.add(record.row, record.problem);
        else {
          const reason = itemProblem(kind, record.item, (skip ? rows : seen - 1) === 0);
          if (reason !== null) problems.add(record.row, reason);
          else {
            rows++;
            summary.add(record.item.targets);
            // Once a strict build has a problem the file will not be kept: only keep checking.
            if (skip || problems.count === 0) writer.add(record.item);
          }
        }
        if (seen % every === 0) options.onProgress?.({ phase: 'writing', rows: seen });
      }
      await writer.flushIfFull();
    }
    if (problems.count > 0 && !skip)
      throw new DatasetInvalidError(problems.listed, problems.count, problems.describe());
    if (rows === 0) {
      throw new UserError(
        'dataset_empty',
        seen === 0
          ? 'There are no lines to put in the dataset. Import some booking history first.'
          : `None of the ${seen} lines can go into a dataset:\n${problems.describe().join('\n')}`,
      );
    }
    await writer.commit();
  } catch (err) {
    await writer.abort();
    if (err instanceof UserError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    throw new UserError(
      'export_failed',
      `Kontera could not write the dataset to ${out}${code ? ` (${code})` : ''}. Check the folder and free space.`,
    );
  }
  const result = summary.result();
  return {
    path: out,
    bytes: (await stat(out)).size,
    summary: result,
    skipped: problems.listed,
    skippedCount: problems.count,
  };
}
