import { describe, expect, it } from 'vitest';
import { ask, typedPage as page } from './positioned-page';

// A question about one item, one charge, one payment or the change is answered by that thing's own
// figure or by nothing, never by another figure of the page (the total, the rest to pay, the VAT,
// the currency, the bill's due date).

describe('one item asked by words a pack knows only by a slip', () => {
  // "compote" is one letter off French "compte", "pomme" off "somme": read as those, they named no
  // item, and the receipt's total answered.
  const till = page('D-fr-ticket-epicerie');

  it('is no question of the total', () => {
    expect(ask(till, 'Prix de la COMPOTE POMME ?')).not.toBe('17,70');
    expect(ask(till, 'Combien coûte la compote ?')).not.toBe('17,70');
  });

  it('leaves the total and the VAT', () => {
    expect(ask(till, 'Montant total TTC ?')).toBe('17,70');
    expect(ask(till, 'Combien de TVA au total ?')).toBe('2,08');
  });
});

describe('a thing a few of many lines bill', () => {
  // "cylinder" of two lines of five (the cylinder, the labour mounting it), on a bill paid in full.
  const bill = page('BW-da-faktura-laasesmed');

  it('is neither the rest to pay nor the total', () => {
    expect(ask(bill, 'Hvor meget kostede cylinderen?')).toBeNull();
  });

  it('leaves the whole bill asked what it cost, and the rest asked in its words', () => {
    // Paid in full, it cost its total, not the nothing left.
    expect(ask(bill, 'Hvad kostede det?')).toBe('3.675,00');
    expect(ask(bill, 'How much did it cost?')).toBe('3.675,00');
    expect(ask(bill, 'Rest at betale?')).toBe('0,00');
    expect(ask(bill, 'Hvad er fakturaens samlede beløb inkl. moms?')).toBe('3.675,00');
  });
});

describe('a payment on account asked', () => {
  it("is its own line's figure", () => {
    const bill = page('BL-en-invoice-auction');
    expect(ask(bill, 'How much was paid on account?')).toBe('-200.00');
    expect(ask(bill, 'What is the outstanding amount after the payment on account?')).toBe('755.50');
    expect(ask(bill, 'How much is the balance due?')).toBe('755.50');
  });

  it('is nothing where none is printed', () => {
    expect(ask(page('BW-en-invoice-pat-testing'), 'How much was paid on account?')).toBeNull();
  });
});

describe('the change asked', () => {
  it("is the change's own line", () => {
    const till = page('BA-fr-ticket-quincaillerie');
    expect(ask(till, 'Combien de monnaie rendue ?')).toBe('5,20');
    expect(ask(till, "Combien m'a-t-on rendu ?")).toBe('5,20');
    expect(ask(till, 'How much change was given?')).toBe('5,20');
    expect(ask(till, 'Quelle monnaie ?')).not.toBe('5,20');
    expect(ask(till, 'Montant total ?')).toBe('54,80');
  });

  it('is nothing where no change is printed', () => {
    expect(ask(page('D-fr-ticket-epicerie'), 'Combien de monnaie rendue ?')).toBeNull();
  });
});

describe('the next of a thing billed asked as due', () => {
  it("is not the bill's due date", () => {
    const bill = page('BW-en-invoice-pat-testing');
    expect(ask(bill, 'When is the next test due?')).not.toBe('17 Jun 2026');
    expect(ask(bill, 'When is the invoice due?')).toBe('17 Jun 2026');
    expect(ask(bill, 'When is payment for the testing due?')).toBe('17 Jun 2026');
  });
});

describe("a figure a sentence's words lead", () => {
  it('is the first after them, not the VAT the sentence adds', () => {
    // "Arbeitskosten nach § 35a EStG: 2.516,00 € netto zzgl. 478,04 € USt".
    const bill = page('AJ-de-rechnung-heizungsbau');
    expect(ask(bill, 'Wie hoch sind die Arbeitskosten nach § 35a?')).toBe('2.516,00');
    expect(ask(bill, 'Restbetrag?')).toBe('5.732,83');
  });
});
