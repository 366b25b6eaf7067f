import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { AFRelationship, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../main/reading/intake/read';
import { computeFeatures } from '../../main/reading/qa/features';
import { ciiCases, type CiiTruth } from './cii-corpus';

const cases = ciiCases();

/** Feature -> the truth field it must equal, and whether it is an amount. */
const CHECKS: [feature: string, field: keyof CiiTruth, amount: boolean][] = [
  ['DOCUMENT_NUMBER', 'invoice_number', false],
  ['DOCUMENT_DATE', 'date', false],
  ['SUPPLIER_NAME', 'issuer', false],
  ['RECEIVER_NAME', 'receiver', false],
  ['TOTAL_INCL_VAT', 'grand_total', true],
  ['TOTAL_VAT', 'total_vat', true],
  ['CURRENCY', 'currency', false],
];

const camel = (t: string) => t.toLowerCase().replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

function check(features: ReturnType<typeof computeFeatures>, truth: CiiTruth, id: string): string[] {
  const wrong: string[] = [];
  for (const [feature, field, amount] of CHECKS) {
    const want = truth[field];
    if (want === undefined) continue;
    const [top, ...rest] = features[camel(feature)] ?? [];
    const ok =
      top !== undefined &&
      rest.length === 0 &&
      top.pageRef === 1 &&
      top.confidence.value >= 0.95 &&
      (amount ? /^-?\d+\.\d\d$/.test(top.value) && Number(top.value) === Number(want) : top.value === want);
    if (!ok) wrong.push(`${id} ${feature}: truth ${String(want)}, got ${JSON.stringify(top)}`);
  }
  const lines = features.purchaseLines ?? [];
  if (lines.length !== truth.lines)
    wrong.push(`${id} PURCHASE_LINES: truth ${truth.lines}, got ${lines.length}`);
  return wrong;
}

const REQUEST = [...CHECKS.map(([type]) => ({ type })), { type: 'PURCHASE_LINES' }];

describe('features of CII e-invoices come from their data', () => {
  it('every feature of the 74 ZUGFeRD XMLs equals the truth, at full confidence', async () => {
    const wrong: string[] = [];
    for (const c of cases) {
      const doc = await readDocument(basename(c.xmlFile), readFileSync(c.xmlFile));
      wrong.push(...check(computeFeatures(doc, REQUEST), c.truth, c.id));
    }
    expect(wrong).toEqual([]);
  });

  it('a PDF carrying a CII answers features from the XML; its page texts stay the printed ones', async () => {
    const c = cases.find((x) => x.id.endsWith('zugferd_2p0_EN16931_Einfach'))!;
    const pdf = await PDFDocument.load(readFileSync(c.pdfFile));
    await pdf.attach(readFileSync(c.xmlFile), 'zugferd-invoice.xml', {
      mimeType: 'text/xml',
      afRelationship: AFRelationship.Alternative,
    });
    const doc = await readDocument('hybrid.pdf', Buffer.from(await pdf.save()));
    const features = computeFeatures(doc, REQUEST);
    expect(check(features, c.truth, c.id)).toEqual([]);
    const lines = features.purchaseLines!;
    expect(lines.map((l) => l.value)).toEqual(doc.eInvoice!.lines.map((l) => l.description));
    // Page texts are still the printed pages'.
    const texts = computeFeatures(doc, [{ type: 'PAGE_TEXTS' }]).pageTexts!;
    expect(texts[0]!.value).toBe(doc.pages[0]!.lines.join('\n'));
  });

  it('order date, customer number and account come from the XML; what it lacks is not guessed from its text page', async () => {
    const read = async (end: string) => {
      const c = cases.find((x) => x.id.endsWith(end))!;
      return computeFeatures(await readDocument(basename(c.xmlFile), readFileSync(c.xmlFile)), [
        { type: 'ORDER_DATE' },
        { type: 'CUSTOMER_NUMBER' },
        { type: 'BANK_ACCOUNT_NUMBER' },
      ]);
    };
    const values = (f: ReturnType<typeof computeFeatures>) =>
      Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v.map((c) => c.value)]));
    expect(values(await read('ZUGFeRD_1p0_EXTENDED_Warenrechnung'))).toMatchObject({
      orderDate: ['2013-08-01'],
    });
    expect(values(await read('FX__XRECHNUNG_Einfach'))).toEqual({
      orderDate: [],
      customerNumber: ['GE2020211'],
      bankAccountNumber: ['DE02120300000000202051'],
    });
  });
});
