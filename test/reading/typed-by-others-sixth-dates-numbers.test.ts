import { describe, expect, it } from 'vitest';
import { findValues } from '../../main/reading/qa/values';
import { ask, typedPage } from './positioned-page';

/**
 * The sixth batch of typed pages (N-P): invoice numbers, dates and due dates asked the way the
 * colleagues wrote them, and the absent questions that must stay unanswered.
 */
describe('typed pages, sixth batch: numbers and dates', () => {
  it('reads opening hours as no date, and dates the Swiss restaurant receipt by its first date', () => {
    expect(findValues('date', 'Di-Sa 11.30-14.00 / 18.00-23.00')).toEqual([]);
    const page = typedPage('O-de-ch-quittung-restaurant');
    expect(ask(page, 'Datum?')).toBe('21.06.2024');
    expect(ask(page, 'Wann waren wir dort essen?')).toBe('21.06.2024');
  });

  it('answers a day asked of the purchase, the business or the document with its date', () => {
    expect(ask(typedPage('P-en-au-cafe-receipt'), 'When did we grab breakfast here?')).toBe('03/11/2024');
    expect(ask(typedPage('O-de-tankquittung'), 'Wann war ich an der Tanke?')).toBe('07.09.24');
    expect(ask(typedPage('O-nl-parkeren-garage'), 'Wanneer stond de auto in de garage?')).toBe('14-05-2024');
    expect(ask(typedPage('N-no-faktura-tannlege'), 'Når fikk jeg regningen fra tannlegen?')).toBe(
      '07.03.2024',
    );
  });

  it('stays silent on a day asked of some other thing', () => {
    expect(ask(typedPage('P-en-uk-energy-bill'), 'When was the gas meter last serviced?')).toBeNull();
    expect(ask(typedPage('P-en-us-law-firm'), 'When is the next court hearing scheduled?')).toBeNull();
  });

  it("reads a credit note's and a receipt's number by the invoice's labels with their own title", () => {
    const credit = typedPage('N-sv-kreditfaktura-kontorsmobler');
    expect(ask(credit, 'What is the credit note number?')).toBe('40377');
    expect(ask(credit, 'Vilket nummer har kreditfakturan?')).toBe('40377');
    expect(ask(typedPage('O-de-ch-quittung-restaurant'), 'Quittungsnr.?')).toBe('58213');
    expect(ask(typedPage('O-fr-ticket-peage'), 'N° reçu ?')).toBe('07-228703');
  });

  it('reads a due date keyed in the middle of a terms sentence', () => {
    const page = typedPage('N-da-faktura-advokat');
    expect(ask(page, 'Forfaldsdato?')).toBe('26.11.2024');
    expect(ask(page, 'What is the due date?')).toBe('26.11.2024');
  });
});
