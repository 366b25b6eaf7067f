import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage, type Row } from './positioned-page';

// A till receipt prints one day, the purchase's (till-day.ts); a payment split between tenders
// sums to its total (receipt-total.ts splitTenders); a slip's copy line and a loyalty key name no
// customer (titles.ts partyLabelOfCopy, customer-role.ts ownKey).

describe('the day of a till receipt asked in everyday words', () => {
  it('a bookshop, a bakery, a pharmacy, a car park: the date printed', () => {
    const books = typedPage('AW-fr-ticket-librairie');
    expect(ask(books, 'When were the books bought?')).toBe('07/03/2026');
    expect(ask(books, "C'était quand, l'achat des livres ?")).toBe('07/03/2026');
    const bakery = typedPage('AW-nl-kassabon-bakkerij');
    expect(ask(bakery, 'Wanneer heb ik de appeltaart gehaald?')).toContain('21-03-2026');
    // An order's day asked is not the till's.
    expect(ask(bakery, 'Wanneer moet de bestelling worden opgehaald?')).toBeNull();
    expect(ask(typedPage('AW-no-kvittering-parkering'), 'Hvilken dag sto bilen i P-huset?')).toBe(
      '09.03.2026',
    );
    expect(ask(typedPage('AW-en-ca-receipt-grocery'), 'On which day was this shopping done?')).toBe(
      'MAR 14 2026',
    );
  });

  const shop: Row[] = [
    'KIOSK AM PARK',
    '',
    [
      [100, 'Bon 771'],
      [300, '12.05.2026 11:02'],
    ],
    [
      [100, 'Zeitung'],
      [400, '3,20'],
    ],
    [
      [100, 'Blumenstrauß'],
      [400, '14,90'],
    ],
    [
      [100, 'SUMME'],
      [400, '18,10'],
    ],
    [
      [100, 'Bar'],
      [400, '20,00'],
    ],
    [
      [100, 'Rückgeld'],
      [400, '1,90'],
    ],
  ];
  it('a receipt of my own wording: the purchase is its day, a meeting or a booking is not', () => {
    const doc = printedPage(shop);
    expect(ask(doc, 'Wann habe ich den Blumenstrauß geholt?')).toBe('12.05.2026');
    expect(ask(doc, 'When did I buy the flowers?')).toBe('12.05.2026');
    expect(ask(doc, 'När var mötet?')).toBeNull();
    expect(ask(doc, 'Wann ist der nächste Termin?')).toBeNull();
  });
});

describe('a payment split between card and cash', () => {
  it("the bakery's total is both tenders less the change, not the card's part", () => {
    const doc = typedPage('AW-nl-kassabon-bakkerij');
    expect(ask(doc, 'Totaal?')).toBe('29,70');
    expect(ask(doc, 'What was the total of the purchase?')).toBe('29,70');
  });
});

describe('a till receipt addresses no one', () => {
  it("a slip's copy line and a loyalty member's line name no customer", () => {
    expect(ask(typedPage('AW-en-ca-receipt-grocery'), "What is the customer's name?")).toBeNull();
    expect(ask(typedPage('AW-en-nz-receipt-petrol'), "What is the customer's name?")).toBeNull();
  });
});
