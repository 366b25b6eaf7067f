import type { IntakeResult } from '../../reading/types';
import { computeFeatures, type FeatureCandidate } from '../../reading/qa/features';
import { untabledLines } from '../../reading/qa/untabled-lines';
import type { DraftLine, DraftValue, InvoiceDraftView, SourceBox } from '../../../preload/contract/drafts';
import { round2 } from '../../util/round';
import { readAmountDue } from './amount-due';

/** What reading a document gives a draft; matching, checks and progress are added when it is shown. */
export type ReadDraft = Pick<
  InvoiceDraftView,
  | 'documentKind'
  | 'documentType'
  | 'receiver'
  | 'invoiceNumber'
  | 'issueDate'
  | 'dueDate'
  | 'currency'
  | 'totals'
> & {
  supplier: Pick<InvoiceDraftView['supplier'], 'name' | 'vatNumber'>;
  /** Lines as read (without refs, which depend on the document id), with an e-invoice line's own id. */
  lines: (Omit<DraftLine, 'ref'> & { lineId?: string | null })[];
  /**
   * The document's text lines in reading order: what the scanned-invoice model learns header values
   * from and is asked with. Absent on drafts stored before it was kept.
   */
  texts?: string[];
};

/** The scanned-invoice model reads the text, not the whole file: at most this many lines of it. */
const MAX_TEXT_LINES = 400;
const MAX_LINE_CHARS = 200;

/** The text lines of a read document (a structured e-invoice without pages: its values as lines). */
function documentTexts(doc: IntakeResult, fallback: (string | null)[]): string[] {
  const lines = doc.pages.flatMap((p) => p.lines);
  const source = lines.some((l) => l.trim() !== '') ? lines : fallback;
  return source
    .map((l) => (l ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_LINE_CHARS))
    .filter((l) => l !== '')
    .slice(0, MAX_TEXT_LINES);
}

const MANY = new Set(['PURCHASE_LINES', 'VAT_DISTRIBUTION']);
const FEATURES = [
  'SUPPLIER_NAME',
  'SUPPLIER_VAT_NUMBER',
  'SUPPLIER_ORGANISATION_NUMBER',
  'RECEIVER_NAME',
  'RECEIVER_VAT_NUMBER',
  'DOCUMENT_NUMBER',
  'DOCUMENT_DATE',
  'PAYMENT_DUE_DATE',
  'CURRENCY',
  'TOTAL_EXCL_VAT',
  'TOTAL_VAT',
  'TOTAL_INCL_VAT',
  'DOCUMENT_TYPE',
  'PURCHASE_LINES',
  'VAT_DISTRIBUTION',
].map((type) => ({ type, maxResults: MANY.has(type) ? 500 : 1 }));

export const missing = <T>(): DraftValue<T> => ({
  value: null,
  source: null,
  confidence: null,
  origin: 'missing',
});

function boxOf(c: FeatureCandidate): SourceBox | null {
  const b = c.boundingBox;
  if (!b || typeof b.x !== 'number') return null;
  return { page: c.pageRef || 1, x: b.x, y: b.y, width: b.width, height: b.height };
}

const num = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

function text(c: FeatureCandidate | undefined): DraftValue<string> {
  if (!c || typeof c.value !== 'string' || c.value.trim() === '') return missing();
  return { value: c.value.trim(), source: boxOf(c), confidence: c.confidence.value, origin: 'read' };
}

function amount(c: FeatureCandidate | undefined): DraftValue<number> {
  const n = c ? num(c.value) : null;
  if (!c || n === null) return missing();
  return { value: n, source: boxOf(c), confidence: c.confidence.value, origin: 'read' };
}

const derived = (value: number): DraftValue<number> => ({
  value: round2(value),
  source: null,
  confidence: null,
  origin: 'derived',
});

/**
 * The VAT rates a page prints, each with the net it is charged on: only where their nets make the
 * draft's net (where it is read), so that lines made of them add up as the page does.
 */
function ratesRead(
  shares: FeatureCandidate[],
  net: number | null,
): { rate: number; base: number; source: SourceBox | null }[] {
  const rated = shares
    .map((c) => ({ rate: num(c.rate), base: num(c.taxableAmount), source: boxOf(c) }))
    .filter(
      (r): r is { rate: number; base: number; source: SourceBox | null } =>
        r.rate !== null && r.base !== null,
    );
  if (rated.length !== shares.length) return [];
  const sum = round2(rated.reduce((s, r) => s + r.base, 0));
  return net === null || Math.abs(sum - net) < 0.011 ? rated : [];
}

/**
 * The supplier-invoice draft of a read document, from the reading library's features (the same ones
 * annotate answers from): header values with their boxes, totals completed by arithmetic where one
 * is missing, and the lines (PURCHASE_LINES), or one line with the net amount when none were read.
 */
