import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// The amount due and the document's number asked in a bookkeeper's own words: the number by the
// document's plain name ("docket"), the sum by the slip sent with it, by what the seller charged, or
// by the balance still open.
describe("the document's number labelled by its plain name", () => {
  it('reads a docket number as the document number', () => {
    const page = typedPage('BE-en-docket-key-cutting');
    expect(ask(page, 'What is the docket number?')).toBe('22614');
    expect(ask(page, 'Docket no.?')).toBe('22614');
    expect(ask(page, 'What is the receipt number?')).toBe('22614');
  });

  it('and a slip number on a page of another layout', () => {
    const page = printedPage([
      'Harbour Car Wash',
      [
        [50, 'Slip No.'],
        [300, 'W-3381'],
      ],
      [
        [50, 'Date'],
        [300, '02/04/2026'],
      ],
      [
        [50, 'Deluxe wash'],
        [400, '€18.00'],
      ],
      [
        [50, 'TOTAL'],
        [400, '€18.00'],
      ],
    ]);
    expect(ask(page, 'What is the slip number?')).toBe('W-3381');
  });
});

describe('the amount due in everyday words', () => {
  it('is what is sent with the remittance slip', () => {
    expect(
      ask(typedPage('BD-en-invoice-pest-control'), 'How much should we send with the remittance slip?'),
    ).toBe('468.60');
  });

  it('is what the seller charged', () => {
    expect(ask(typedPage('BE-en-docket-key-cutting'), 'How much did the locksmith charge us?')).toBe('72.45');
  });

  it('is the balance still open, whoever it is owed to', () => {
    const page = typedPage('BD-nl-factuur-vertaalbureau');
    expect(ask(page, 'Welk saldo staat er nog open?')).toBe('975,95');
    expect(ask(page, 'Welk saldo staat er nog open bij het vertaalbureau?')).toBe('975,95');
  });
});
