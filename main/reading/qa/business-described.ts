import { COMPANY_WORDS, STOP_WORDS, TITLE_WORDS } from '../lang';
import { advanceWords, deductionWords, tradesIn } from '../lang/phrases';
import { printedAs } from './bought-shown';
import { tokens } from './normalize';
import type { PageModel, SegmentInfo } from './page-model';
import { modelMemo } from './model-memo';
import { BoundedCache } from '../../util/bounded-cache';
import { prose } from './beside-label';
import { isParty } from './question-unexplained';
import { documentWordForm } from './titles';
import { knownWord, NUMBER_WORDS, numberWord } from './question-words';

/** A name, an item or a heading is a few words; a longer line is terms or a sentence. */
const SHORT = 10;

/** A question's words and where it names a trade: asked of every page, read once. */
const askedOf = new BoundedCache<{ all: string[]; trades: Set<number> }>(2_000);
/** A page's short segments (SHORT), once per page. */
const shortSegs = modelMemo<0, SegmentInfo[]>();

/**
 * Whether the words a question leaves over only say which business or which document it asks of,
 * by what the business does or sells as the page prints it: "the sign shop's invoice" of a sign
 * maker billing "Coroplast lawn sign", "the Kajang grocery receipt" of a shop in Kajang, "the
 * catering supplier" of "Northgate Catering Supplies". Each word stands right before a word for a
 * business (a trade, a party's word, the plain "company"), or for the document ("receipt",
 * "invoice"), or before another such word ("Kajang" before "grocery receipt"); and the page prints
 * it, in a name, an item or a heading, not in a sentence of terms. A word the page does not print
 * ("the flight company's invoice") names another business or document, and stays unexplained.
 */
export function businessDescribed(
  model: PageModel,
  text: string,
  lang: string | null,
  words: readonly string[],
): boolean {
  if (!words.length) return false;
  const { all, trades } = askedOf.get(`${lang ?? ''}\u0000${text}`, () => {
    const asked = tokens(text);
    return { all: asked, trades: tradesIn(asked, lang) };
  });
  // What a document is of besides this one ("the deposit invoice", "the advance receipt") names
  // another document, printed or not; so does a title's word itself ("proforma").
  const parted = new Set([...advanceWords(lang), ...deductionWords(lang)]);
  // The possessive's "s" ("the sign shop's invoice") stands between a word and what it says of.
  const next = (i: number) => (all[i + 1] === 's' ? i + 2 : i + 1);
  const business = (i: number) => trades.has(i) || isParty(all[i] ?? '') || COMPANY_WORDS.has(all[i] ?? '');
  // The document by its title, not before a number: "the deposit invoice number" asks another's.
  const document = (i: number) => documentWordForm(all[i] ?? '') && !numberWord(all[i + 1] ?? '');
  const names = (i: number) => business(i) || document(i);
  // Right before such a word, or before a word that is right before one ("Kajang grocery
  // receipt"); never across a word of no content ("von welchem Anwaltsbüro ist die Rechnung").
  const describes = (i: number, depth = 0): boolean => {
    const j = next(i);
    if (j >= all.length) return false;
    // A word between is one no pack knows, as the word itself: "gjelder" in "Hvilket
    // prosjektnummer gjelder fakturaen?" is a verb, and the number asked is another's.
    const between = !STOP_WORDS.has(all[j]!) && !knownWord(all[j]!, lang);
    return names(j) || (between && depth < 2 && describes(j, depth + 1));
  };
  const short = shortSegs(model, 0, () =>
    model.segs.filter((s) => s.tokens.length <= SHORT && !prose(s.seg.text)),
  );
  const printed = (w: string) => short.some((s) => s.tokens.some((t) => printedAs(w, t)));
  return words.every((w) => {
    const at = all.indexOf(w);
    return (
      at >= 0 &&
      !names(at) &&
      !parted.has(w) &&
      !TITLE_WORDS.has(w) &&
      !numberWord(w) &&
      // Nor a compound of a number's word ("prosjektnummer"): an identifier of its own.
      !NUMBER_WORDS.some((n) => n.length >= 3 && w.endsWith(n)) &&
      describes(at) &&
      printed(w)
    );
  });
}
