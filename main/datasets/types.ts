/** The two kinds of legacy `.pb` dataset Kontera builds. */
export const DATASET_KINDS = ['eil', 'scanned-invoice'] as const;
export type DatasetKind = (typeof DATASET_KINDS)[number];

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

export type RowProblem = { row: number; reason: string };

export type TargetSummary = {
  name: string;
  /** Rows that carry a value for this target. */
  rows: number;
  /** Distinct values (classes). Counting stops at CLASS_COUNT_CAP to keep memory bounded. */
  classes: number;
  classesCapped: boolean;
};

export type DatasetSummary = {
  kind: DatasetKind;
  rows: number;
  targets: TargetSummary[];
  /** Targets with one class only: the service answers them with confidence 0. */
  singleClassTargets: string[];
};
