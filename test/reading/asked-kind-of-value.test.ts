import { describe, expect, it } from 'vitest';
import { ask, typedPage as page } from './positioned-page';
import { notAName } from '../../main/reading/qa/name-shape';

// Confident wrong answers of the wrong kind: a name asked and a number or a date given ("On a
// commandé chez qui ?" -> the order number, "Vilket bolag får betala fakturan?" -> the due date),
// an amount asked and a date given, the debtor asked and the debtor's number given.

describe('what the question asks for', () => {
  it('is a name when a question word closes the question or a trade follows the word asking which', () => {
    expect(ask(page('L-fr-facture-commande-en-ligne'), 'On a commandé chez qui ?')).toMatch(
      /^Maison Ardoise/,
    );
    expect(ask(page('Q-sv-faktura-itkonsult'), 'Vilket bolag får betala fakturan?')).toBe(
      'Mälardalens Transportlogistik AB',
    );
    expect(ask(page('Q-da-faktura-el'), 'Hvilket selskab har udstedt elregningen?')).toBe(
      'Ådalens Elhandel A/S',
    );
    // No number for a web shop's name: the shop the order was placed with ("gedaan", a word of
    // its work: question-work.ts), the issuer.
    expect(ask(page('Q-nl-factuur-webshop'), 'Bij welke webshop is de bestelling gedaan?')).toBe(
      'TheeKist B.V.',
    );
  });

  it('is an amount when the question asks what was spent', () => {
    expect(ask(page('E-nl-bon-bakker'), 'Wat hebben we bij de bakker uitgegeven?')).toBe('24,20');
  });

  it('is the debtor, not its number, when the question is the label word for word', () => {
    expect(ask(page('L-nl-factuur-energie'), 'Debiteur?')).toBe('Kapsalon Lotte V.O.F.');
    expect(ask(page('Q-nl-factuur-loodgieter'), 'Debiteur?')).toBe('Administratiekantoor Brouwer B.V.');
  });

  it("is the account's holder, the customer, when asked whose account it is", () => {
    expect(ask(page('G-uk-courier-invoice'), 'whose account is this')).toBe('Oakmere Home Goods Ltd');
  });
});

describe('a code', () => {
  it('is no name', () => {
    expect(notAName('OAK0042')).toBe(true);
    expect(notAName('D1048')).toBe(true);
    expect(notAName('3M Company')).toBe(false);
    expect(notAName('7-Eleven')).toBe(false);
  });
});
