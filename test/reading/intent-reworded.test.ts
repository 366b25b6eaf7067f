import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  generateParaphrases,
  heldOutQuestions,
  questionKey,
  rewordedQuestions,
  LATER_REWORDED,
  SECOND_REWORDED,
  THIRD_REWORDED,
  trainingQuestions,
} from '../../main/reading/intent/paraphrases';
import { parseQuestion } from '../../main/reading/qa/question';
import { resourcesDir } from '../../main/util/paths';
import { heldOutAccuracy, NONE, readAs } from '../bench/reading/intent-accuracy';

// The second held-out set (resources/reading/intent/reworded.tsv): re-wordings written apart from
// the training frames and questions, with questions about things no concept names ("the flight
// number"), in all seven languages. Understood means read as the reader answers it: the concept,
// with every meaningful word of the question accounted for (qa/question.ts).

describe('held-out re-wordings', () => {
  const held = rewordedQuestions();

  it('never train the classifier, and cover every language with absent subjects', () => {
    // Compared by their words: the held-out "Hvad er nettobeløbet?" is the generated "hvad er
    // nettobeløbet", which therefore stays out of training too.
    const training = new Set(trainingQuestions().map((q) => questionKey(q.text)));
    const generated = new Set(
      generateParaphrases(readFileSync(resourcesDir('reading', 'intent', 'frames.tsv'), 'utf8')).map((q) =>
        questionKey(q.text),
      ),
    );
    const heldOut = [...held, ...heldOutQuestions(), ...LATER_REWORDED.flatMap((f) => rewordedQuestions(f))];
    expect(heldOut.filter((q) => generated.has(questionKey(q.text))).length).toBeGreaterThan(0);
    expect(heldOut.filter((q) => training.has(questionKey(q.text)))).toEqual([]);
    for (const lang of ['da', 'de', 'en', 'fr', 'nl', 'no', 'sv']) {
      const mine = held.filter((q) => q.lang === lang);
      expect(mine.filter((q) => q.concept !== NONE).length, lang).toBeGreaterThanOrEqual(15);
      expect(mine.filter((q) => q.concept === NONE).length, lang).toBeGreaterThanOrEqual(5);
    }
  });

  // With the rules and classifier as they were before this set was written, 70-87% per language
  // were read right (all 75%; the classifier alone 82%); now 81-100% (all 93%; classifier 96%).
  // The floors leave room for a retrained model's wobble of a question or two.
  it('are understood in every language', { timeout: 120_000 }, () => {
    const { byLang } = heldOutAccuracy(held);
    expect(byLang.map((r) => r.lang).sort()).toEqual(['da', 'de', 'en', 'fr', 'nl', 'no', 'sv']);
    for (const r of byLang) {
      expect(r.understood, r.lang).toBeGreaterThanOrEqual(0.75);
      expect(r.classifier, r.lang).toBeGreaterThanOrEqual(0.8);
      // A question about a thing no concept names is never read as a known concept.
      expect(r.refused, r.lang).toBe(r.absent);
    }
    const all = byLang.reduce((s, r) => s + r.understood * r.n, 0) / byLang.reduce((s, r) => s + r.n, 0);
    expect(all).toBeGreaterThanOrEqual(0.88);
  });
});

describe('held-out re-wordings written later (reworded-second.tsv)', () => {
  // Written before the classifier was retrained on that day's questions: who is paid or owed, who
  // receives, words with two meanings, polite openings, absent subjects asked the same ways. Before
  // the retraining 60-75% per language were read right (all 69%); after it 88-100% (all 94%).
  it('are understood in every language, and absent subjects never', { timeout: 120_000 }, () => {
    const { byLang } = heldOutAccuracy(rewordedQuestions(SECOND_REWORDED));
    expect(byLang.map((r) => r.lang).sort()).toEqual(['da', 'de', 'en', 'fr', 'nl', 'no', 'sv']);
    for (const r of byLang) {
      expect(r.understood, r.lang).toBeGreaterThanOrEqual(0.85);
      expect(r.absent, r.lang).toBeGreaterThanOrEqual(7);
      expect(r.refused, r.lang).toBe(r.absent);
    }
    const all = byLang.reduce((s, r) => s + r.understood * r.n, 0) / byLang.reduce((s, r) => s + r.n, 0);
    expect(all).toBeGreaterThanOrEqual(0.9);
  });
});

