import { askingAt } from '../intent/features';
import type { Concept } from './lexicon';
import { tokens } from './normalize';
import { sharedWord } from './question-words';

// Which of two readings of a question a word decides for, where their scores alone would not.

/**
 * Whether a concept's reading (`covered`) has a word of its own beside the shared words another
 * was read from alone (`other`): a tie between them is its. In "le numéro SIRET" the word "siret"
 * names which number; "numéro" is any number's.
 */
export const namesWhich = (all: string[], covered: Set<number>, other: Set<number>): boolean =>
  [...other].every((i) => sharedWord(all[i]!)) &&
  [...covered].some((j) => !sharedWord(all[j]!) && (other.has(j - 1) || other.has(j + 1)));

/**
 * Whether the words read for one concept (`covered`, a label word for word) are none of another's
 * (`other`), which reads no word of the question (`otherCovered`): "le code NAF du client" is a
 * registration's code, no customer number, whatever the classifier leans to.
 */
export const unreadBy = (
  other: Concept,
  otherCovered: ReadonlySet<number> | undefined,
  all: string[],
  covered: ReadonlySet<number>,
  isStop: readonly boolean[],
): boolean => !otherCovered?.size && [...covered].every((i) => isStop[i] || !other.words.has(all[i]!));

/**
 * Whether the words a reading of another kind rests on are all part of a longer label the rules
 * read: "USt" speaks for the VAT total, but "USt-IdNr." is a VAT number's label, whole.
 */
export function withinLabel(
  other: ReadonlySet<number> | undefined,
  label: ReadonlySet<number>,
  isStop: readonly boolean[],
): boolean {
  return (
    !!other &&
    other.size > 0 &&
    // A stop word the other reading takes in ("due on" of "is due on the bill") says nothing of its own.
    [...other].every((i) => label.has(i) || isStop[i]) &&
    [...label].some((i) => !isStop[i] && !other.has(i))
  );
}

/**
 * Whether the classifier's reading is a date (`other`) that no word of the question speaks for, not
 * even a question word, where the rules read most of its content words as another kind: a date is
 * asked by "when" or a date's word, and "Wat is het saldo dat we nog moeten storten?" is no invoice
 * date, whatever the classifier made of "dat" (its "saldo" and "storten" are the amount due's words).
 */
export const wordless = (
  other: Concept | undefined,
  otherCovered: ReadonlySet<number> | undefined,
  rules: Concept | null,
  covered: ReadonlySet<number>,
  content: { i: number }[],
): boolean =>
  other?.type === 'date' &&
  !!otherCovered &&
  !otherCovered.size &&
  !!rules &&
  rules.type !== 'date' &&
  content.filter((c) => covered.has(c.i)).length * 3 >= content.length * 2;

/**
 * Whether the word the question's kind is read from opens a label of the concept of two words or
 * more, written word for word: "Pay by?" is the due date's label "pay by", a date, whatever "pay"
 * asks when it opens a question of its own ("Pay how much?"). A question word before the label
 * still asks ("When is the total due?" is no total, though "total due" labels one).
 */
export function askedInLabel(all: string[], concept: Concept): boolean {
  const at = askingAt(all);
  if (at === null) return false;
  return concept.labels.some((label) => {
    const words = tokens(label);
    return words.length > 1 && words.every((w, k) => all[at + k] === w);
  });
}

/**
 * Whether the rules read a number's label word for word ("factuurnummer", "invoice number") and the
 * classifier another number from words after it ("Wat is het factuurnummer van deze bestelling?",
 * "the invoice number of this order"): the label says which number is asked; what follows it says
 * whose document that is, the purchase the page bills. The classifier, sure of "order", gave the
 * order number.
 */
export const labelThenWhose = (
  best: Concept | null,
  labelledWordForWord: boolean,
  covered: ReadonlySet<number>,
  learned: Concept | undefined,
  learnedCovered: ReadonlySet<number> | undefined,
): boolean =>
  !!best &&
  labelledWordForWord &&
  best.type === 'reference' &&
  learned?.type === 'reference' &&
  !!learnedCovered?.size &&
  covered.size > 0 &&
  [...learnedCovered].every((i) => i > Math.max(...covered));

/**
 * Whether, between two parties' names, the classifier's reading rests on words all within a longer
 * phrase the rules read, word for word: "Who should the check be made out to?" is the payee, though
 * "made out to" alone asks the customer; "Which company got the catering?" is the customer, though
 * "company" alone labels the seller. (Across kinds the classifier's reading stands: "Qui doit
 * payer" is who pays, not the amount "payer" reads.)
 */
export const nameWithin = (
  best: Concept | null,
  covered: ReadonlySet<number>,
  learned: Concept | undefined,
  learnedCovered: ReadonlySet<number> | undefined,
): boolean =>
  !!best &&
  !!learnedCovered?.size &&
  [...learnedCovered].every((i) => covered.has(i)) &&
  covered.size > learnedCovered.size &&
  learned?.type === 'name' &&
  best.type === 'name';
