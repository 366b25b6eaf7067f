import { PACKS, SUBJECT_KEYS, words as listed } from '../lang';
import { tokens } from './normalize';
import type { PageModel } from './page-types';
import type { ParsedQuestion } from './question';
import { numberWord } from './question-words';
import { sameStem } from './same-stem';
import { byLine } from './geometry';
import { findValues } from './values';

/**
 * The page's subject lines: a line whose first cell opens with a subject's key (LanguagePack.subjects:
 * "Betreff:", "Vedr.:", "Objet :", "Chantier :", "In Sachen", "wegen"), naming what the whole
 * document is about.
 */

/** The key a cell's words open with, if any: its number of words. */
function keyLength(cell: readonly string[]): number {
  return SUBJECT_KEYS.find((k) => k.length <= cell.length && k.every((w, i) => cell[i] === w))?.length ?? 0;
}

const linesOf = new WeakMap<PageModel, string[][]>();

/**
 * The words of the page's subject lines, after the key that opens them: "Betreff: Erneuerung
 * Elektroinstallation Backstube, Hauptplatz 5" gives "erneuerung", "elektroinstallation",
 * "backstube", … Only a cell whose key stands alone, closed by its colon ("Vedr.:", "Objet :"): a
 * sentence that merely opens with "re" or "concerning" says no subject.
 */
export function subjectLines(model: PageModel): string[][] {
  let lines = linesOf.get(model);
  if (!lines) {
    lines = model.segs.flatMap((s) => {
      const n = keyLength(s.tokens);
      return n && keyClosed(s.seg.text, n) ? [s.tokens.slice(n)] : [];
    });
    linesOf.set(model, lines);
  }
  return lines;
}

/** Whether the text's first `n` words, and nothing else, stand before a colon. */
const keyClosed = (text: string, n: number): boolean =>
  new RegExp(`^\\s*(?:[\\p{L}.]+\\s+){${n - 1}}[\\p{L}.]+\\s*:`, 'u').test(text);

/** Every pack's words for a thing's own price (LanguagePack.priceWords), folded. */
const PRICE_WORDS = new Set(PACKS.flatMap((p) => listed(p.priceWords).flatMap((w) => tokens(w))));

/** The totals a question may ask of what the whole document bills, and its VAT. */
const OF_THE_WHOLE = new Set(['amount_due', 'total_incl', 'total_vat']);

/**
 * Every word of the lines whose first cell opens with a subject's key, colon or not, with the
 * cells beside it ("In Sachen | Köhler-Albrecht ./. Wohnbau", "wegen | Rückzahlung der Mietkaution").
 */
function subjectWords(model: PageModel): string[] {
  return [...byLine(model.segs).values()].flatMap((line) => {
    const cells = [...line].sort((a, b) => a.seg.x - b.seg.x);
    return keyLength(cells[0]?.tokens ?? []) ? cells.flatMap((c) => c.tokens) : [];
  });
}

/**
 * Whether the question's words left over name what the whole document bills as its subject line
 * prints it: "Was kostet mich die Anwältin für die Sache mit der Mietkaution?" of "In Sachen ...
 * wegen Rückzahlung der Mietkaution", "Combien je dois encore pour la cuisine ?" of "Chantier :
 * rénovation électrique cuisine". The subject is the whole bill's, however many of its lines
 * print the word too. Only a question reading the whole's total, not a number.
 */
export function subjectNamed(model: PageModel, q: ParsedQuestion, words: readonly string[]): boolean {
  if (!q.concept || !OF_THE_WHOLE.has(q.concept.id) || !words.length) return false;
  if (q.expected && q.expected !== 'amount') return false;
  if (q.keywords.some(numberWord)) return false;
  const subject = subjectWords(model);
  return words.every((w) => subject.some((t) => sameStem(w, t)));
}

/**
 * Whether the question asks the price of the thing only the subject line names: "What was the
 * purchase price of 14 Larkspur Close?" of "Re: Your purchase of 14 Larkspur Close" asks what the
 * house sold for, which a solicitor's bill for the conveyancing does not print; its total is no
 * answer. A thing a priced line prints too is billed there, its price that line's.
 */
export function subjectPriceAsked(model: PageModel, q: ParsedQuestion): boolean {
  if (q.concept?.type !== 'amount' || !q.unexplained.length) return false;
  if (!tokens(q.text).some((t) => PRICE_WORDS.has(t))) return false;
  const subject = subjectWords(model);
  if (!q.unexplained.every((w) => subject.some((t) => sameStem(w, t)))) return false;
  return !pricedLines(model).some((line) => q.unexplained.every((w) => line.some((t) => sameStem(w, t))));
}

/** The words of each line printing an amount outside the subject lines: the items billed. */
function pricedLines(model: PageModel): string[][] {
  return [...byLine(model.segs).values()]
    .filter((line) => !keyLength([...line].sort((a, b) => a.seg.x - b.seg.x)[0]?.tokens ?? []))
    .filter((line) => line.some((s) => findValues('amount', s.seg.text).length > 0))
    .map((line) => line.flatMap((s) => s.tokens));
}
