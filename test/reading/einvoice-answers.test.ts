import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EInvoice } from '../../preload/contract/einvoice';
import { answerFromEInvoice } from '../../main/reading/einvoice-answers';
import { parseEInvoice } from '../../main/reading/intake/einvoice';
import { parseQuestion } from '../../main/reading/qa/question';
import { ciiCases, type CiiTruth } from './cii-corpus';

const cases = ciiCases().map((c) => ({
  ...c,
  e: parseEInvoice(basename(c.xmlFile), readFileSync(c.xmlFile, 'utf8')),
}));

const ask = (e: EInvoice, id: string) => answerFromEInvoice(e, { concept: { id } })?.answer ?? null;

/** Truth field -> the concept a question about it is parsed to. */
const CONCEPT_OF: [keyof CiiTruth, string][] = [
  ['invoice_number', 'invoice_number'],
  ['date', 'invoice_date'],
  ['issuer', 'supplier_name'],
  ['receiver', 'receiver_name'],
  ['amount', 'amount_due'],
  ['grand_total', 'total_incl'],
  ['total_vat', 'total_vat'],
  ['currency', 'currency'],
  ['lines', 'line_count'],
];

describe('answers from e-invoice data', () => {
  it('answers every truth field of the 74 ZUGFeRD invoices exactly, in the interface forms', () => {
    let right = 0;
    let scored = 0;
    const wrong: string[] = [];
    for (const c of cases) {
      for (const [field, concept] of CONCEPT_OF) {
        const truth = c.truth[field];
        // No line items in the XML (MINIMUM profile): it does not say how many lines were billed.
        const expected =
          truth === undefined ? undefined : field === 'lines' && truth === 0 ? null : String(truth);
        if (expected === undefined) continue;
        scored++;
        const got = ask(c.e, concept);
        const ok =
          expected !== null && /amount|total/.test(field)
            ? got !== null && /^-?\d+\.\d\d$/.test(got) && Number(got) === Number(expected)
            : got === expected;
        if (ok) right++;
        else wrong.push(`${c.id} ${concept}: truth ${expected}, answered ${got}`);
      }
    }
    console.log(`E-invoice answers on the ZUGFeRD XMLs: ${right}/${scored} exact`);
    expect(wrong).toEqual([]);
    expect(scored).toBeGreaterThan(650);
  });

  it('answers with page 1 and a very high confidence', () => {
    const c = cases.find((x) => x.id.endsWith('XRECHNUNG_Einfach'))!;
    expect(answerFromEInvoice(c.e, { concept: { id: 'amount_due' } })).toEqual({
      answer: '529.87',
      confidence: { level: 'VERY_HIGH', value: 0.99 },
      pageRef: 1,
    });
    expect(ask(c.e, 'invoice_date')).toBe('2018-03-05');
    expect(ask(c.e, 'supplier_vat')).toBe('DE123456789');
    expect(ask(c.e, 'iban')).toBe('DE02120300000000202051');
    expect(ask(c.e, 'bic')).toBe('BYLADEM1001');
    expect(ask(c.e, 'total_excl')).toBe('473.00');
    expect(ask(c.e, 'vat_rate')).toBe('7%, 19%');
    expect(ask(c.e, 'delivery_date')).toBe('2018-03-05');
    expect(ask(c.e, 'receiver_address')).toBe('Kundenstraße 15, 69876 Frankfurt');
    expect(ask(c.e, 'customer_number')).toBe('GE2020211');
    expect(ask(c.e, 'payment_terms')).toBe(
      'Zahlbar innerhalb 30 Tagen netto bis 04.04.2018, 3% Skonto innerhalb 10 Tagen bis 15.03.2018',
    );
    // ZUGFeRD 1 writes the order's date as an ISO date-time.
    const order = cases.find((x) => x.id.endsWith('ZUGFeRD_1p0_EXTENDED_Warenrechnung'))!;
    expect(ask(order.e, 'order_number')).toBe('B123456789');
    expect(ask(order.e, 'order_date')).toBe('2013-08-01');
  });

  it('says nothing when the e-invoice does not state what is asked', () => {
    const c = cases.find((x) => x.id.endsWith('XRECHNUNG_Einfach'))!;
    // No due date as a date (only in the payment terms' words), no order number, no buyer VAT.
    expect(ask(c.e, 'due_date')).toBeNull();
    expect(ask(c.e, 'order_number')).toBeNull();
    expect(ask(c.e, 'receiver_vat')).toBeNull();
    // Concepts an e-invoice has no place for, unknown ones, no concept at all.
    expect(ask(c.e, 'email')).toBeNull();
    expect(ask(c.e, 'flight_number')).toBeNull();
    expect(ask(c.e, 'constructor')).toBeNull();
    expect(answerFromEInvoice(c.e, { concept: null })).toBeNull();
    // A MINIMUM invoice carries no lines: how many there were is not known.
    const minimum = cases.find((x) => x.id.endsWith('_MINIMUM'))!;
    expect(minimum.e.lines).toEqual([]);
    expect(ask(minimum.e, 'line_count')).toBeNull();
    // An empty currency element is no currency.
    const noCurrency = cases.find((x) => x.id.endsWith('20151008_504'))!;
    expect(ask(noCurrency.e, 'currency')).toBeNull();
  });

  it('answers questions as a bookkeeper words them, through the question parser', () => {
    const c = cases.find((x) => x.id.endsWith('XRECHNUNG_Einfach'))!;
    const answer = (q: string) => answerFromEInvoice(c.e, parseQuestion(q))?.answer ?? null;
    expect(answer('What is the invoice number?')).toBe('471102');
    expect(answer('What is the total VAT?')).toBe('56.87');
    expect(answer('What is the IBAN?')).toBe('DE02120300000000202051');
    expect(answer('Wie lautet die Rechnungsnummer?')).toBe('471102');
    expect(answer('How many invoice lines are there?')).toBe('2');
    expect(answer('How much do we have to pay?')).toBe('529.87');
    // Nothing in an invoice says "flight" or "patient": no answer, however exact the data.
    expect(answer('What is the flight number?')).toBeNull();
    expect(answer("What is the patient's date of birth?")).toBeNull();
    // Whatever concept a "when" question is taken for, only a date answers it.
    expect(answer('When was this invoice issued?')).not.toBe('Lieferant GmbH');
    expect(
      answerFromEInvoice(c.e, { concept: { id: 'supplier_name', type: 'name' }, expected: 'date' }),
    ).toBeNull();
    expect(
      answerFromEInvoice(c.e, { concept: { id: 'invoice_date', type: 'date' }, expected: 'amount' }),
    ).toBeNull();
    expect(
      answerFromEInvoice(c.e, { concept: { id: 'invoice_date', type: 'date' }, expected: 'date' })?.answer,
    ).toBe('2018-03-05');
  });
});
