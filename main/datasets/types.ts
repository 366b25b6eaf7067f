import type { DatasetKind } from '../../preload/contract/datasets';

// The kinds and the summaries the datasets view shows are the contract's; main uses them as they are.
// (The list of kinds, DATASET_KINDS, is imported from the contract where needed: re-exported here, it
// would load the contract's call schemas with every datasets module, before the window's first page.)
export type {
  DatasetKind,
  DatasetSummaryView as DatasetSummary,
  RowProblemView as RowProblem,
  TargetSummaryView as TargetSummary,
} from '../../preload/contract/datasets';

/** The legacy service's model name for each kind: the `{service_name}` in the object key. */
export const SERVICE_NAME: Record<DatasetKind, string> = {
  eil: 'electronic-invoice-line',
  'scanned-invoice': 'scanned-invoice',
};

/** The history_lines.kind each dataset kind is built from. */
export const HISTORY_KIND: Record<DatasetKind, 'invoice-line' | 'scanned-invoice'> = {
  eil: 'invoice-line',
  'scanned-invoice': 'scanned-invoice',
};

export type Targets = Record<string, string>;

/** One electronic invoice line, field names as in the generated code (proto field names camelCased). */
export type EilLine = {
  issueDate: string | null;
  currency: string | null;
  supplierId: string;
  supplierName: string | null;
  supplierGlobalId: string | null;
  customerRef: string | null;
  total: number | null;
  lineText: string | null;
  lineId: string | null;
  targets: Targets;
};

export type ScannedItem = { text: string[]; timestamp: string; targets: Targets };

export type DatasetItem = EilLine | ScannedItem;

/**
 * One record from a source (a CSV file, the history table). `row` is what the user can find again:
 * the spreadsheet row number of a CSV record (header = row 1), or the history line's id. A record
 * that could not be read carries `problem` instead of an item.
 */
export type SourceRecord<T> =
  { row: number; item: T; problem?: undefined } | { row: number; item?: undefined; problem: string };

/**
 * A source can be read more than once (validation pass, then writing pass). It hands out records in
 * batches (a CSV chunk, a page of history): one await per batch instead of one per record.
 */
export type ItemSource<T> = () => AsyncIterable<SourceRecord<T>[]>;