describe('payment terms asked as a duration (reworded-third.tsv)', () => {
  // Written before the packs and the classifier learned "How long do we have to pay?": then 45% of
  // the set was read right (every duration question missed, most read as the amount to pay); after
  // it 89%, with absent durations ("How long is the warranty?") still refused in every language.
  it('are understood, and absent durations never', { timeout: 120_000 }, () => {
    const { byLang } = heldOutAccuracy(rewordedQuestions(THIRD_REWORDED));
    expect(byLang.map((r) => r.lang).sort()).toEqual(['da', 'de', 'en', 'fr', 'nl', 'no', 'sv']);
    for (const r of byLang) {
      expect(r.understood, r.lang).toBeGreaterThanOrEqual(0.6);
      expect(r.refused, r.lang).toBe(r.absent);
    }
    const all = byLang.reduce((s, r) => s + r.understood * r.n, 0) / byLang.reduce((s, r) => s + r.n, 0);
    expect(all).toBeGreaterThanOrEqual(0.85);
  });

  it.each([
    ['en', 'How long do we have to pay?'],
    ['da', 'Hvor lang tid har vi til at betale?'],
    ['sv', 'Hur lång tid har vi på oss att betala?'],
    ['no', 'Hvor lang tid har vi på å betale?'],
    ['nl', 'Hoe lang hebben we om te betalen?'],
    ['de', 'Wie lange haben wir Zeit zum Bezahlen?'],
    ['fr', 'Combien de temps avons-nous pour payer ?'],
  ])('%s: "%s" asks the payment terms', (_lang, question) => {
    expect(readAs(question)).toBe('payment_terms');
  });
});

describe('which shop, asked of a till receipt', () => {
  // "gekauft" (bought) also asks the date of a purchase; "in welchem Geschäft" asks the shop.
  it.each([
    ['In welchem Geschäft wurde gekauft?', 'supplier_name'],
    ['Bei welchem Händler wurde das gekauft?', 'supplier_name'],
    ['Welcher Laden?', 'supplier_name'],
    ['Wann wurde das gekauft?', 'invoice_date'],
    ['In which shop did we buy this?', 'supplier_name'],
  ])('"%s" asks %s', (question, concept) => {
    expect(readAs(question)).toBe(concept);
  });
});

describe('polite lead-ins and everyday verbs', () => {
  // The question proper opens after "Could you tell me", "Kunt u mij zeggen", "Pourriez-vous me
  // dire", "Können Sie mir sagen": its question word decides what is asked, and the lead-in's words
  // are accounted for (they are the packs' stop words), so nothing is refused for them.
  it.each([
    ['Kunt u mij zeggen wat het factuurnummer is?', 'invoice_number'],
    ["Pourriez-vous m'indiquer le numéro de facture ?", 'invoice_number'],
    ['Kunt u mij zeggen hoeveel we moeten betalen?', 'amount_due'],
    ['Pourriez-vous m’indiquer le montant à payer ?', 'amount_due'],
    ['Können Sie mir sagen, wer die Rechnung geschickt hat?', 'supplier_name'],
    ['Kan du fortælle mig, hvem der har sendt fakturaen?', 'supplier_name'],
    ['Hvornår blev den udstedt?', 'invoice_date'],
    ['Could you let me know the due date?', 'due_date'],
    // The opening word decides over a word met later: "pay" and "owe" ask amounts, "who" a party.
    ['Who do we pay?', 'supplier_name'],
    ['Whom do we owe?', 'supplier_name'],
    // "Aan wie" (to whom) opens the customer's questions too: that we pay says it is the issuer.
    ['Aan wie moeten we betalen?', 'supplier_name'],
    ['Aan wie is de factuur gericht?', 'receiver_name'],
    // "Wem" (to whom) the bill went, who "skal have" it: the receiver.
    ['Wem wurde die Rechnung gestellt?', 'receiver_name'],
    ['Hvem skal have regningen?', 'receiver_name'],
    // "Bedraagt" (amounts to) with "hoeveel": the bill's amount, not the account "rekening" labels.
    ['Hoeveel bedraagt de rekening?', 'amount_due'],
    ['Voor wie is de rekening?', 'receiver_name'],
    // A preposition before the question word leaves it the opening: "until when" asks a date.
    ['Tot wanneer hebben we om te betalen?', 'due_date'],
    ["Jusqu'à quand avons-nous pour payer ?", 'due_date'],
    // "Which customer" asks a name as "which supplier" does.
    ['Welke klant wordt gefactureerd?', 'receiver_name'],
    // Everyday verbs: listed, how big.
    ['How many items are listed?', 'line_count'],
    ['Wie viele Positionen sind aufgeführt?', 'line_count'],
    ['Hvor mange varer er opført?', 'line_count'],
    ['Hvor stor er momsen?', 'total_vat'],
  ])('"%s" asks for %s', (question, concept) => {
    expect(readAs(question)).toBe(concept);
    expect(parseQuestion(question).unexplained).toEqual([]);
  });

  // The same lead-ins before a thing no concept names still get no concept; a short unknown word
  // is no slip of a known one ("körde", drove, is not "kode"; "bilen", the car, not "mobilen").
  it.each([
    'Kunt u mij het vluchtnummer geven?',
    "Pourriez-vous m'indiquer le numéro de vol ?",
    'Können Sie mir die Flugnummer sagen?',
    'Could you tell me the flight number?',
    'Vem körde bilen?',
    'Hvem kørte bilen?',
    'Welches Kennzeichen hat das Auto?',
    'Kan du fortælle mig flynummeret?',
    // The everyday verbs that are stop words do not carry an absent subject through.
    'Where is the driver located?',
    'Which passport number is registered?',
    'Wo sitzt der Patient?',
    'Quel numéro de vol est inscrit ?',
    'Hvilket flynummer er opført?',
    'Welk kenteken is geregistreerd?',
  ])('"%s" maps to no known concept', (question) => {
    expect(readAs(question)).toBe(NONE);
  });
});

