import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../main/reading/qa/question';
import { ask, typedPage as page } from './positioned-page';

// Everyday wordings of the plain questions, as the fourth batch of pages typed by others asked
// them (H-, I-, J-): each answer below was missing before its change.

/** Whether the question is read as the page's line count, with nothing left unaccounted for. */
const countsLines = (q: string): boolean => {
  const parsed = parseQuestion(q);
  return parsed.concept?.id === 'line_count' && !parsed.unexplained.length;
};

describe('everyday questions: what is counted', () => {
  it('the singular of a pack word counts the lines ("item lines" of "items")', () => {
    expect(ask(page('J-en-us-hardware-receipt'), 'How many item lines are on the receipt?')).toBe('7');
    expect(ask(page('H-da-bon-kiosk'), 'How many item lines are on the receipt?')).toBe('5');
  });

  it('things the page lists or bills are its lines, whatever the question calls them', () => {
    expect(ask(page('J-en-uk-pub-receipt'), 'How many different dishes and drinks were rung up?')).toBe('8');
    expect(ask(page('I-de-tankquittung-kassenbon'), 'Wie viele verschiedene Sachen wurden gekauft?')).toBe(
      '5',
    );
    expect(ask(page('H-sv-kvitto-hotell'), 'Hur många debiteringar står på kvittot?')).toBe('6');
    expect(countsLines('How many separate charges did the plumber list?')).toBe(true);
  });

  it('units are no lines: hours, nights, years are quantities', () => {
    for (const q of [
      'How many hours were billed?',
      'Wie viele Arbeitsstunden wurden berechnet?',
      'Combien de nuits sont facturées ?',
      'Hvor mange timer er faktureret?',
    ])
      expect(countsLines(q), q).toBe(false);
    expect(ask(page('I-de-rechnung-it-service'), 'Wie viele Arbeitsstunden wurden berechnet?')).toBeNull();
  });
});

describe('everyday questions: a party named by its trade', () => {
  it('"which pub", "welche Kanzlei", "fra tømreren" name a party, whose value is asked', () => {
    expect(ask(page('J-en-uk-pub-receipt'), 'Which pub is this receipt from?')).toBe('THE WHEATSHEAF');
    expect(ask(page('J-en-uk-pub-receipt'), 'How much do we owe the pub?')).toBe('70.15');
    expect(ask(page('H-no-faktura-tomrer'), 'Hvilket nummer har fakturaen fra tømreren?')).toBe('10482');
    // The customer is the firm of tax advisers: the verb says which party, the trade that it is one.
    expect(ask(page('I-de-rechnung-it-service'), 'Welche Kanzlei muss die Rechnung bezahlen?')).toBe(
      'Steuerberatung Albrecht & Partner mbB',
    );
  });

  it('a trade right after the question word asks a name, never the date the document was issued', () => {
    for (const q of [
      'Which restaurant issued this receipt?',
      'Hvilken restaurant er kvitteringen fra?',
      'Vilket apotek är kvittot från?',
    ])
      expect(parseQuestion(q).concept?.type, q).toBe('name');
    // The classifier reads "Quel entreprise a émis" (the plain company after a masculine "quel")
    // as a date question: nothing is read rather than the date.
    expect(parseQuestion('Quel cabinet a émis la facture ?').concept?.type).not.toBe('date');
  });

  it('the page says whose a trade is: the bakery that is the customer has no VAT number printed', () => {
    expect(ask(page('H-nl-factuur-accountant'), 'Wat is het btw-nummer van de bakkerij?')).toBeNull();
    expect(ask(page('H-nl-factuur-accountant'), 'Wat is het btw-nummer van de accountant?')).toBe(
      'NL853210445B01',
    );
  });

  it('people are no trades: a guest or a cook asked for stays unanswered', () => {
    expect(ask(page('H-sv-kvitto-hotell'), "What is the guest's phone number?")).toBeNull();
    expect(ask(page('J-en-uk-pub-receipt'), 'Who cooked the food?')).toBeNull();
  });
});

