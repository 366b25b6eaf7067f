import { UserError } from '../util/errors';
import { UTC_STAMP } from '../util/time';
import type { DatasetKind, EilLine, RowProblem, ScannedItem } from './types';

export function checkDatasetName(name: string): void {
  if (!name.endsWith('.pb') || name.length <= 3) {
    throw new UserError(
      'invalid_dataset_name',
      `The dataset name "${name}" must end in .pb (for example acme.invoice-line.pb).`,
    );
  }
  if (/[\\/]/.test(name) || name.startsWith('.')) {
    throw new UserError(
      'invalid_dataset_name',
      `The dataset name "${name}" must be a plain file name without folders.`,
    );
  }
}

const blank = (v: string | null | undefined): boolean => v === null || v === undefined || v.trim() === '';

function targetProblem(targets: Record<string, string>): string | null {
  const names = Object.keys(targets);
  if (names.length === 0) return 'no target value (every line needs at least one, e.g. an account)';
  if (names.some((n) => n.trim() === '')) return 'a target has an empty name';
  return null;
}

export function isEmptyEil(line: EilLine): boolean {
  return (
    blank(line.issueDate) &&
    blank(line.currency) &&
    blank(line.supplierId) &&
    blank(line.supplierName) &&
    blank(line.supplierGlobalId) &&
    blank(line.customerRef) &&
    line.total === null &&
    blank(line.lineText) &&
    blank(line.lineId) &&
    Object.keys(line.targets).length === 0
  );
}

export function isEmptyScanned(item: ScannedItem): boolean {
  return item.text.every((t) => blank(t)) && blank(item.timestamp) && Object.keys(item.targets).length === 0;
}

/** Why this line cannot go into an EIL dataset, or null when it can. */
export function eilProblem(line: EilLine, first: boolean): string | null {
  if (isEmptyEil(line)) {
    return first
      ? 'the first line is empty (the service would derive the column names wrongly and the dataset would get no targets)'
      : 'empty line (datasets must not contain empty lines)';
  }
  if (blank(line.supplierId)) return 'supplier_id is missing (the service requires it on every line)';
  if (line.issueDate !== null && !UTC_STAMP.test(line.issueDate)) {
    return `issue_date "${line.issueDate}" is not a timestamp of the form YYYY-MM-DDThh:mm:ssZ`;
  }
  if (line.total !== null && !Number.isFinite(line.total)) return 'total is not a number';
  return targetProblem(line.targets);
}

/** Why this item cannot go into a scanned-invoice dataset, or null when it can. */
export function scannedProblem(item: ScannedItem, first: boolean): string | null {
  if (isEmptyScanned(item)) {
    return first
      ? 'the first item is empty (the service would derive the column names wrongly and the dataset would get no targets)'
      : 'empty item (datasets must not contain empty items)';
  }
  if (item.text.length === 0 || item.text.every((t) => blank(t))) return 'no text';
  if (!UTC_STAMP.test(item.timestamp)) {
    return `timestamp "${item.timestamp}" is not of the form YYYY-MM-DDThh:mm:ssZ`;
  }
  return targetProblem(item.targets);
}

export function itemProblem(kind: DatasetKind, item: EilLine | ScannedItem, first: boolean): string | null {
  return kind === 'eil' ? eilProblem(item as EilLine, first) : scannedProblem(item as ScannedItem, first);
}

/** Thrown when a dataset fails validation: nothing was written. Carries every listed problem. */
export class DatasetInvalidError extends UserError {
  constructor(
    readonly problems: RowProblem[],
    readonly problemCount: number,
    lines: string[],
  ) {
    super(
      'dataset_invalid',
      `The dataset was not written because ${problemCount} ${problemCount === 1 ? 'line has a problem' : 'lines have problems'}. ` +
        `Fix them in the source and try again:\n${lines.join('\n')}`,
    );
  }
}