describe('hard cases', () => {
  // "Billed" names either party: who did the billing is the supplier, who was billed the customer.
  it.each([
    ['Who billed us?', 'supplier_name'],
    ['Who was billed?', 'receiver_name'],
    ['Hvem fakturerede os?', 'supplier_name'],
    ['Hvem blev faktureret?', 'receiver_name'],
    ['Vem fakturerade oss?', 'supplier_name'],
    ['Vem fakturerades?', 'receiver_name'],
    ['Hvem fakturerte oss?', 'supplier_name'],
    ['Hvem ble fakturert?', 'receiver_name'],
    ['Wie heeft ons gefactureerd?', 'supplier_name'],
    ['Wie is er gefactureerd?', 'receiver_name'],
    ['Wer hat uns das berechnet?', 'supplier_name'],
    ['Wem wurde das berechnet?', 'receiver_name'],
    ['Qui nous a facturé ?', 'supplier_name'],
    ['Qui a été facturé ?', 'receiver_name'],
  ])('"%s" asks for %s (active or passive "billed")', (question, concept) => {
    expect(readAs(question)).toBe(concept);
  });

  it.each([
    // "Prozent" asks a rate, though "Mehrwertsteuer" alone names the VAT total.
    ['Wie viel Prozent Mehrwertsteuer sind es?', 'vat_rate'],
    ['Wie viel Prozent MwSt. werden berechnet?', 'vat_rate'],
    ['Wie viel Mehrwertsteuer wird berechnet?', 'total_vat'],
    // Dutch "rekening" is the bill as well as a bank account's label.
    ['Wie heeft de rekening gestuurd?', 'supplier_name'],
    ['Wat is het rekeningnummer?', 'bank_account'],
    // "Pay" asks an amount elsewhere; only a question word ("How much", "When") says the kind.
    ['By when do we need to pay?', 'due_date'],
    ["What's the last day to pay?", 'due_date'],
    ['How much do we have to pay?', 'amount_due'],
    // A word said of the asked thing after it is no other thing ("located", "läuft").
    ['Unter welcher Nummer läuft diese Rechnung?', 'invoice_number'],
  ])('"%s" asks for %s', (question, concept) => {
    expect(readAs(question)).toBe(concept);
  });

  // "Wanneer" asks a date: the bank account, whose label "rekening" also names the bill, is no reading.
  it.each([
    'Wanneer is de rekening verstuurd?',
    'Wanneer is de rekening gemaakt?',
    'Wanneer moet de rekening betaald zijn?',
  ])('"%s" asks for a date', (question) => {
    expect(parseQuestion(question).concept?.type).toBe('date');
  });

  // "From whom" opens a question for a party in every language, before the word for the bill.
  it.each([
    'From whom is this invoice?',
    'Van wie komt deze rekening?',
    'Von wem kommt diese Rechnung?',
    'De qui vient cette facture ?',
    'Fra hvem er fakturaen?',
    'Från vem kommer fakturan?',
  ])('"%s" asks for the issuer', (question) => {
    expect(parseQuestion(question).concept?.id).toBe('supplier_name');
  });

  // Absent subjects: nothing in the concept says flight, patient, tracking or driver, so the
  // question is not read as the invoice number, date or customer it resembles.
  it.each([
    'What is the flight number?',
    "What is the patient's date of birth?",
    'What is the tracking number of the parcel?',
    'Who was the driver?',
    'Hvad er flynummeret?',
    'Hvem var chaufføren?',
    'Vad är patientens födelsedatum?',
    'Vem var föraren?',
    'Hva er sporingsnummeret til pakken?',
    'Hvem var sjåføren?',
    'Wat is het vluchtnummer?',
    'Wie was de chauffeur?',
    'Was ist das Geburtsdatum des Patienten?',
    'Wer war der Fahrer?',
    'Quel est le numéro de vol ?',
    'Quelle est la date de naissance du patient ?',
    'Qui était le chauffeur ?',
    // The absent subject away from the asked word: after it ("of the flight") or as its owner.
    'What is the number of the flight?',
    'What number does the patient have?',
    'What date was the driver hired?',
    'Which date is the flight?',
    'Welche Nummer hat der Patient?',
    'Wat is het nummer van de vlucht?',
    'Quel numéro a le patient ?',
  ])('"%s" maps to no known concept', (question) => {
    expect(readAs(question)).toBe(NONE);
    const q = parseQuestion(question);
    if (q.concept) expect(q.unexplained.length).toBeGreaterThan(0);
  });
});
