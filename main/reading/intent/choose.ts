import { CONCEPT_DEFS } from '../concepts';
import type { ValueType } from '../qa/values';
import { classifyQuestion, type ConceptGuess } from './classify';

/**
 * How the learned classifier and the rules of qa/question.ts decide together which concept a
 * question asks about. The classifier has read every language's re-wordings; the rules know the
 * printed labels. So: a classifier that is all but certain decides ("Which VAT number does the
 * customer have?" is the customer's, though "VAT number" is the supplier's label); below that a
 * printed label written in the question ("IBAN", "Rechnungsnummer") keeps the rules' reading; and
 * a re-wording the rules do not know ("Who billed us?") is the classifier's when it is sure.
 * Whatever is chosen, every word of the question no language pack knows must still be shown by the
 * page (the evidence rule in question.ts): the classifier picks the concept, never the answer.
 */
export const CLASSIFIER_CERTAIN = 0.8;
export const CLASSIFIER_SURE = 0.7;

/** The concept to read, and whether the classifier chose it (then the rules' word count is moot). */
export type Choice = { concept: string; learned: boolean } | null;

const TYPE = new Map(CONCEPT_DEFS.map((d) => [d.id, d.type]));
const ALSO_FROM = new Map(CONCEPT_DEFS.map((d) => [d.id, d.alsoFrom ?? []]));

/**
 * How sure the classifier is of a reading: its probability plus that of the readings it answers
 * with ("À combien s'élève la facture ?" split between the gross total and the amount due, each of
 * which answers when the other is not printed, is one reading: the bill's amount).
 */
function support(guess: ConceptGuess, guesses: ConceptGuess[]): number {
  const also = ALSO_FROM.get(guess.concept) ?? [];
  return guesses.reduce((p, g) => (also.includes(g.concept) ? p + g.p : p), guess.p);
}

/** The kinds a figure answers: "how much" asks an amount, a rate or a count, never a name. */
const FIGURES = new Set<ValueType>(['amount', 'percent', 'count']);

/**
 * "When", "hvornår", "wann", "quand" ask for a date and nothing else, and a date is asked only so:
 * a classifier that reads "Hvornår skal vi betale?" as the amount to pay has misread it. A question
 * opening "how much" ("Hoeveel bedraagt de rekening?") asks a figure, not the bank account its
 * "rekening" also labels; one opening "who" ("Whom do we owe?", "Voor wie is de rekening?") asks
 * a party or where it is, not the amount owed or the account.
 */
function fitsWording(concept: string, expected: ValueType | null): boolean {
  if (!expected) return true;
  const type = TYPE.get(concept);
  if ((expected === 'date') !== (type === 'date')) return false;
  if (expected === 'amount' || expected === 'count') return !!type && FIGURES.has(type);
  if (expected === 'name') return type === 'name' || type === 'address';
  // "How long", "wie lange", "combien de temps" ask a span: the terms, never a figure or a date.
  if (expected === 'text') return type === 'text';
  // "Where", "var", "wo", "où" ask a place or a party, and Danish and Norwegian "hvor stort" a
  // size: never a count, which "how many", "hvor mange" ask (read as a count before any place).
  if (expected === 'address') return type !== 'count';
  return true;
}

/** The two parties' names: which of them a question asks its roles may say (qa/side-by-role.ts). */
const PARTY_NAMES = new Set(['supplier_name', 'receiver_name']);

/** Above this the classifier favours a reading over one the rules took from question words alone. */
export const CLASSIFIER_FAVOURS = 0.5;

/** Below this the classifier's reading is no reading at all (see the last step below). */
export const CLASSIFIER_PLAUSIBLE = 0.1;

export function chooseConcept(
  text: string,
  rules: {
    concept: string | null;
    labelled: boolean;
    expected: ValueType | null;
    /** The rules matched only question words ("aan wie", "to whom"), which say no direction. */
    fromQuestionWords?: boolean;
    /** The rules' reading accounts for every word of the question but its question words. */
    coversAll?: boolean;
    /** The question's roles say which party it asks of ("billing us": the seller), whatever it names. */
    sided?: boolean;
  },
): Choice {
  const guesses = classifyQuestion(text, 5);
  const top = guesses[0];
  // One reading of the bill's amount or the other: a label the question names decides which ("the
  // total of this invoice" is its total, though a paid hotel bill's balance, the amount due, is 0.00).
  // Only when that label is all the question says: "Welcher Betrag ist noch zu überweisen?" says
  // more than "Betrag", and what it says is the amount due's.
  if (
    top &&
    rules.concept &&
    rules.labelled &&
    rules.coversAll &&
    ALSO_FROM.get(top.concept)?.includes(rules.concept)
  )
    return { concept: rules.concept, learned: false };
  // A printed label keeps the rules' reading only when that reading is the kind of value asked for:
  // "Wanneer is de rekening verstuurd?" names "rekening" (an account's label, and the invoice) but
  // asks a date.
  const rulesFit = !rules.concept || fitsWording(rules.concept, rules.expected);
  // Sure of the bill's amount but not of which of its two readings: the rules' one, when they have one.
  const p =
    top && rules.concept && ALSO_FROM.get(top.concept)?.includes(rules.concept)
      ? top.p
      : top && support(top, guesses);
  const sure =
    top &&
    p &&
    fitsWording(top.concept, rules.expected) &&
    (p >= CLASSIFIER_CERTAIN || (p >= CLASSIFIER_SURE && !(rules.concept && rules.labelled && rulesFit)));
  if (sure) return { concept: top.concept, learned: true };
  // Split between the two parties' names ("Who's the landscaper billing us?": its "billing" leans
  // to the customer, its "us" to the seller), the classifier is sure a name is asked; whose is the
  // question's roles' to say, where they say it, and no reading of the rules stands against it.
  const second = guesses[1];
  if (
    top &&
    second &&
    rules.sided &&
    !rules.concept &&
    PARTY_NAMES.has(top.concept) &&
    PARTY_NAMES.has(second.concept) &&
    top.p + second.p >= CLASSIFIER_SURE &&
    fitsWording(top.concept, rules.expected)
  )
    return { concept: top.concept, learned: true };
  // "Aan wie" (to whom) opens the customer's questions and the issuer's ("Aan wie moeten we
  // betalen?"): between two readings of one kind that the rules took from question words alone,
  // the classifier's likelier one.
  if (
    top &&
    rules.concept &&
    rules.fromQuestionWords &&
    !rules.labelled &&
    TYPE.get(top.concept) === TYPE.get(rules.concept) &&
    top.p >= CLASSIFIER_FAVOURS
  )
    return { concept: top.concept, learned: true };
  if (rules.concept && !rulesFit) {
    // The rules' reading cannot be what is asked: the likeliest reading that can, if it is likely.
    const fitting = guesses.find(
      (g) => fitsWording(g.concept, rules.expected) && g.p >= CLASSIFIER_PLAUSIBLE,
    );
    if (fitting) return { concept: fitting.concept, learned: true };
    // A "when" question no date concept reads asks for something no pack names ("Wann war der
    // Termin?"): the terms the rules matched are no date, so nothing is read rather than them. So
    // with "who": "Who has to pay this invoice?" is no amount to pay.
    if (rules.expected === 'date' || rules.expected === 'name') return null;
  }
  return rules.concept ? { concept: rules.concept, learned: false } : null;
}
