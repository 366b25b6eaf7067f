import { UserError } from '../util/errors';
import { readCsvBatches, type CsvRecord } from './csv-read';
import { mappedColumns, type ColumnMapping, type EilMapping, type ScannedMapping } from './mapping';
import type { DatasetItem, EilLine, ItemSource, ScannedItem, SourceRecord, Targets } from './types';
import { toAmount, toTimestamp } from '../util/csv-values';

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
  for (const name in mapping.targets) {
    const v = cell(mapping.targets[name]!);
    if (v !== null) targets[name] = v;
  }
  return targets;
}

/** One CSV row as an EIL line, or the reason it cannot be one. Rules of the dataset are checked later. */
/** A mapped column's cell; null for a field the mapping leaves out. */
function get(cell: Cell, col: string | undefined): string | null {
  return col === undefined ? null : cell(col);
}

export function eilFromRow(mapping: EilMapping, cell: Cell): { item: EilLine } | { problem: string } {
  const c = mapping.columns;
  const rawDate = get(cell, c.issue_date);
  const issueDate = rawDate === null ? null : toTimestamp(rawDate, mapping.dateFormat);
  if (rawDate !== null && issueDate === null) {
    return {
      problem: `"${rawDate}" in column "${c.issue_date}" is not a date${mapping.dateFormat === 'auto' ? '' : ` of the form ${mapping.dateFormat}`}`,
    };
  }
  const rawTotal = get(cell, c.total);
  const total = rawTotal === null ? null : toAmount(rawTotal, mapping.decimal);
  if (rawTotal !== null && total === null)
    return { problem: `"${rawTotal}" in column "${c.total}" is not an amount` };
  return {
    item: {
      issueDate,
      currency: get(cell, c.currency),
      supplierId: get(cell, c.supplier_id) ?? '',
      supplierName: get(cell, c.supplier_name),
      supplierGlobalId: get(cell, c.supplier_global_id),
      customerRef: get(cell, c.customer_ref),
      total,
      lineText: get(cell, c.line_text),
      lineId: get(cell, c.line_id),
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
  return async function* (): AsyncGenerator<SourceRecord<DatasetItem>[]> {
    let index = new Map<string, number>();
    let width = 0;
    // One cell reader for the whole file, pointed at each record in turn: a closure per row was a
    // measurable part of building a million-line dataset.
    let cells: string[] = [];
    const cell: Cell = (name) => {
      const v = cells[index.get(name)!]?.trim();
      return v === undefined || v === '' ? null : v;
    };
    const convert = (rec: CsvRecord): SourceRecord<DatasetItem> => {
      cells = rec.cells;
      const isBlankLine = cells.length === 1 && cells[0]!.trim() === '';
      if (!isBlankLine && cells.length !== width) {
        return { row: rec.row, problem: `has ${cells.length} fields but the header has ${width}` };
      }
      const converted = mapping.kind === 'eil' ? eilFromRow(mapping, cell) : scannedFromRow(mapping, cell);
      return 'problem' in converted
        ? { row: rec.row, problem: converted.problem }
        : { row: rec.row, item: converted.item };
    };
    for await (const part of readCsvBatches(path, {
      delimiter: mapping.delimiter,
      encoding: mapping.encoding,
    })) {
      if ('header' in part) {
        index = checkColumns(path, part.header, mapping);
        width = part.header.length;
      } else yield part.records.map(convert);
    }
  };
}
