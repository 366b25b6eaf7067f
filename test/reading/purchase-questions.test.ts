import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../main/reading/qa/question';
import { ask, typedPage as page } from './positioned-page';

// A question naming only what was bought ("the toll", "het parkeren", "tannlegebesøket") asks
// what the receipt or bill came to, or its day: the sixth batch of pages typed by others (N-, O-,
// P-) asked so, and got nothing before.

describe('questions that name the purchase', () => {
  it('what the purchase cost is the total, in every language with its own verb of cost', () => {
    expect(ask(page('O-fr-ticket-peage'), 'How much was the toll?')).toBe('9,70');
    expect(ask(page('O-fr-ticket-peage'), 'Combien a coûté le péage ?')).toBe('9,70');
    expect(ask(page('O-nl-parkeren-garage'), 'Wat heeft het parkeren gekost?')).toBe('11,20');
    expect(ask(page('N-no-faktura-tannlege'), 'Hva kostet tannlegebesøket?')).toBe('3 480,00');
  });

  it('a tip is no purchase of its own, nor is what the page does not show', () => {
    expect(ask(page('O-fr-ticket-peage'), 'How much was the tip?')).toBeNull();
    expect(ask(page('O-nl-parkeren-garage'), 'Hoeveel fooi is er gegeven?')).toBeNull();
    expect(ask(page('O-fr-ticket-peage'), 'How much is the parking fine?')).toBeNull();
  });
});

describe('a number is no figure', () => {
  it('a question closing on a number word asks an identifier, never an amount', () => {
    expect(parseQuestion("What is the store's sales tax permit number?").concept).toBeNull();
    expect(parseQuestion('What is the total VAT?').concept?.id).toBe('total_vat');
  });
});

describe('the document named by what it bills', () => {
  it('"the energy bill", "hotellregningen" name the document asked about', () => {
    expect(parseQuestion('What is the total on the energy bill?').unexplained).toEqual([]);
    expect(parseQuestion('Når ble hotellregningen skrevet ut?').concept?.id).toBe('invoice_date');
    expect(parseQuestion('Hvornår er elregningen udstedt?').unexplained).toEqual([]);
  });

  it("but another document's number is not the invoice's", () => {
    expect(parseQuestion('What is the e-way bill number?').unexplained).toContain('way');
    expect(parseQuestion('What is the delivery note number?').unexplained).toContain('delivery');
  });
});

describe('words that say how, not what', () => {
  it('a folded stop word is no unit counted: Swedish "är" is no "år"', () => {
    expect(parseQuestion('Hur många poster är det på fakturan?').unexplained).toEqual([]);
  });

  it('"made", "put", "in the end", "final" say how the plain question is asked', () => {
    expect(parseQuestion('When was this purchase made?').concept?.id).toBe('invoice_date');
    expect(parseQuestion('What number has the plumber put on this invoice?').unexplained).toEqual([]);
    expect(parseQuestion('How much did dinner cost in the end?').unexplained).toEqual([]);
    expect(parseQuestion('What was the final total after round off?').concept?.id).toBe('amount_due');
    expect(parseQuestion('Who is the invoice made out to?').concept?.id).toBe('receiver_name');
  });
});
