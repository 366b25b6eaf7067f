import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../main/reading/qa/question';

// A VAT word in a question about a total decides which total is asked, in every language: on its
// own it names what is totalled (the VAT), after "excluding" the net total, after "including" the
// gross one. Norwegian and Danish "før" (before) is not "for", although both fold to the same word.

describe('a VAT word decides which total a question asks for', () => {
  it.each([
    ['What is the total amount of VAT?', 'total_vat'],
    ['Quel est le montant total de la TVA ?', 'total_vat'],
    ['Wie hoch ist der Gesamtbetrag der Umsatzsteuer?', 'total_vat'],
    ['Wat is het totale bedrag aan btw?', 'total_vat'],
    ['Vad är det totala beloppet för moms?', 'total_vat'],
    ['Hva er totalbeløpet for mva?', 'total_vat'],
    ['What is the total amount excluding VAT?', 'total_excl'],
    ['Quel est le montant total hors TVA ?', 'total_excl'],
    ['Hva er beløpet før mva?', 'total_excl'],
    ['Hvad er beløbet før moms?', 'total_excl'],
    ['Wie hoch ist der Nettobetrag ohne Umsatzsteuer?', 'total_excl'],
    ['What is the total amount including VAT?', 'total_incl'],
    ['Quel est le montant total TVA comprise ?', 'total_incl'],
    ['Hvad er det samlede beløb inkl. moms?', 'total_incl'],
    ['Wat is het totaalbedrag inclusief btw?', 'total_incl'],
    ['Hva er beløpet eksklusiv mva?', 'total_excl'],
    ['Hvad er beløbet uden moms?', 'total_excl'],
    ['Wat is het bedrag zonder btw?', 'total_excl'],
    ['Hvor meget moms er inkluderet?', 'total_vat'],
    ['How much VAT is included?', 'total_vat'],
    ['Hvor mye mva er det?', 'total_vat'],
  ])('%s asks for %s', (question, concept) => {
    expect(parseQuestion(question).concept?.id).toBe(concept);
  });
});
