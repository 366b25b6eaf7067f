import { UserError } from '../util/errors';
import { describeIssues } from '../util/describe-issues';
import { csvSource } from './csv-source';
import type { HistoryStore } from './history';
import { parseMapping, type ColumnMapping } from './mapping';
import type { ImportResultView } from '../../preload/contract/datasets';
import type { DatasetItem, DatasetKind } from './types';
import { itemProblem } from './validate';
import { ProblemList } from '../util/problem-list';

export type ImportResult = ImportResultView;

/** Lines written per transaction: large enough to be fast, small enough not to block other writes long. */
const BATCH = 1000;

/** Checks a mapping given by a user (a JSON file, the mapping step) and says plainly what is wrong. */
export function checkMapping(kind: DatasetKind, raw: unknown): ColumnMapping {
  const parsed = parseMapping(kind, raw);
  if (!parsed.success) {
    throw new UserError(
      'invalid_mapping',
      `The column mapping is not valid: ${describeIssues(parsed.error)}. Correct it and try again.`,
    );
  }
  return parsed.data;
}

/**
 * Imports an ERP export into the company's history through a column mapping. Rows that cannot be
 * read or break a dataset rule are listed with their row number and reason; the rest are imported.
 * The mapping is remembered for the company, so the next export of the same ERP needs no mapping step.
 */
export async function importCsv(
  history: HistoryStore,
  companyId: number,
  kind: DatasetKind,
  path: string,
  rawMapping: unknown,
  onProgress?: (rows: number) => void,
  signal?: AbortSignal,
): Promise<ImportResult> {
  const mapping = checkMapping(kind, rawMapping);
  const problems = new ProblemList();
  let batch: DatasetItem[] = [];
  let imported = 0;
  let duplicates = 0;
  let rows = 0;
  const flush = () => {
    const outcome = history.insertImported(companyId, kind, batch);
    imported += outcome.inserted;
    duplicates += outcome.duplicates;
    batch = [];
    onProgress?.(rows);
  };
  for await (const part of csvSource(path, mapping)()) {
    if (signal?.aborted) {
      // Batches already written stay: importing the file again adds only what is missing.
      if (imported + duplicates > 0) history.saveMapping(companyId, kind, mapping);
      throw new UserError(
        'cancelled',
        `The import was stopped as you asked, after ${imported} lines. Import the file again to add the rest; nothing is doubled.`,
      );
    }
    for (const record of part) {
      rows++;
      if (record.problem !== undefined) {
        problems.add(record.row, record.problem);
        continue;
      }
      // The first-line rule is about a dataset file, not the import: any empty row is just left out.
      const reason = itemProblem(kind, record.item, false);
      if (reason) problems.add(record.row, reason);
      else batch.push(record.item);
      if (batch.length >= BATCH) flush();
    }
  }
  if (batch.length > 0) flush();
  if (imported + duplicates > 0) history.saveMapping(companyId, kind, mapping);
  return { imported, duplicates, problems: problems.listed, problemCount: problems.count };
}
