import { describe, expect, it } from 'vitest';
import { PACKS } from '../../main/reading/lang';
import { CONCEPT_DEFS } from '../../main/reading/concepts';
import { parseQuestion } from '../../main/reading/qa/question';

// What a bookkeeper asks, in the seven languages Kontera reads, plain and re-worded: each question
// must be understood as the thing asked, and a question about something no concept covers must
// keep its unexplained words, so that only a page printing them can answer it.

describe('questions in seven languages', () => {
  it.each([
    ['Which company issued this invoice?', 'supplier_name'],
    ['Who sent us this bill?', 'supplier_name'],
    ['When was this invoice issued?', 'invoice_date'],
    ['Who was this invoice sent to?', 'receiver_name'],
    ['How much do we have to pay?', 'amount_due'],
    ['How much was paid?', 'amount_due'],
    ['How many invoice lines are there?', 'line_count'],
    ['Hvad er det samlede beløb?', 'total_incl'],
    ['Hvem har udstedt fakturaen?', 'supplier_name'],
    ['Hvornår forfalder fakturaen?', 'due_date'],
    ['Hur mycket moms blir det totalt?', 'total_vat'],
    ['Vem är fakturan ställd till?', 'receiver_name'],
    ['Hva er fakturanummeret?', 'invoice_number'],
    ['Hvor mye skal vi betale?', 'amount_due'],
    ['Wie is de leverancier?', 'supplier_name'],
    ['Hoeveel btw moeten we betalen?', 'total_vat'],
    ['Wie lautet die Rechnungsnummer?', 'invoice_number'],
    ['Wann wurde die Rechnung ausgestellt?', 'invoice_date'],
    ['Wer hat diese Rechnung ausgestellt?', 'supplier_name'],
    ['Wie viel Mehrwertsteuer wird berechnet?', 'total_vat'],
    ['Wie viele Positionen hat die Rechnung?', 'line_count'],
    ['Quel est le montant à payer ?', 'amount_due'],
    ['Qui a émis cette facture ?', 'supplier_name'],
    ['Quelle est la date de la facture ?', 'invoice_date'],
    ['Quel est le montant de la TVA ?', 'total_vat'],
    ['À qui cette facture est-elle adressée ?', 'receiver_name'],
    // Asking what a party is called, or its name in the pack's own words (the classifier, which
    // met "kundens" mostly in "kundens momsnummer", read the customer's VAT number).
    ['Hvad er kundens navn?', 'receiver_name'],
    ['Hva er kundens navn?', 'receiver_name'],
    ['Hvad hedder kunden?', 'receiver_name'],
    ['Hva heter leverandøren?', 'supplier_name'],
    ['Vad heter leverantören?', 'supplier_name'],
    // Another language's filler is a word here: Swedish "kunde" (could) is the German customer.
    ['Wer ist der Kunde?', 'receiver_name'],
  ])('%s asks for %s', (question, concept) => {
    const q = parseQuestion(question);
    expect(q.concept?.id).toBe(concept);
    expect(q.unexplained).toEqual([]);
  });

  it.each([
    ['What is the flight number?', 'flight'],
    ["What is the patient's date of birth?", 'patient'],
    ['What is the tracking number?', 'tracking'],
    ['Wie lautet die Flugnummer des Passagiers?', 'passagiers'],
    // Words the packs know for other things, naming which number or date is asked.
    ['What is the table number?', 'table'],
    ['What is the contract number?', 'contract'],
    ['What is the project number?', 'project'],
    ['What is the booking date?', 'booking'],
    ['Quel est le numéro de table ?', 'table'],
    ['What is the number of the table?', 'table'],
    // Another language's filler is a word here: Danish "store" (large) is the English store.
    ['What is the store number?', 'store'],
    // A derived word is not a form of its stem: a meter ("compteur") is no account ("compte").
    ['Quel est le numéro de compteur ?', 'compteur'],
    // English ends the asked thing with its head: the last word is what is asked.
    ['What is the cost centre?', 'centre'],
    ['What is the shipping method?', 'method'],
    ['What is the delivery charge?', 'charge'],
  ])('%s keeps "%s" unexplained or names no concept', (question, word) => {
    const q = parseQuestion(question);
    if (q.concept) expect(q.unexplained).toContain(word);
    else expect(q.keywords).toContain(word);
  });

  it.each([
    ['What is the payment deadline?', 'due_date'],
    ['What is the supplier VAT number?', 'supplier_vat'],
    ['What is the customer number?', 'customer_number'],
    ['What is the shipping date?', 'delivery_date'],
    ['Quel est le numéro de commande ?', 'order_number'],
    ['Quelle est la date de la facture ?', 'invoice_date'],
    ['Wat is het nummer van de rekening?', 'invoice_number'],
    ['Hvornår er regningen udstedt?', 'invoice_date'],
    ['What is the balance outstanding?', 'amount_due'],
    ['Which terms apply to paying this?', 'payment_terms'],
  ])(
    '%s, its words naming the same kind of thing, the document or a party, asks for %s',
    (question, concept) => {
      const q = parseQuestion(question);
      expect(q.concept?.id).toBe(concept);
      expect(q.unexplained).toEqual([]);
    },
  );

  it('German "wie" asks how and Dutch "wie" asks who', () => {
    expect(parseQuestion('Wie lautet die Rechnungsnummer?').expected).not.toBe('name');
    expect(parseQuestion('Wie is de klant?').expected).toBe('name');
  });
});

describe('language packs', () => {
  it('every pack names twelve months and words for every concept it can be asked about', () => {
    expect(PACKS.map((p) => p.code).sort()).toEqual(['da', 'de', 'en', 'fr', 'nl', 'no', 'sv']);
    for (const pack of PACKS) {
      expect(pack.months, pack.code).toHaveLength(12);
      for (const def of CONCEPT_DEFS) {
        const words = pack.concepts[def.id];
        expect(`${words?.labels ?? ''}${words?.cues ?? ''}`.length, `${pack.code} ${def.id}`).toBeGreaterThan(
          0,
        );
      }
    }
  });
});
