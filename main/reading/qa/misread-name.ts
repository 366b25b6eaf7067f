import type { Located } from './locate';
import { editDistance, tokens } from './normalize';
import type { PageModel } from './page-model';

/**
 * A name OCR misread by a letter in one place where the page prints it again, read right: "Lena
 * Voogt" on the sender line, "LENA VOGT" in the letterhead and "Lena Vogt" twice in the footer.
 * OCR's slips fall on one place at a time, so of two spellings a letter apart, the one the
 * page prints more often is the name: the leading name takes it from a rival spelt so. A page
 * read from its text layer has no misreadings and is returned as it is.
 */
export function spelledAsPrinted(model: PageModel, ranked: Located[]): Located[] {
  const [top, ...rest] = ranked;
  if (!top || model.page.readConfidence === undefined) return ranked;
  const key = tokens(top.text).join(' ');
  const lines = model.segs.map((s) => ` ${tokens(s.seg.text).join(' ')} `);
  const printed = (k: string) => lines.filter((l) => l.includes(` ${k} `)).length;
  const mine = printed(key);
  const rival = rest.find((l) => {
    const k = tokens(l.text).join(' ');
    return k !== key && k.length >= MIN_LENGTH && editDistance(k, key, SLIPS) <= SLIPS && printed(k) > mine;
  });
  if (!rival) return wordsAsPrinted(model, ranked);
  return [{ ...top, text: rival.text, normalized: rival.text }, ...rest.filter((l) => l !== rival)];
}

/**
 * A word of the leading name OCR misread by one letter where the page prints the word again, read
 * right, on more lines: "DONINO'S PIZZA" over "DOMINO'S PIZZA TAMAN UNIVERSITI", "THANK YOU FOR
 * VISITING DOMINO'S" and "WWW.DOMINOS.COM.MY". The name's other words need not be printed again
 * (the branch under the logo, a legal form), so the whole name has no rival; its word does. Only
 * a letter read as another, in a word long enough that a letter apart is not another word.
 */
function wordsAsPrinted(model: PageModel, ranked: Located[]): Located[] {
  const [top, ...rest] = ranked;
  if (!top) return ranked;
  const lines = model.segs.map((s) => new Set(tokens(s.seg.text)));
  const onLines = (w: string) => lines.filter((l) => l.has(w)).length;
  const pageWords = new Set(lines.flatMap((l) => [...l]));
  let text = top.text;
  for (const word of new Set(tokens(top.text))) {
    if (word.length < MIN_WORD || !/^[a-z]+$/.test(word)) continue;
    const mine = onLines(word);
    const right = [...pageWords].find(
      (w) =>
        w.length === word.length &&
        /^[a-z]+$/.test(w) &&
        editDistance(w, word, SLIPS) <= SLIPS &&
        onLines(w) > mine,
    );
    // Respelt in the name's own print: the same letters' case, its punctuation kept.
    if (right) text = text.replace(new RegExp(`(?<![a-z])${word}(?![a-z])`, 'gi'), (m) => sameCase(right, m));
  }
  if (text === top.text) return ranked;
  return [{ ...top, text, normalized: text }, ...rest];
}

/** A word in the case another was printed in: upper case as upper case, else as it is. */
const sameCase = (word: string, as: string): string => (as === as.toUpperCase() ? word.toUpperCase() : word);

/** Words shorter than this are a letter apart from too many others ("BAKER", "BAKED"). */
const MIN_WORD = 6;

/** A letter misread, dropped or doubled: two may be another name ("Jens Hofmann", "Jana Hofmann"). */
const SLIPS = 1;
/** Names shorter than this are a letter apart from too many others. */
const MIN_LENGTH = 6;
