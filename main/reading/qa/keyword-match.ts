import { PARTY_WORDS } from '../lang';
import { tokenSimilarity } from './normalize';
import { numberWord } from './question-words';
import { BARE_NUMBER, GLUED_SIGN } from './number-sign';
import type { Found } from './values';

/**
 * How well a printed word matches a question word: exact, an inflection or a compound that is
 * mostly the other word, or a slip. A short word at the head of a long compound is another thing:
 * "Reise" (journey) is not the "Reisepassnummer" (passport number) asked for.
 */
/**
 * A printed sign for "number": a number's bare word (number-sign.ts: "No.", "N°", "Nr.", "Num."),
 * "#" set apart, or the Norwegian definite "nummeret".
 */
const NUMBER_SIGN = (t: string): boolean => BARE_NUMBER.test(t) || t === '#' || t === 'nummeret';

export function wordMatch(t: string, k: string): number {
  if (t === k) return 1;
  // Every question's words are matched against every word of the page: the pairs repeat over
  // questions and pages, and a slip's edit distance is the dear part.
  let byPrinted = matches.get(k);
  if (!byPrinted) {
    if (matches.size >= MAX_ASKED) matches.clear();
    byPrinted = new Map();
    matches.set(k, byPrinted);
  }
  let score = byPrinted.get(t);
  if (score === undefined) {
    if (byPrinted.size >= MAX_PRINTED) byPrinted.clear();
    score = wordMatchUncached(t, k);
    byPrinted.set(t, score);
  }
  return score;
}

/** Bounds on wordMatch's memory in a long-running app: past them, it starts over. */
const MAX_ASKED = 5_000;
const MAX_PRINTED = 20_000;
const matches = new Map<string, Map<string, number>>();

function wordMatchUncached(t: string, k: string): number {
  // "Table #12", "Table No. 12" for "the table number": "#" and "No." are printed for the word.
  // Not for a party's word: "customer" labels a customer number among others, and is not printed
  // as "No." ("Co. Reg. No. / UEN" is no customer's).
  // Only a sign for "number" stands for it: "VAT" and "ref" are number words too, other ones.
  if (numberWord(k) && !PARTY_WORDS.some((p) => k.startsWith(p)) && (NUMBER_SIGN(t) || GLUED_SIGN.test(t)))
    return 1;
  const short = Math.min(t.length, k.length);
  const long = Math.max(t.length, k.length);
  // A printed word shorter than the asked one by more than an ending is another word: "CASH" is
  // not the "cashier" asked for, though "Invoices" is the "invoice" asked for.
  const ending = t.length > k.length ? 3 : 2;
  if ((t.startsWith(k) || k.startsWith(t)) && short >= 4 && (long - short <= ending || short / long >= 0.7))
    return 0.85;
  return tokenSimilarity(t, k);
}

/**
 * What follows a label on its own line, as printed, when it is no value of a kind the reader knows
 * ("PICKUP TIME: 11:07:09"): it is the label's, where a row further down is some other column's.
 */
export function asPrinted(text: string): Found | null {
  const value = text.trim();
  if (!/[\p{L}\p{N}]/u.test(value) || value.length > 40) return null;
  return { text: value, start: text.indexOf(value), normalized: value };
}
