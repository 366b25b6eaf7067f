import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// Dates a page states in its own words ("bis spätestens", "payable on or before", "Kjøpt") and
// questions that name the document's day by the business ("the carrier", "das Möbelhaus") or by
// what was bought ("the rental", "the tickets", "park").

describe('due dates stated in a sentence', () => {
  it('"bis spätestens" closing a wrapped line (Austrian fee note)', () => {
    const p = page('X-de-at-honorarnote-tierarzt');
    expect(ask(p, 'Bis wann ist die Rechnung zu bezahlen?')).toBe('22.10.2024');
    expect(ask(p, 'Fällig am?')).toBe('22.10.2024');
  });

  it('"payable on or before" (balance after a deposit)', () => {
    const p = page('Y-za-furniture-invoice');
    expect(ask(p, 'By when must the balance be paid?')).toBe('2024/11/15');
    expect(ask(p, 'Balance due date?')).toBe('2024/11/15');
  });

  it('a printed page, not one of the typed ones', () => {
    const p = printedPage([
      'INVOICE',
      [
        [50, 'Invoice No'],
        [200, 'A-77'],
      ],
      [
        [50, 'Date'],
        [200, '01/03/2024'],
      ],
      '',
      'Payment is due on or before 31/03/2024 by bank transfer.',
    ]);
    expect(ask(p, 'What is the due date?')).toBe('31/03/2024');
  });
});

describe('the day bought, printed as "bought"', () => {
  it('a train ticket receipt: the purchase, not the departure', () => {
    const p = page('W-no-kvittering-togbillett');
    expect(ask(p, 'Kjøpsdato?')).toBe('14.06.2025');
    expect(ask(p, 'Hvilken dato ble billettene kjøpt?')).toBe('14.06.2025');
    expect(ask(p, 'On what date were the tickets bought?')).toBe('14.06.2025');
  });
});

describe('the document day asked by the business or the thing bought', () => {
  it('names the business by its trade', () => {
    expect(ask(page('Y-ca-freight-invoice'), 'When did the trucking company bill us?')).toBe('2024-07-31');
    expect(ask(page('Y-ca-freight-invoice'), "What's the last day to pay the carrier?")).toBe('2024-08-30');
    expect(
      ask(page('X-de-rechnung-moebelhaus-anzahlung'), 'Wann hat das Möbelhaus die Rechnung geschrieben?'),
    ).toBe('15.10.2024');
  });

  it('names what was bought', () => {
    expect(ask(page('Y-au-car-rental-invoice'), 'When was the rental invoiced?')).toBe('14/05/2024');
    expect(ask(page('Y-nz-parking-receipt'), 'Which day did we park in town?')).toBe('12-Mar-2024');
    expect(ask(page('Y-nz-parking-receipt'), 'What date was the parking paid?')).toBe('12-Mar-2024');
  });

  it('"Re-" is German shorthand for Rechnung', () => {
    expect(ask(page('X-de-rechnung-moebelhaus-anzahlung'), 'Re-Datum?')).toBe('15.10.2024');
  });
});

describe("a return's date is the original sale's", () => {
  it('a till receipt citing the receipt returned to ("Rückgabe zu Bon … v. 06.04.24")', () => {
    const p = page('X-de-ch-quittung-baumarkt-retoure');
    expect(ask(p, 'Datum Quittung?')).toBe('13.04.2024');
    expect(ask(p, 'On what date was this purchase made?')).toBe('13.04.2024');
  });
});
