import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerDocument } from '../../main/reading/answer-document';
import { readDocument } from '../../main/reading/intake/read';
import { classifyQuestion } from '../../main/reading/intent/classify';
import { heldOutQuestions, trainingQuestions } from '../../main/reading/intent/paraphrases';
import { parseAmount } from '../../main/reading/qa/normalize';
import { parseQuestion } from '../../main/reading/qa/question';
import { heldOutAccuracy } from '../bench/reading/intent-accuracy';

// Question understanding that survives re-wording: the learned classifier (main/reading/intent)
// with the rules of qa/question.ts. Measured on hand-written questions the classifier never
// trained on; then re-worded questions in each language, and questions no invoice answers.

describe('held-out hand-written questions', () => {
  it('never train the classifier', () => {
    const training = new Set(trainingQuestions().map((q) => q.text.toLowerCase()));
    const held = heldOutQuestions();
    expect(held.length).toBeGreaterThanOrEqual(7 * 30);
    expect(held.filter((q) => training.has(q.text.toLowerCase()))).toEqual([]);
  });

  // Understood as the reader answers: the concept, with every meaningful word accounted for. So
  // counted, the rules with the first classifier read 58% of them (nl 48%, fr 50%); with the
  // training questions' vocabulary and the retrained classifier 80% (nl 71%, fr 71%). The
  // classifier alone: 88% -> 93%.
  it('are understood in every language', { timeout: 120_000 }, () => {
    const { byLang } = heldOutAccuracy();
    expect(byLang.map((r) => r.lang).sort()).toEqual(['da', 'de', 'en', 'fr', 'nl', 'no', 'sv']);
    for (const r of byLang) {
      expect(r.understood, r.lang).toBeGreaterThanOrEqual(0.6);
      expect(r.classifier, r.lang).toBeGreaterThanOrEqual(0.8);
    }
    const all = byLang.reduce((s, r) => s + r.understood * r.n, 0) / byLang.reduce((s, r) => s + r.n, 0);
    expect(all).toBeGreaterThanOrEqual(0.75);
  });
});

describe('re-worded questions in seven languages', () => {
  it.each([
    ['What do we still owe on this?', 'amount_due'],
    ['Who is the sender of this bill?', 'supplier_name'],
    ['By what date must we pay?', 'due_date'],
    ['Which VAT number does the buyer have?', 'receiver_vat'],
    ['Hvor meget skylder vi?', 'amount_due'],
    // "Hvornår" asks for a date: the classifier's amount to pay is no reading of it.
    ['Hvornår skal vi betale?', 'due_date'],
    ['Hvor mange procent moms er der på?', 'vat_rate'],
    ['Hvem er fakturaen fra?', 'supplier_name'],
    ['Vem har skickat fakturan?', 'supplier_name'],
    ['Hur mycket blir det utan moms?', 'total_excl'],
    ['När ska fakturan vara betald?', 'due_date'],
    ['Hvor mye moms er det på fakturaen?', 'total_vat'],
    ['Når forfaller fakturaen?', 'due_date'],
    ['Hvem er fakturaen til?', 'receiver_name'],
    ['Welk btw-nummer heeft de klant?', 'receiver_vat'],
    ['Wat is het bedrag zonder btw?', 'total_excl'],
    ['Wanneer moet de factuur betaald zijn?', 'due_date'],
    ['Welcher Betrag ist noch zu überweisen?', 'amount_due'],
    ['Welche Firma hat uns die Rechnung geschickt?', 'supplier_name'],
    ['Wer ist der Absender der Rechnung?', 'supplier_name'],
    ['Quand faut-il payer la facture ?', 'due_date'],
    ['Quel est le montant hors TVA ?', 'total_excl'],
    ['Qui nous a envoyé la facture ?', 'supplier_name'],
  ])('%s asks for %s', (question, concept) => {
    const q = parseQuestion(question);
    expect(q.concept?.id).toBe(concept);
    expect(q.unexplained).toEqual([]);
  });

  it('classifies a question with probabilities, best first, in well under a millisecond', () => {
    const guesses = classifyQuestion('Hvornår skal vi senest betale?', 3);
    expect(guesses[0]?.concept).toBe('due_date');
    expect(guesses.map((g) => g.p)).toEqual([...guesses.map((g) => g.p)].sort((a, b) => b - a));
    expect(guesses.reduce((s, g) => s + g.p, 0)).toBeLessThanOrEqual(1.000001);
  });
});

const CORPUS = join(new URL('.', import.meta.url).pathname, '../../../shared/corpus/zugferd');

describe('a real German invoice asked in re-wordings', () => {
  const doc = readDocument(
    'XML-Rechnung__FX__EN16931_Einfach.pdf',
    readFileSync(join(CORPUS, 'XML-Rechnung__FX__EN16931_Einfach.pdf')),
  );
  const ask = async (question: string): Promise<string | null> =>
    answerDocument(await doc, [question])
      .filter((a) => a.answer !== undefined)
      .sort((a, b) => b.confidence.value - a.confidence.value)[0]?.answer ?? null;
  const amount = (a: string | null) => (a === null ? null : parseAmount(a.replace(/[^\d.,-]/g, '')));

  it('answers what the page states, however it is asked', async () => {
    expect(amount(await ask('What do we still owe on this?'))).toBe(529.87);
    expect(amount(await ask('Welcher Betrag ist noch zu überweisen?'))).toBe(529.87);
    expect(await ask('Welche Firma hat uns die Rechnung geschickt?')).toContain('Lieferant GmbH');
  });

  it.each([
    'What is the flight number?',
    'Which flight is this for?',
    "What is the patient's date of birth?",
    'When was the patient born?',
    'What is the tracking number?',
    "What's the parcel tracking code?",
    'Who was the driver?',
    'Hvad er sporingsnummeret?',
    'Hvem var chaufføren?',
    'Vad är patientens födelsedatum?',
    'Hva er flynummeret?',
    'Wie is de chauffeur?',
    'Wie lautet die Sendungsnummer?',
    'Wann ist der Patient geboren?',
    'Quel est le numéro de vol ?',
    'Qui était le chauffeur ?',
  ])('gives no answer to "%s" (nothing printed says so)', async (question) => {
    expect(await ask(question)).toBeNull();
  });
});
