import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// The eighth batch typed by others (T-, U-, V-): document numbers, dates and due dates, asked as
// their authors wrote them. Each was missed or answered wrongly before its change.

describe('a deadline asked with "pay" in it', () => {
  it('asks a date, not the amount to pay', () => {
    // "deadline" asks a date wherever it stands; "pay" further on asks no amount then.
    const consultant = page('V-en-au-consultant-tax-invoice');
    expect(ask(consultant, "What's the deadline to pay the consultant?")).toBe('17 Mar 2025');
    expect(ask(consultant, 'What is the amount due including GST?')).toBe('8,081.04');
  });
});

describe('a due date stated in prose', () => {
  it('is read across the line a sentence wraps on', () => {
    // "Bitte überweisen Sie ohne Abzug bis zum" over "28.11.2024 unter Angabe der Rechnungs-Nr.".
    const adviser = page('U-de-rechnung-steuerberater');
    expect(ask(adviser, 'Fällig am?')).toBe('28.11.2024');
    expect(ask(adviser, 'Bis wann muss die Rechnung bezahlt werden?')).toBe('28.11.2024');
    expect(ask(adviser, 'Wann wurde die Rechnung ausgestellt?')).toBe('14.11.2024');
  });

  it('is not read from a line above that ends its sentence', () => {
    const done = printedPage([
      [[300, 'Rechnung Nr. 4711']],
      [[300, 'Datum: 01.03.2024']],
      '',
      [[56, 'Bitte überweisen Sie den Betrag bis zum Monatsende.']],
      [[56, '15.03.2024 Lieferung erfolgt.']],
    ]);
    expect(ask(done, 'Fällig am?')).toBeNull();
  });

  it('is read after a key opening a sentence too long to be a label', () => {
    // "Échéance : 20/06/2024 - Règlement par virement ou chèque à l'ordre de SARL Gaubert".
    const plumber = page('U-fr-facture-plombier');
    expect(ask(plumber, 'Échéance ?')).toBe('20/06/2024');
    expect(ask(plumber, 'What is the due date?')).toBe('20/06/2024');
  });

  it("only after a key that is the date's whole label", () => {
    // "Due date: 2022-10-04" on a page whose invoice date is labelled "Issued on:" only: "date" is
    // the invoice date's label, "Due date" is not.
    const sale = printedPage([
      'Issued on: 2022-09-27, Pcim',
      'VAT Invoice no. FS/22/09/51 - please pay by bank transfer to the account below',
      'Due date: 2022-10-04 - payment should be made in EUR to the account below',
    ]);
    expect(ask(sale, 'What is the invoice date?')).not.toBe('2022-10-04');
  });
});

describe('the day work was done', () => {
  it('is no date of the document', () => {
    // "completed" makes a date another one, as "expiry" does: the fee note prints no such day.
    const fees = page('V-en-ie-accountant-invoice');
    expect(ask(fees, 'When was the work completed?')).toBeNull();
    expect(ask(fees, 'Quand les travaux ont-ils été réalisés ?')).toBeNull();
    expect(ask(fees, 'Wann wurden die Arbeiten ausgeführt?')).toBeNull();
    expect(ask(fees, 'When did the accountants issue this?')).toBe('28 February 2025');
  });
});

describe("a receipt's number", () => {
  it('is asked by the shortened title ("Kvit.nr.")', () => {
    expect(ask(page('T-da-kvittering-tankstation'), 'Kvit.nr.?')).toBe('0415872');
  });

  it('is asked of the purchase it records, not of another thing', () => {
    // "for this ride" says which receipt; "the ride number" or "card number" ask other numbers.
    const taxi = page('V-en-sg-taxi-receipt');
    expect(ask(taxi, 'Which receipt no. should I quote for this ride?')).toBe('0051873');
    expect(ask(taxi, 'What is the ride number?')).toBeNull();
    expect(ask(taxi, 'What card number was used?')).toBeNull();
  });
});