export function buildDraft(doc: IntakeResult): ReadDraft {
  const f = computeFeatures(doc, FEATURES);
  const first = (name: string) => f[name]?.[0];
  const totals = {
    net: amount(first('totalExclVat')),
    vat: amount(first('totalVat')),
    gross: amount(first('totalInclVat')),
    due: missing<number>(),
  };
  const { net, vat, gross } = totals;
  if (net.value === null && gross.value !== null && vat.value !== null)
    totals.net = derived(gross.value - vat.value);
  if (gross.value === null && totals.net.value !== null && vat.value !== null)
    totals.gross = derived(totals.net.value + vat.value);
  if (vat.value === null && totals.net.value !== null && totals.gross.value !== null)
    totals.vat = derived(totals.gross.value - totals.net.value);
  const payable = doc.eInvoice?.totals.payable ?? null;
  totals.due =
    payable !== null
      ? { value: payable, source: null, confidence: 0.99, origin: 'read' }
      : (readAmountDue(doc) ??
        (totals.gross.value !== null ? { ...totals.gross, origin: totals.gross.origin } : missing()));

  const vatRate =
    totals.net.value && totals.vat.value !== null
      ? round2((totals.vat.value / totals.net.value) * 100)
      : null;
  const eLines = doc.eInvoice?.lines ?? [];
  // No line table: lines printed without headings, where they add up to the net (untabled-lines.ts).
  const read = f.purchaseLines?.length
    ? f.purchaseLines
    : doc.eInvoice
      ? []
      : untabledLines(doc.pages, totals.net.value);
  const lines: ReadDraft['lines'] = read
    .map((c, i) => {
      const amountValue = num(c.amount);
      const unitPrice = num(c.unitPrice);
      const quantity = num(c.quantity);
      const description =
        typeof c.description === 'string' && c.description.trim()
          ? c.description.trim()
          : String(c.value ?? '');
      return {
        text: description,
        quantity,
        unitPrice,
        amount:
          amountValue ?? (quantity !== null && unitPrice !== null ? round2(quantity * unitPrice) : null),
        vatRate: eLines[i]?.vatPercent ?? null,
        unitCode: typeof c.unitCode === 'string' ? c.unitCode : (eLines[i]?.unitCode ?? null),
        source: boxOf(c),
        fromTotals: false,
        lineId: eLines[i]?.id ?? null,
      };
    })
    .filter((l) => l.text !== '' || l.amount !== null);

  const supplierName = text(first('supplierName'));
  const invoiceNumber = text(first('documentNumber'));
  const title =
    [supplierName.value, invoiceNumber.value ? `invoice ${invoiceNumber.value}` : null]
      .filter(Boolean)
      .join(', ') || doc.name;
  const rates = doc.eInvoice ? [] : ratesRead(f.vatDistribution ?? [], totals.net.value);
  // One rate on the page is every read line's rate; e-invoices state each line's own.
  const [only] = rates;
  if (only && rates.length === 1) for (const l of lines) l.vatRate ??= only.rate;
  // No lines read (a till receipt) but several VAT rates printed: one line per rate, each its net,
  // so that each is booked with its own VAT code; else one line of the net, at the rate printed.
  if (lines.length === 0 && rates.length > 1)
    lines.push(
      ...rates.map((r) => ({
        text: `${title} (${r.rate} % VAT)`,
        quantity: null,
        unitPrice: null,
        amount: r.base,
        vatRate: r.rate,
        unitCode: null,
        source: r.source,
        fromTotals: false,
        lineId: null,
      })),
    );
  if (lines.length === 0) {
    lines.push({
      text: title,
      quantity: null,
      unitPrice: null,
      amount: totals.net.value ?? totals.gross.value,
      vatRate: only?.rate ?? vatRate,
      unitCode: null,
      source: totals.net.source ?? totals.gross.source,
      fromTotals: true,
      lineId: null,
    });
  }
  const vatNumber = text(first('supplierVatNumber'));
  const type = first('documentType')?.value;
  const receiver = { name: text(first('receiverName')), vatNumber: text(first('receiverVatNumber')) };
  const currency = text(first('currency'));
  const texts = documentTexts(doc, [
    supplierName.value,
    vatNumber.value,
    receiver.name.value,
    invoiceNumber.value,
    currency.value,
    ...lines.map((l) => l.text),
  ]);
  return {
    documentKind: doc.kind,
    documentType: type === 'CREDIT_NOTE' ? 'credit-note' : 'invoice',
    supplier: {
      name: supplierName,
      vatNumber: vatNumber.value !== null ? vatNumber : text(first('supplierOrganisationNumber')),
    },
    receiver,
    invoiceNumber,
    issueDate: text(first('documentDate')),
    dueDate: text(first('paymentDueDate')),
    currency,
    totals,
    lines,
    texts,
  };
}
