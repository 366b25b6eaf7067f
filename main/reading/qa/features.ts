import type { EInvoice } from '../../../preload/contract/einvoice';
import type { Box, IntakeResult, PageText } from '../types';
import { confidence } from '../confidence';
import { CONCEPTS, type Concept } from './lexicon';
import type { Located } from './locate';
import { conceptOnPage } from './concept-on-page';
import { pageModel } from './page-model';
import { amountString, parseAmount, parseDate } from './normalize';
import { documentLines } from './lines';
import { vatDistribution } from './vat-distribution';
import { monthFirst } from './date-order';
import type { BoundingBox, FeatureCandidate } from './candidate';
import { detectLanguage, documentType } from './classify';

export type FeatureRequest = { type: string; maxResults?: number; minConfidence?: number };
export type { BoundingBox, FeatureCandidate } from './candidate';

/** FEATURE_NAME -> featureName, as the HTTP gateway names result fields. */
export const camel = (type: string): string =>
  type.toLowerCase().replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

export const SUPPORTED_FEATURES = [
  'TOTAL_VAT',
  'RECEIVER_NAME',
  'PURCHASE_LINES',
  'PAGE_TEXTS',
  'TEXT',
  'ORDER_DATE',
  'PAYMENT_DUE_DATE',
  'CURRENCY',
  'TOTAL_INCL_VAT',
  'TOTAL_EXCL_VAT',
  'DOCUMENT_TYPE',
  'DOCUMENT_NUMBER',
  'DOCUMENT_DATE',
  'SUPPLIER_NAME',
  'SUPPLIER_VAT_NUMBER',
  'SUPPLIER_ORGANISATION_NUMBER',
  'SUPPLIER_ADDRESS',
  'RECEIVER_ADDRESS',
  'RECEIVER_VAT_NUMBER',
  'IBAN',
  'BIC',
  'BANK_ACCOUNT_NUMBER',
  'ORDER_NUMBER',
  'CUSTOMER_NUMBER',
  'VAT_DISTRIBUTION',
  'LANGUAGE_CODE',
  'PREVIEW',
];

const byFeature = new Map(CONCEPTS.filter((c) => c.feature).map((c) => [c.feature as string, c]));

/** Page-relative box (0..1), so the client can draw it over any rendering of the page. */
function relBox(page: PageText, box: Box): BoundingBox {
  const r = (n: number, d: number) => Math.round((n / d) * 10000) / 10000;
  return {
    x: r(box.x, page.width),
    y: r(box.y, page.height),
    width: r(box.w, page.width),
    height: r(box.h, page.height),
  };
}

/** The interface's value forms: amounts as two-decimal strings, dates as YYYY-MM-DD. */
function valueOf(concept: Concept, l: Located, page: PageText): string | null {
  if (concept.type === 'amount') {
    const n = parseAmount(l.text);
    return n === null ? null : amountString(n);
  }
  if (concept.type === 'date') return parseDate(l.text, monthFirst(page));
  return l.normalized && concept.type !== 'name' && concept.type !== 'address' && concept.type !== 'text'
    ? l.normalized
    : l.text;
}

function conceptCandidates(pages: PageText[], concept: Concept): FeatureCandidate[] {
  const out: FeatureCandidate[] = [];
  for (const page of pages) {
    const model = pageModel(page);
    const found = conceptOnPage(model, concept);
    for (const l of found.slice(0, 3)) {
      const value = valueOf(concept, l, page);
      if (value === null) continue;
      if (out.some((c) => c.value === value && c.pageRef === page.page)) continue;
      out.push({
        value,
        text: l.text,
        confidence: confidence(Math.min(0.97, 0.3 + 0.65 * l.score)),
        boundingBox: relBox(page, l.box),
        pageRef: page.page,
      });
    }
  }
  return out.sort((a, b) => b.confidence.value - a.confidence.value);
}

/** Each rate's VAT, net and rate as the pages print them (vat-distribution.ts). */
function vatByRate(pages: PageText[]): FeatureCandidate[] {
  return pages.flatMap((page) =>
    vatDistribution(pageModel(page)).map((v) => ({
      value: amountString(v.vat),
      rate: String(v.rate),
      taxableAmount: amountString(v.base),
      confidence: confidence(Math.min(0.97, 0.3 + 0.65 * v.score)),
      boundingBox: relBox(page, v.box),
      pageRef: page.page,
    })),
  );
}