describe('pages typed by others, fifth batch: what no name is', () => {
  it('a column heading, a label, a sentence or a greeting in a name’s place is no party', () => {
    // Each had been given at 0.97: "Description" under the Irish customer's window, "Invoice no."
    // beside the builder's customer, a warranty sentence and a receipt's farewell as the issuer,
    // a letter's greeting as the customer.
    expect(ask(page('M-en-ie-vat-invoice'), 'Customer name?')).not.toBe('Description');
    expect(ask(page('M-en-uk-builder-cis-invoice'), 'Customer?')).not.toBe('Invoice no.');
    expect(ask(page('M-en-ca-on-hst-invoice'), 'Vendor?')).not.toBe('1 yr on workmanship.');
    expect(ask(page('M-en-us-restaurant-receipt-tip'), 'Merchant?')).not.toBe(
      "Thanks y'all - come back soon!",
    );
    expect(ask(page('L-nl-factuur-energie'), 'Aan wie is de factuur gericht?')).not.toBe(
      'Beste mevrouw Verbeek,',
    );
  });

  it('a trade of another sector than the page’s asks of another business’s document', () => {
    expect(ask(page('A-fr-plombier'), 'Numéro de facture du pharmacien ?')).toBeNull();
    // One sector, two words: a restaurant may print itself a bistro or an eetcafé.
    // As the till prints it, without its stars.
    expect(ask(page('L-fr-addition-restaurant'), 'Which restaurant is this bill from?')).toBe(
      'LE BISTROT DES HALLES',
    );
    expect(ask(page('K-sv-faktura-verkstad'), 'Vad har räkningen från verkstaden för nummer?')).toBe('31187');
  });
});

describe('everyday questions: what was bought, and how it was paid', () => {
  it('the purchase named asks the document’s total or day, whatever was bought', () => {
    for (const q of [
      'What did the cab ride cost me?',
      'How much was charged to the card in total?',
      'What date was the ride?',
      'Hvad kostede vasken i alt?',
      'Op welke datum is er gegeten?',
    ])
      expect(parseQuestion(q).unexplained, q).toEqual([]);
    expect(ask(page('H-no-kvittering-taxi'), 'What date was the ride?')).toBe('07.03.2024');
  });

  it('a purchase word naming a number is no purchase: the card number is not the total', () => {
    expect(parseQuestion('What card number was used to pay?').unexplained).toContain('card');
    expect(ask(page('M-en-uk-taxi-receipt'), 'What card number was used to pay?')).toBeNull();
  });
});

describe('everyday questions: a lead-in before the question', () => {
  it('a clause before the one that asks says why, not what', () => {
    const q = parseQuestion(
      'Jeg sidder med regnskabet, hvilken dag skrev elektrikeren egentlig fakturaen til os?',
    );
    expect(q.concept?.id).toBe('invoice_date');
    expect(q.unexplained).toEqual([]);
  });

  it('what the question itself asks still has to be shown, and a party in the lead-in says whose', () => {
    expect(parseQuestion('I am booking the trip, what is the flight number?').unexplained).toContain(
      'flight',
    );
    expect(parseQuestion('For the customer, what is the VAT number?').concept?.id).toBe('receiver_vat');
    // No clause asks by its own words: the lead-in is what is asked.
    expect(
      parseQuestion('Our accountant wants the VAT figure from the garage bill, what is it?').concept,
    ).toBeNull();
  });

  it('"which day" asks a date in every language', () => {
    expect(ask(page('K-sv-faktura-verkstad'), 'Vilken dag skickade verkstaden räkningen?')).toBe(
      '2024-09-12',
    );
  });
});

describe('everyday questions: the name of a trade', () => {
  it('a name asked of a trade the page does not print may be the person’s who did the work', () => {
    // "Banksia Plumbing & Gas Pty Ltd" had been given for the plumber's own name.
    expect(
      ask(page('M-en-au-tax-invoice-plumber'), "What's the plumber's name who did the work?"),
    ).toBeNull();
  });
});

describe('pages typed by others, fifth batch: what was paid', () => {
  it('a tip written in is paid; the suggested tips over it are options, not what was paid', () => {
    const slip = page('M-en-us-restaurant-receipt-tip');
    expect(ask(slip, 'Total w/ tip?')).toBe('91.40');
    expect(ask(slip, 'What was the total paid including the tip?')).toBe('91.40');
  });
});
