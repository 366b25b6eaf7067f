import { createHash } from 'node:crypto';
import type { BankEntryInput, BookingKind, InvoiceLineInput } from '../../preload/contract/booking';
import type { Example, ExampleData, InvoiceLine, TargetValue } from '../api/types';
import { utcStamp } from '../util/time';

/** The company's v2 dataset for a kind of booking: `{slug}.invoice-line`, `{slug}.bank`. */
export function datasetName(slug: string, kind: BookingKind): string {
  return `${slug}.${kind}`;
}

/**
 * v2 `supplier.id` must match `^[A-Za-z0-9]*$` and be at most 64 bytes. ERP supplier ids often carry
 * dashes or spaces (`DK-12 345 678`): those are dropped. An id with nothing usable left, or too long,
 * becomes a stable hash, so the same supplier always maps to the same id in examples and suggestions.
 */
export function supplierKey(id: string): string {
  const kept = id.replace(/[^A-Za-z0-9]/g, '');
  if (kept.length > 0 && kept.length <= 64) return kept;
  return `h${createHash('sha256').update(id).digest('hex').slice(0, 40)}`;
}

/** RFC 3339 for the v2 timestamp; a bare date is midnight UTC. Unreadable dates are left out. */
export function toTimestamp(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? `${trimmed}T00:00:00Z` : trimmed;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return undefined;
  return utcStamp(new Date(ms));
}

const orNothing = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

export function invoiceLineData(line: InvoiceLineInput): ExampleData {
  const invoiceLine: InvoiceLine = {
    itemId: orNothing(line.lineId),
    text: line.text,
    issueDate: toTimestamp(line.issueDate),
    supplier: {
      id: supplierKey(line.supplierId),
      name: orNothing(line.supplierName),
      globalId: orNothing(line.supplierGlobalId),
    },
    customerRef: orNothing(line.customerRef),
    amount: orNothing(line.amount),
  };
  return { invoiceLine: JSON.parse(JSON.stringify(invoiceLine)) as InvoiceLine };
}

export function bankEntryData(entry: BankEntryInput): ExampleData {
  return { transaction: { text: entry.text, amount: entry.amount } };
}

/** Target values in name order, so the same booking always gives the same payload. */
export function targetValues(targets: Record<string, string>): TargetValue[] {
  return Object.keys(targets)
    .sort()
    .map((name) => ({ name, value: targets[name]! }));
}

export function buildExample(id: string, data: ExampleData, targets: Record<string, string>): Example {
  return { data, targetValues: targetValues(targets), id };
}