/** An e-invoice states its data: answer features from the structured XML with full confidence. */
function fromEInvoice(e: EInvoice, type: string): FeatureCandidate[] | null {
  const sure = confidence(0.99);
  const one = (v: string | number | null | undefined): FeatureCandidate[] =>
    v === null || v === undefined || v === ''
      ? []
      : [{ value: typeof v === 'number' ? amountString(v) : v, confidence: sure, pageRef: 1 }];
  const address = (p: EInvoice['supplier']) =>
    [p.street, p.postalCode, p.city].filter(Boolean).join(', ') || null;
  switch (type) {
    case 'TOTAL_VAT':
      return one(e.totals.vat);
    case 'TOTAL_INCL_VAT':
      return one(e.totals.includingVat ?? e.totals.payable);
    case 'TOTAL_EXCL_VAT':
      return one(e.totals.excludingVat);
    case 'RECEIVER_NAME':
      return one(e.customer.name);
    case 'RECEIVER_ADDRESS':
      return one(address(e.customer));
    case 'RECEIVER_VAT_NUMBER':
      return one(e.customer.vatNumber);
    case 'SUPPLIER_NAME':
      return one(e.supplier.name);
    case 'SUPPLIER_ADDRESS':
      return one(address(e.supplier));
    case 'SUPPLIER_VAT_NUMBER':
      return one(e.supplier.vatNumber);
    case 'SUPPLIER_ORGANISATION_NUMBER':
      return one(e.supplier.organisationNumber);
    case 'DOCUMENT_NUMBER':
      return one(e.number);
    case 'DOCUMENT_DATE':
      return one(e.issueDate);
    case 'PAYMENT_DUE_DATE':
      return one(e.dueDate);
    case 'CURRENCY':
      return one(e.currency);
    case 'ORDER_NUMBER':
      return one(e.orderReference);
    case 'ORDER_DATE':
      return one(e.orderDate);
    case 'CUSTOMER_NUMBER':
      return one(e.customer.identifier);
    case 'BANK_ACCOUNT_NUMBER':
      // The IBAN is the account number in its international form; an e-invoice states no other.
      return one(e.payment.iban);
    case 'IBAN':
      return one(e.payment.iban);
    case 'BIC':
      return one(e.payment.bic);
    case 'DOCUMENT_TYPE':
      return one(e.documentType === 'credit-note' ? 'CREDIT_NOTE' : 'INVOICE');
    case 'PURCHASE_LINES':
      return e.lines.map((l) => ({
        value: l.description ?? '',
        description: l.description,
        quantity: l.quantity === null ? null : String(l.quantity),
        unitCode: l.unitCode,
        unitPrice: l.unitPrice === null ? null : amountString(l.unitPrice),
        amount: l.lineTotal === null ? null : amountString(l.lineTotal),
        confidence: sure,
        pageRef: 1,
      }));
    case 'VAT_DISTRIBUTION':
      return e.vatBreakdown.map((v) => ({
        value: v.taxAmount === null ? '' : amountString(v.taxAmount),
        rate: v.percent === null ? null : String(v.percent),
        taxableAmount: v.taxableAmount === null ? null : amountString(v.taxableAmount),
        confidence: sure,
        pageRef: 1,
      }));
    default:
      return null;
  }
}

function one(type: string, doc: IntakeResult): FeatureCandidate[] {
  const pages = doc.pages;
  if (doc.eInvoice) {
    const structured = fromEInvoice(doc.eInvoice, type);
    if (structured) return structured;
  }
  switch (type) {
    case 'PAGE_TEXTS':
      return pages.map((p) => ({ value: p.lines.join('\n'), confidence: confidence(0.99), pageRef: p.page }));
    case 'TEXT':
      return [
        {
          value: pages.map((p) => p.lines.join('\n')).join('\n\f\n'),
          confidence: confidence(0.99),
          pageRef: 1,
        },
      ];
    case 'PURCHASE_LINES':
      return documentLines(pages);
    case 'LANGUAGE_CODE': {
      const lang = detectLanguage(pages);
      return lang ? [{ value: lang.code, confidence: confidence(lang.confidence), pageRef: 1 }] : [];
    }
    case 'DOCUMENT_TYPE': {
      const t = documentType(pages);
      return [{ value: t.value, confidence: confidence(t.confidence), pageRef: t.pageRef }];
    }
    case 'CURRENCY': {
      const labelled = conceptCandidates(pages, byFeature.get('CURRENCY') as Concept);
      return labelled;
    }
    case 'VAT_DISTRIBUTION': {
      const byRate = vatByRate(pages);
      // A VAT whose rate the page does not show is still the document's VAT, as one share.
      return byRate.length
        ? byRate
        : conceptCandidates(pages, byFeature.get('TOTAL_VAT') as Concept).slice(0, 1);
    }
    case 'PREVIEW':
      return [];
    default: {
      const concept = byFeature.get(type);
      return concept ? conceptCandidates(pages, concept) : [];
    }
  }
}

/** Results for the requested features, each a candidate list named in camelCase. */
export function computeFeatures(
  doc: IntakeResult,
  features: FeatureRequest[],
): Record<string, FeatureCandidate[]> {
  const out: Record<string, FeatureCandidate[]> = {};
  for (const f of features) {
    let list = one(f.type, doc);
    if (f.minConfidence !== undefined)
      list = list.filter((c) => c.confidence.value >= (f.minConfidence ?? 0));
    if (f.maxResults !== undefined && f.maxResults > 0) list = list.slice(0, f.maxResults);
    out[camel(f.type)] = list;
  }
  return out;
}
