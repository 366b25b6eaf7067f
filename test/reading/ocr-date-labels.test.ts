import { describe, expect, it } from 'vitest';
import { ask, asScan, printedPage, scannedAs } from './positioned-page';

// Dates on pages typed by others, read as OCR read them: the thin slash of a label printed in two
// languages is lost ("Vervaldag / Échéance" read "Vervaldag Échéance"), and a till receipt's own
// date can run into its time ("16.01.2026 10:31" read "1610112026").
describe('a date label printed in two languages whose slash OCR lost', () => {
  it('reads the due date and the invoice date beside their labels', () => {
    const page = scannedAs('AI-nl-be-factuur-itsupport', {
      'Vervaldag / Échéance': 'Vervaldag Échéance',
      'Factuurdatum / Date': 'Factuurdatum Date',
    });
    for (const q of ['Vervaldag?', 'What is the due date?']) expect(ask(page, q)).toBe('30/05/2026');
    for (const q of ['Factuurdatum?', 'Invoice date?']) expect(ask(page, q)).toBe('30/04/2026');
  });

  it("takes the hotel bill's date, not the first stay's date under the table's heading", () => {
    const page = scannedAs('L-de-hotelrechnung', { 'Rechnungsdatum / Date': 'Rechnungsdatum Date' });
    for (const q of ['Rechnungsdatum?', 'What is the invoice date (not the departure date)?'])
      expect(ask(page, q)).toBe('13.09.2024');
  });

  const due = (label: string) =>
    asScan(
      printedPage([
        [[50, 'Nordlys Consult AS']],
        [[50, 'Faktura nr. 2026-114']],
        [
          [50, 'Fakturadato'],
          [200, '15.04.2026'],
        ],
        [
          [50, label],
          [200, '15.05.2026'],
        ],
        [
          [50, 'Å betale'],
          [200, '1 250,00'],
        ],
      ]),
    );

  it('reads a label followed by the same label in another language as one label', () => {
    for (const label of ['Forfallsdato Due date', 'Forfall Due date'])
      for (const q of ['When is it due?', 'Forfallsdato?']) expect(ask(due(label), q)).toBe('15.05.2026');
  });
});

describe("a till receipt's date OCR could not read", () => {
  const unreadDate = { '16.01.2026  10:31': '1610112026 P0:5' };

  it("does not give the prescription's date ('Verordnung vom …') for the receipt's", () => {
    const page = scannedAs('AW-de-kassenbon-apotheke', unreadDate);
    for (const q of ['Datum?', 'What is the date of the purchase?']) expect(ask(page, q)).toBeNull();
  });

  it('still dates the receipt by its own title before the same words', () => {
    const page = scannedAs('AW-de-kassenbon-apotheke', {
      ...unreadDate,
      'Verordnung vom 12.01.2026 · Kostenträger BKK Leinetal': 'Kassenbon vom 16.01.2026',
    });
    expect(ask(page, 'Datum?')).toBe('16.01.2026');
  });

  it('dates the receipt by a key that a colon closes, whatever its words', () => {
    const page = scannedAs('AW-de-kassenbon-apotheke', {
      ...unreadDate,
      'Verordnung vom 12.01.2026 · Kostenträger BKK Leinetal': 'Verkauft am: 16.01.2026',
    });
    expect(ask(page, 'Datum?')).toBe('16.01.2026');
  });
});

// The same lost slash in the invoice number's label: the translation read as the label's value
// left the number beside it unread ("Fakturanr Invoice no.  240417" gave no invoice number).
describe("an invoice number's label printed in two languages whose slash OCR lost", () => {
  it('reads the number beside the label and its translation', () => {
    const sv = scannedAs('K-sv-faktura-saas', { 'Fakturanr / Invoice no.': 'Fakturanr Invoice no.' });
    for (const q of ['Fakturanr?', 'Vad är fakturanumret?', 'What is the invoice number?'])
      expect(ask(sv, q)).toBe('240417');
    const no = scannedAs('W-no-faktura-bilutleie', { 'Fakturanr. / Invoice no.': 'Fakturanr. Invoice no.' });
    for (const q of ['Fakturanr?', 'What is the invoice number?']) expect(ask(no, q)).toBe('44170');
  });

  it('still takes no label word for the number, nor another key for the invoice number', () => {
    const sv = scannedAs('K-sv-faktura-saas', {
      'Fakturanr / Invoice no.': 'Fakturanr Invoice no.',
      '240417': '',
    });
    expect(ask(sv, 'What is the invoice number?')).toBeNull();
    const twoKeys = scannedAs('K-sv-faktura-saas', { 'Fakturanr / Invoice no.': 'Fakturanr Customer no.' });
    expect(ask(twoKeys, 'What is the invoice number?')).not.toBe('240417');
  });
});
