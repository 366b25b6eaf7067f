import { UserError } from '../util/errors';
import { readCsvBatches, type CsvRecord } from './csv-read';
import { mappedColumns, type ColumnMapping, type EilMapping, type ScannedMapping } from './mapping';
import type { DatasetItem, EilLine, ItemSource, ScannedItem, SourceRecord, Targets } from './types';
import { toAmount, toTimestamp } from './values';

type Cell = (name: string) => string | null;

function checkColumns(path: string, header: string[], mapping: ColumnMapping): Map<string, number> {
  const index = new Map<string, number>();
  header.forEach((h, i) => {
    if (!index.has(h)) index.set(h, i);
  });
  const missing = mappedColumns(mapping).filter((c) => !index.has(c));
  if (missing.length > 0) {
    throw new UserError(
      'mapping_mismatch',
      `The mapping names ${missing.length === 1 ? 'a column' : 'columns'} the file ${path} does not have: ${missing.map((m) => `"${m}"`).join(', ')}. ` +
        `Its columns are: ${header.map((h) => `"${h}"`).join(', ')}. Correct the mapping.`,
    );
  }
  return index;
}

function targetsOf(mapping: ColumnMapping, cell: Cell): Targets {
  const targets: Targets = {};
  for (const [name, column] of Object.entries(mapping.targets)) {
    const v = cell(column);
    if (v !== null) targets[name] = v;
  }
  return targets;
}

/** One CSV row as an EIL line, or the reason it cannot be one. Rules of the dataset are checked later. */
export function eilFromRow(mapping: EilMapping, cell: Cell): { item: EilLine } | { problem: string } {
  const c = mapping.columns;
  const get = (col: string | undefined) => (col === undefined ? null : cell(col));
  const rawDate = get(c.issue_date);
  const issueDate = rawDate === null ? null : toTimestamp(rawDate, mapping.dateFormat);
  if (rawDate !== null && issueDate === null) {
    return {
      problem: `"${rawDate}" in column "${c.issue_date}" is not a date${mapping.dateFormat === 'auto' ? '' : ` of the form ${mapping.dateFormat}`}`,
    };
  }
  const rawTotal = get(c.total);
  const total = rawTotal === null ? null : toAmount(rawTotal, mapping.decimal);
  if (rawTotal !== null && total === null)
    return { problem: `"${rawTotal}" in column "${c.total}" is not an amount` };
  return {
    item: {
      issueDate,
      currency: get(c.currency),
      supplierId: get(c.supplier_id) ?? '',
      supplierName: get(c.supplier_name),
      supplierGlobalId: get(c.supplier_global_id),
      customerRef: get(c.customer_ref),
      total,
      lineText: get(c.line_text),
      lineId: get(c.line_id),
      targets: targetsOf(mapping, cell),
    },
  };
}

export function scannedFromRow(
  mapping: ScannedMapping,
  cell: Cell,
): { item: ScannedItem } | { problem: string } {
  const textColumns = Array.isArray(mapping.columns.text) ? mapping.columns.text : [mapping.columns.text];
  const text = textColumns
    .flatMap((col) => (cell(col) ?? '').split(/\r?\n/))
    .map((t) => t.trim())
    .filter((t) => t !== '');
  const rawTime = cell(mapping.columns.timestamp);
  const timestamp = rawTime === null ? '' : toTimestamp(rawTime, mapping.dateFormat);
  if (rawTime !== null && timestamp === null) {
    return { problem: `"${rawTime}" in column "${mapping.columns.timestamp}" is not a date or timestamp` };
  }
  return { item: { text, timestamp: timestamp ?? '', targets: targetsOf(mapping, cell) } };
}

/**
 * A CSV export read through a column mapping, as a re-readable source of dataset items. Empty cells
 * count as missing values. Rows whose field count differs from the header are reported, not guessed.
 */
export function csvSource(path: string, mapping: ColumnMapping): ItemSource<DatasetItem> {
  const convert = (index: Map<string, number>, width: number, rec: CsvRecord): SourceRecord<DatasetItem> => {
    const isBlankLine = rec.cells.length === 1 && rec.cells[0]!.trim() === '';
    if (!isBlankLine && rec.cells.length !== width) {
      return { row: rec.row, problem: `has ${rec.cells.length} fields but the header has ${width}` };
    }
    const cell: Cell = (name) => {
      const v = rec.cells[index.get(name)!]?.trim();
      return v === undefined || v === '' ? null : v;
    };
    const converted = mapping.kind === 'eil' ? eilFromRow(mapping, cell) : scannedFromRow(mapping, cell);
    return 'problem' in converted
      ? { row: rec.row, problem: converted.problem }
      : { row: rec.row, item: converted.item };
  };
  return async function* (): AsyncGenerator<SourceRecord<DatasetItem>[]> {
    let index = new Map<string, number>();
    let width = 0;
    for await (const part of readCsvBatches(path, {
      delimiter: mapping.delimiter,
      encoding: mapping.encoding,
    })) {
      if ('header' in part) {
        index = checkColumns(path, part.header, mapping);
        width = part.header.length;
      } else yield part.records.map((rec) => convert(index, width, rec));
    }
  };
}
