import type { DraftField, DraftValue, InvoiceDraftView } from '../../../preload/contract/drafts';
import type { ReadDraft } from './build';
import { round2 } from '../../util/round';

/** Amounts as a bookkeeper types them: 1992.50, 1.992,50, 1 992,50, -75. */
export function parseTypedAmount(text: string): number | null {
  let t = text.replace(/[\s\u00a0']/g, '').replace(/[^\d.,-]/g, '');
  const lastDot = t.lastIndexOf('.');
  const lastComma = t.lastIndexOf(',');
  if (lastComma > lastDot) t = t.replace(/\./g, '').replace(',', '.');
  else t = t.replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  return round2(Number(t));
}

/** Dates as typed: 2026-11-01, 01-11-2026, 01.11.2026, 1/11/2026 (day first). */
export function parseTypedDate(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})$/.exec(t);
  if (m) return iso(Number(m[3]), Number(m[2]), Number(m[1]));
  return null;
}

function iso(y: number, mo: number, d: number): string | null {
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

const AMOUNTS: DraftField[] = ['net', 'vat', 'gross', 'due'];
const DATES: DraftField[] = ['issueDate', 'dueDate'];

/** Checks a typed correction and returns it in the draft's form, or throws a message for the bookkeeper. */
export function normalizeCorrection(field: DraftField, value: string): string {
  if (value === '') return '';
  if (AMOUNTS.includes(field)) {
    const n = parseTypedAmount(value);
    if (n === null) throw new Error(`"${value}" is not an amount. Type it like 1992.50 or 1.992,50.`);
    return String(n);
  }
  if (DATES.includes(field)) {
    const d = parseTypedDate(value);
    if (d === null) throw new Error(`"${value}" is not a date. Type it like 2026-11-01 or 01-11-2026.`);
    return d;
  }
  if (field === 'currency') {
    if (!/^[A-Za-z]{3}$/.test(value))
      throw new Error(`"${value}" is not a currency code. Type three letters, like DKK.`);
    return value.toUpperCase();
  }
  return value;
}

const corrected = <T>(value: T | null): DraftValue<T> => ({
  value,
  source: null,
  confidence: null,
  origin: 'corrected',
});

/** The read draft with the bookkeeper's corrections laid over it. */
export function applyCorrections(
  read: ReadDraft,
  corrections: Partial<Record<DraftField, string>>,
): Omit<
  InvoiceDraftView,
  'documentId' | 'companyId' | 'documentName' | 'supplier' | 'checks' | 'progress' | 'lines'
> & {
  supplier: ReadDraft['supplier'];
  lines: ReadDraft['lines'];
} {
  const str = (field: DraftField, v: DraftValue<string>): DraftValue<string> =>
    corrections[field] === undefined ? v : corrected(corrections[field] || null);
  const amt = (field: DraftField, v: DraftValue<number>): DraftValue<number> => {
    const c = corrections[field];
    return c === undefined ? v : corrected(c === '' ? null : Number(c));
  };
  const totals = {
    net: amt('net', read.totals.net),
    vat: amt('vat', read.totals.vat),
    gross: amt('gross', read.totals.gross),
    due: amt('due', read.totals.due),
  };
  return {
    documentKind: read.documentKind,
    documentType: read.documentType,
    supplier: {
      name: str('supplierName', read.supplier.name),
      vatNumber: str('supplierVatNumber', read.supplier.vatNumber),
    },
    receiver: {
      name: str('receiverName', read.receiver.name),
      vatNumber: str('receiverVatNumber', read.receiver.vatNumber),
    },
    invoiceNumber: str('invoiceNumber', read.invoiceNumber),
    issueDate: str('issueDate', read.issueDate),
    dueDate: str('dueDate', read.dueDate),
    currency: str('currency', read.currency),
    totals,
    // The line made from the totals follows a corrected net amount.
    lines: read.lines.map((l) =>
      l.fromTotals ? { ...l, amount: totals.net.value ?? totals.gross.value ?? l.amount } : l,
    ),
  };
}
