import { describe, expect, it } from 'vitest';
import { ask, asScan as scan, printedPage, scannedAs, typedPage } from './positioned-page';

// A label printed with a value OCR could not read ("NET À PAYER  818153 €", "Date:  2025 01531"):
// what the finders took instead was a neighbour's value (the total before the deposit, the line
// under the label, the due date), answered at full confidence. A scan says nothing there, unless
// another label of the same thing, or a figure the unread one may have printed, states it.

describe('a scanned value whose figure or date OCR could not read', () => {
  it('is not replaced by the total before the deposit', () => {
    // Its separator read as a digit, it is read back where the page's arithmetic shows it (the total
    // less the deposit, ocr-cents.ts): still not the total before the deposit.
    const page = scannedAs('U-fr-facture-plombier', { '818,53 €': '818153 €' });
    expect(ask(page, 'Net à payer ?')).toBe('818,53');
    expect(ask(page, 'How much is left to pay?')).toBe('818,53');
    expect(ask(typedPage('U-fr-facture-plombier'), 'Net à payer ?')).toBe('818,53');
  });

  it('is not answered with a fragment of the broken figure', () => {
    // "91" is a piece of the cell. Every digit of the cell is the net and its TVA's sum, so that sum
    // is read back (figure-restored.ts); a cell whose digits no figures make stays unread.
    const page = scannedAs('L-fr-facture-expert-comptable', { '5 983,91 €': '5 983 91€' });
    expect(ask(page, 'Quel est le net à payer ?')).toBe('5983,91');
    expect(ask(page, 'What is the total amount to pay?')).toBe('5983,91');
    const unmade = scannedAs('L-fr-facture-expert-comptable', { '5 983,91 €': '5 988 91€' });
    expect(ask(unmade, 'Quel est le net à payer ?')).toBeNull();
    expect(ask(unmade, 'What is the total amount to pay?')).toBeNull();
  });

  it('is not replaced by the line under its label', () => {
    const page = scannedAs('A-de-handwerk', { '1.612,57 €': 'Tol2,57€' });
    expect(ask(page, 'Wie hoch ist der Rechnungsbetrag?')).toBeNull();
    expect(ask(page, "What's the amount due?")).toBeNull();
  });

  it('leaves no date to the next label or to a date found by its shape', () => {
    const page = scannedAs('AB-ca-snow-removal-invoice-gst-qst', { '2025-01-31': '2025 01531' });
    expect(ask(page, 'What is the invoice date?')).toBeNull();
    expect(ask(page, 'Date?')).toBeNull();
    expect(ask(page, 'Due date?')).toBe('2025-02-15');
  });

  it('is still answered by another label of the same thing', () => {
    // The payment slip's "Forfall" misread; the head's "Forfallsdato" was read.
    const page = scannedAs('B-no-invoice', { '150|21.03.2024': '2170312024' });
    expect(ask(page, 'Hva er forfallsdatoen?')).toBe('21.03.2024');
    expect(ask(page, 'When is it due?')).toBe('21.03.2024');
  });

  it('is answered by a figure printed elsewhere that the unread one may have printed', () => {
    // "Å BETALE NOK  57 871,25" read "5718 71725"; the payment slip under it prints "kr 57 871,25".
    const page = scannedAs('H-no-faktura-tomrer', { '57 871,25': '5718 71725' });
    expect(ask(page, 'Å betale?')).toBe('57 871,25');
  });
});

describe('an unread value on a page of our own', () => {
  const invoice = (due: string, dated: string, asScan = true) => {
    const doc = printedPage([
      [[50, 'Tischlerei Holzmann GmbH']],
      [
        [50, 'Herrn Peter Lang'],
        [350, 'Rechnungsdatum'],
        [470, dated],
      ],
      [
        [50, 'Am Bach 3, 12345 Musterstadt'],
        [350, 'Leistungsdatum'],
        [470, '02.03.2026'],
      ],
      [[50, 'RECHNUNG Nr. 2026-031']],
      [
        [50, 'Einbauschrank nach Maß'],
        [470, '1.000,00 €'],
      ],
      [
        [300, 'Summe netto'],
        [470, '1.000,00 €'],
      ],
      [
        [300, 'zzgl. 19 % USt.'],
        [470, '190,00 €'],
      ],
      [
        [300, 'Gesamtbetrag'],
        [470, '1.190,00 €'],
      ],
      [
        [300, 'abzgl. Anzahlung'],
        [470, '-500,00 €'],
      ],
      [
        [300, 'Zahlbetrag'],
        [470, due],
      ],
    ]);
    return asScan ? scan(doc) : doc;
  };

  it('reads back the amount due the totals prove, and says nothing of a date it could not read', () => {
    const page = invoice('690100 €', '1610312026');
    // 1.190,00 less the 500,00 deposit, every digit of it in the cell (figure-restored.ts).
    expect(ask(page, 'Zahlbetrag?')).toBe('690,00');
    expect(ask(page, 'How much is still to be paid?')).toBe('690,00');
    expect(ask(page, 'Rechnungsdatum?')).toBeNull();
    expect(ask(page, 'What is the invoice date?')).toBeNull();
    // What was read still answers.
    expect(ask(page, 'Gesamtbetrag?')).toBe('1.190,00');
  });

  it('answers as printed where they were read', () => {
    const page = invoice('690,00 €', '16.03.2026');
    expect(ask(page, 'Zahlbetrag?')).toBe('690,00');
    expect(ask(page, 'Rechnungsdatum?')).toBe('16.03.2026');
    expect(ask(invoice('690,00 €', '16.03.2026', false), 'Zahlbetrag?')).toBe('690,00');
  });
});
