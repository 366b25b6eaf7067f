import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../main/reading/intake/read';
import type { IntakeResult } from '../../main/reading/types';
import { receiptDocument } from '../fixtures/real/receipt-boxes';
import { ask, amount, date } from './ask';

// Real documents written by others: German invoices of the shared ZUGFeRD corpus (their embedded
// XML removed, so only the print is read) and SROIE till receipts (their own OCR boxes). Each
// expectation is the document's truth file, not what Kontera happened to answer.

const CORPUS = join(new URL('.', import.meta.url).pathname, '../../../shared/corpus/zugferd');

const pdf = (name: string): Promise<IntakeResult> =>
  readDocument(`${name}.pdf`, readFileSync(join(CORPUS, `${name}.pdf`)));
const receipt = (id: string): IntakeResult => receiptDocument('receipts', id);

/** Questions these invoices cannot answer: nothing printed on them says flight, patient or tracking. */
const ABSENT = [
  'What is the flight number?',
  "What is the patient's date of birth?",
  'What is the tracking number?',
  'Wie lautet die Flugnummer?',
  'Wann ist der Patient geboren?',
  'Wie heißt der Fahrer?',
];

describe('German invoices of the ZUGFeRD corpus, read from their print', () => {
  it.each([
    {
      doc: 'XML-Rechnung__FX__EN16931_Einfach',
      number: '471102',
      issued: '2018-03-05',
      due: 529.87,
      vat: 56.87,
      issuer: 'Lieferant GmbH',
      receiver: 'Kunden AG Mitte',
    },
    {
      doc: 'XML-Rechnung__FX__EN16931_OEPNV',
      number: 'E2018092011804',
      issued: '2018-09-20',
      due: 9.0,
      vat: 0.59,
      issuer: 'Verkehrsbetriebe GmbH',
      receiver: 'Liselotte Müllermann',
    },
    {
      doc: 'ZUGFeRDv1__correct__Mustangproject__MustangGnuaccountingBeispielRE-20170509_505',
      number: 'RE-20170509/505',
      issued: '2017-05-09',
      due: 571.04,
      vat: 75.04,
      issuer: 'Bei Spiel GmbH',
      receiver: null,
    },
    {
      doc: 'ZUGFeRDv2__correct__intarsys__EXTENDED__zugferd_2p0_EXTENDED_Fremdwaehrung',
      number: '47110815',
      issued: '2018-10-31',
      due: 521.91,
      vat: null,
      issuer: 'Rohstoff AG Salzgitter',
      receiver: 'Metallbau Leipzig GmbH & Co. KG',
    },
  ])('$doc: number, date, amount due, VAT, issuer in German and English', async (t) => {
    const doc = await pdf(t.doc);
    expect(ask(doc, 'Wie lautet die Rechnungsnummer?')).toBe(t.number);
    expect(ask(doc, 'What is the invoice number?')).toBe(t.number);
    expect(date(ask(doc, 'Was ist das Rechnungsdatum?'))).toBe(t.issued);
    expect(date(ask(doc, 'When was this invoice issued?'))).toBe(t.issued);
    expect(amount(ask(doc, 'Wie viel müssen wir bezahlen?'))).toBe(t.due);
    expect(amount(ask(doc, 'What is the amount due?'))).toBe(t.due);
    if (t.vat !== null) {
      expect(amount(ask(doc, 'Wie viel Mehrwertsteuer wird berechnet?'))).toBe(t.vat);
      expect(amount(ask(doc, 'What is the total VAT?'))).toBe(t.vat);
    }
    expect(ask(doc, 'Wer hat diese Rechnung ausgestellt?')?.replace(/ - /g, '-')).toBe(t.issuer);
    expect(ask(doc, 'Which company issued this invoice?')?.replace(/ - /g, '-')).toBe(t.issuer);
    if (t.receiver) expect(ask(doc, 'An wen ging diese Rechnung?')).toBe(t.receiver);
    for (const q of ABSENT) expect(ask(doc, q), q).toBeNull();
  });
});

describe('SROIE till receipts, read from their OCR boxes', () => {
  it.each([
    { id: 'sroie-133', store: 'ASO ELECTRICAL TRADING SDN BHD', date: '2017-09-27', total: 248.05 },
    { id: 'sroie-144', store: 'GERBANG ALAF RESTAURANTS SDN BHD', date: '2018-03-21', total: 25.4 },
    { id: 'sroie-435', store: 'VERBENA CONFECTIONERY SDN BHD', date: '2018-05-12', total: 75.7 },
  ])('$id: store, date and total, and no flight number', ({ id, store, date: day, total }) => {
    const doc = receipt(id);
    expect(ask(doc, 'What is the name of the store?')).toBe(store);
    expect(date(ask(doc, 'What is the date of the receipt?'))).toBe(day);
    expect(amount(ask(doc, 'What is the total?'))).toBe(total);
    expect(amount(ask(doc, 'How much was paid?'))).toBe(total);
    expect(ask(doc, 'What is the flight number?')).toBeNull();
    expect(ask(doc, "What is the driver's name?")).toBeNull();
  });

  it("sroie-145: the letterhead's former name ('FORMERLY KNOWN AS' / GOLDEN ARCHES ... SDN BHD) is no customer", () => {
    const doc = receipt('sroie-145');
    expect(ask(doc, 'What is the name of the store?')).toBe('GERBANG ALAF RESTAURANTS SDN BHD');
    expect(ask(doc, 'Who is the customer?')).toBeNull();
  });
});
