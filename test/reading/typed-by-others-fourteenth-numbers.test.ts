import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

describe('a part of the bill asked by its own word: a tip, a deposit', () => {
  it('says nothing where the page prints no such part, and not the total', () => {
    expect(ask(typedPage('AN-fr-ticket-boulangerie'), 'Quel est le montant du pourboire ?')).toBeNull();
    expect(ask(typedPage('AN-fr-ticket-boulangerie'), 'Quel est le montant TTC ?')).toBe('40,80');
    const fiduciary = typedPage('AN-fr-ch-facture-fiduciaire');
    expect(ask(fiduciary, "Quel est le montant de l'acompte déjà versé ?")).toBeNull();
    expect(ask(fiduciary, 'Quel est le montant total TTC ?')).toBe("2'316.04");
  });
  it('in a page of its own wording', () => {
    const page = printedPage([
      [[50, 'Malermester Holm ApS']],
      [
        [50, 'Faktura nr. 5512'],
        [330, 'Dato 03.02.2026'],
      ],
      [
        [50, 'Maling af trappeopgang'],
        [480, '8.000,00'],
      ],
      [
        [330, 'Moms 25 %'],
        [480, '2.000,00'],
      ],
      [
        [330, 'Total DKK'],
        [480, '10.000,00'],
      ],
    ]);
    expect(ask(page, 'Hvad er beløbet for depositum?')).toBeNull();
    expect(ask(page, 'What is the amount of the tip?')).toBeNull();
    expect(ask(page, 'Hvad er totalbeløbet?')).toBe('10.000,00');
  });
});

describe("an identifier asked by a scheme's initials the page never prints", () => {
  it('says nothing of the AVS number or the QR reference on a page printing neither', () => {
    const fiduciary = typedPage('AN-fr-ch-facture-fiduciaire');
    expect(ask(fiduciary, 'Quel est le numéro AVS de la cliente ?')).toBeNull();
    expect(ask(fiduciary, 'Quelle est la référence QR pour le paiement ?')).toBeNull();
    expect(ask(fiduciary, 'Quel est le numéro client ?')).toBe('C-2207');
  });
  it('in a page of its own wording, and the initials answer where printed', () => {
    const page = printedPage([
      [[50, 'Bright Signs Ltd']],
      [
        [50, 'Invoice No. BS-2291'],
        [330, 'Date 04/03/2026'],
      ],
      [
        [50, 'Customer No. 7781'],
        [330, 'EORI GB123456789000'],
      ],
      [
        [330, 'Total'],
        [480, '£1,200.00'],
      ],
    ]);
    expect(ask(page, 'What is the customer NHS number?')).toBeNull();
    expect(ask(page, 'What is the customer number?')).toBe('7781');
  });
});

describe('the document number and dates beside labels in two languages, in brackets, in a sentence', () => {
  it('reads "No. / N° :" and "Due / Échéance :" of a bilingual invoice', () => {
    const snow = typedPage('AM-ca-invoice-snow-removal');
    expect(ask(snow, 'What is the invoice number?')).toBe('2026-0219');
    expect(ask(snow, 'When is payment due?')).toBe('2026-02-16');
    expect(ask(snow, 'Échéance?')).toBe('2026-02-16');
  });
  it("takes no cheque's number in brackets or a service's dates for the invoice's", () => {
    const hvac = typedPage('AM-us-invoice-hvac');
    expect(ask(hvac, 'Invoice #?')).toBe('NC-26-0318');
    expect(ask(hvac, 'What is the invoice date?')).toBe('02/11/2026');
    expect(ask(hvac, 'What is the payment due date under Net 30?')).toBe('03/13/2026');
    expect(ask(hvac, 'What is the payment due date under Net 60?')).toBeNull();
  });
  it('reads a deadline set off by commas in a sentence about paying', () => {
    const transport = typedPage('AL-nl-factuur-transport');
    expect(ask(transport, 'Vervaldatum?')).toBe('09-04-2026');
    expect(ask(transport, 'By what date must this invoice be paid?')).toBe('09-04-2026');
  });
  it('the document asked by its genitive ("dieses Dokuments")', () => {
    expect(
      ask(typedPage('AN-de-at-rechnung-tischler'), 'Wie lautet die Rechnungsnummer dieses Dokuments?'),
    ).toBe('2026-0147');
  });
  it('in a page of its own wording', () => {
    const page = printedPage([
      [
        [50, 'Atelier Dubois'],
        [340, 'FACTURE / INVOICE'],
      ],
      [
        [340, 'No. / N° :'],
        [465, 'AD-0042'],
      ],
      [
        [340, 'Date :'],
        [465, '2026-03-02'],
      ],
      [
        [340, 'Due / Échéance :'],
        [465, '2026-04-01'],
      ],
      [[50, 'Date(s) of delivery: 2026-02-20 - 2026-02-21']],
      [
        [300, 'Deposit received'],
        [480, '-200.00'],
      ],
      [[300, '(cheque #5531)']],
      [
        [300, 'Total'],
        [480, '1,000.00'],
      ],
    ]);
    expect(ask(page, 'Invoice number?')).toBe('AD-0042');
    expect(ask(page, 'Due date?')).toBe('2026-04-01');
    expect(ask(page, 'What is the invoice date?')).toBe('2026-03-02');
    const deadline = printedPage([
      [[50, 'Schreinerei Roth GmbH']],
      [
        [50, 'Rechnung Nr. 1187'],
        [330, 'Datum 01.03.2026'],
      ],
      [
        [330, 'Gesamtbetrag'],
        [480, '1.190,00'],
      ],
      'Wir bitten Sie, den Betrag innerhalb von 14 Tagen, spätestens 15.03.2026, zu überweisen.',
    ]);
    expect(ask(deadline, 'Fälligkeitsdatum?')).toBe('15.03.2026');
  });
});
