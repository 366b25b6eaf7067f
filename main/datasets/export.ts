import { basename, dirname, join } from 'node:path';
import { buildDataset, type BuildProgress, type BuildResult } from './build';
import type { HistoryStore } from './history';
import type { DatasetKind, DatasetSummary } from './types';
import { formatSummary } from './summary';
import { writeFileAtomic } from '../util/atomic-write';

/** `NAME.pb` -> `NAME.summary.json`, beside it. */
export function summaryPathFor(pbPath: string): string {
  return join(dirname(pbPath), `${basename(pbPath).replace(/\.pb$/, '')}.summary.json`);
}

/** The summary saved beside an exported dataset, for the bookkeeper and whoever receives the file. */
export async function writeSummaryFile(
  pbPath: string,
  summary: DatasetSummary,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const path = summaryPathFor(pbPath);
  const body = { dataset: basename(pbPath), ...summary, ...extra, text: formatSummary(summary) };
  await writeFileAtomic(path, `${JSON.stringify(body, null, 2)}\n`);
  return path;
}

export type ExportResult = BuildResult & { summaryPath: string };

/**
 * Manual export: the company's history of one kind as a `.pb` where the user chose, with its summary
 * beside it. Lines in the history that break a dataset rule are left out and listed.
 */
export async function exportHistory(
  history: HistoryStore,
  companyId: number,
  kind: DatasetKind,
  out: string,
  onProgress?: (p: BuildProgress) => void,
  signal?: AbortSignal,
): Promise<ExportResult> {
  const result = await buildDataset({
    kind,
    source: history.source(companyId, kind),
    out,
    skipInvalid: true,
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
  const summaryPath = await writeSummaryFile(
    out,
    result.summary,
    result.skippedCount > 0 ? { skipped: result.skipped, skippedCount: result.skippedCount } : {},
  );
  return { ...result, summaryPath };
}
