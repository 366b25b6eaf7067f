import { describe, expect, it } from 'vitest';
import { ask, itemRow as item, keyRow as r, printedPage, typedPage as page } from './positioned-page';

// The twenty-ninth batch typed by others: a notary's provision taken off the total of three
// sections (fees with VAT, outlays and duties without). Each answer below was wrong before its change.

describe("a notary's provision taken off the total of the sections", () => {
  it('leaves the rest to pay; the total is the fees before it', () => {
    const notary = page('BR-fr-facture-notaire');
    expect(ask(notary, 'Quel est le montant restant à payer ?')).toBe('1 399,01');
    expect(ask(notary, 'Reste dû ?')).toBe('1 399,01');
    expect(ask(notary, 'What amount remains to be paid?')).toBe('1 399,01');
    expect(ask(notary, 'Quel est le montant total TTC ?')).toBe('13 899,01');
    expect(ask(notary, 'Quel est le montant de la provision ?')).not.toBe('1 399,01');
    expect(ask(notary, 'Quel est le montant du prêt immobilier ?')).toBeNull();
  });

  it('counts the items of the three sections, not their subtotals', () => {
    const notary = page('BR-fr-facture-notaire');
    expect(ask(notary, 'Combien de lignes de facturation comporte la facture ?')).toBe('8');
    expect(ask(notary, 'How many line items are billed?')).toBe('8');
  });

  it("counts a lawyer's fees taxed alone over outlays without VAT", () => {
    const lawyer = printedPage([
      'KANZLEI DR. WEBER & PARTNER',
      'Rechtsanwälte, Maximilianstraße 12, 80539 München',
      'Rechnung Nr. R-2026-0877',
      'Datum 05.10.2026',
      '',
      'HONORAR (umsatzsteuerpflichtig)',
      item('Geschäftsgebühr Nr. 2300 VV RVG', '1.104,00'),
      item('Einigungsgebühr Nr. 1000 VV RVG', '828,00'),
      item('Auslagenpauschale Nr. 7002 VV RVG', '20,00'),
      r('Summe Honorar netto', '1.952,00'),
      r('19 % USt.', '370,88'),
      'AUSLAGEN (nicht umsatzsteuerpflichtig)',
      item('Gerichtskosten, verauslagt', '438,00'),
      item('Grundbuchauszug', '10,00'),
      r('Summe Auslagen', '448,00'),
      '',
      r('GESAMTBETRAG', '2.770,88'),
    ]);
    expect(ask(lawyer, 'Wie viele Positionen hat die Rechnung?')).toBe('5');
  });
});
