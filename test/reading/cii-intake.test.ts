import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EInvoice } from '../../preload/contract/einvoice';
import { readDocument } from '../../main/reading/intake/read';
import { ciiCases, type CiiTruth } from './cii-corpus';

const cases = ciiCases();

const FIELDS = [
  'invoice_number',
  'date',
  'issuer',
  'receiver',
  'amount',
  'grand_total',
  'total_vat',
  'currency',
  'lines',
] as const;
type Field = (typeof FIELDS)[number];

/** What the e-invoice says for one truth field, in the truth's form. */
function ours(e: EInvoice, field: Field): string | number | null {
  switch (field) {
    case 'invoice_number':
      return e.number;
    case 'date':
      return e.issueDate;
    case 'issuer':
      return e.supplier.name;
    case 'receiver':
      return e.customer.name;
    case 'amount':
      return e.totals.payable;
    case 'grand_total':
      return e.totals.includingVat;
    case 'total_vat':
      return e.totals.vat;
    case 'currency':
      return e.currency;
    case 'lines':
      return e.lines.length;
  }
}

/** Amounts compare as numbers ("235.6" is "235.60"); everything else as written. */
function same(field: Field, truth: CiiTruth[Field], got: string | number | null): boolean {
  if (field === 'amount' || field === 'grand_total' || field === 'total_vat')
    return got !== null && Math.abs(Number(truth) - Number(got)) < 0.005;
  return String(truth) === String(got);
}

describe('CII e-invoices of the ZUGFeRD corpus, read from their XML', () => {
  it('finds the corpus', () => {
    expect(cases.length).toBe(74);
  });

  it('every field of every invoice equals the truth read from the same XML', async () => {
    const right: Record<Field, number> = Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<
      Field,
      number
    >;
    const scored = { ...right };
    const misses: string[] = [];
    const unscored: string[] = [];
    for (const c of cases) {
      const doc = await readDocument(basename(c.xmlFile), readFileSync(c.xmlFile));
      expect(doc.kind).toBe('e-invoice');
      const e = doc.eInvoice!;
      expect(e.syntax).toBe('cii');
      for (const field of FIELDS) {
        const got = ours(e, field);
        // The corpus's truth leaves out what its own reader could not find (two early Mustang
        // dates, one currency): those fields are not scored, and what we read is listed.
        if (c.truth[field] === undefined) {
          unscored.push(`${c.id} ${field}: no truth, read ${String(got)}`);
          continue;
        }
        scored[field]++;
        if (same(field, c.truth[field], got)) right[field]++;
        else misses.push(`${c.id} ${field}: truth ${String(c.truth[field])}, read ${String(got)}`);
      }
    }
    const total = Object.values(right).reduce((s, n) => s + n, 0);
    const of = Object.values(scored).reduce((s, n) => s + n, 0);
    const table = FIELDS.map((f) => `  ${f.padEnd(15)} ${right[f]}/${scored[f]}`).join('\n');
    console.log(`CII corpus: ${total}/${of} fields right\n${table}\n${[...misses, ...unscored].join('\n')}`);
    expect(misses).toEqual([]);
    // The XML states those two dates; the one without truth for its currency states none (an
    // empty InvoiceCurrencyCode): no currency is made up.
    expect(unscored).toEqual([
      'ZUGFeRDv1__correct__Mustangproject__MustangGnuaccountingBeispielRE-20140519_499 date: no truth, read 2014-05-19',
      'ZUGFeRDv1__correct__Mustangproject__MustangGnuaccountingBeispielRE-20140522_501 date: no truth, read 2014-05-22',
      'ZUGFeRDv1__correct__Mustangproject__MustangGnuaccountingBeispielRE-20151008_504 currency: no truth, read null',
    ]);
  });

  it('a CII credit note (type 381) is a credit note; a corrected or self-billed invoice is an invoice', async () => {
    const c = cases.find((x) => x.id.endsWith('FX__XRECHNUNG_Einfach'))!;
    const xml = readFileSync(c.xmlFile, 'utf8');
    const typed = async (code: string) =>
      (
        await readDocument(
          'x.xml',
          Buffer.from(
            xml.replace('<ram:TypeCode>380</ram:TypeCode>', `<ram:TypeCode>${code}</ram:TypeCode>`),
          ),
        )
      ).eInvoice!.documentType;
    expect(await typed('381')).toBe('credit-note');
    expect(await typed('384')).toBe('invoice');
    expect(await typed('389')).toBe('invoice');
  });
});
