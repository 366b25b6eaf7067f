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
  if (!rival) return ranked;
  return [{ ...top, text: rival.text, normalized: rival.text }, ...rest.filter((l) => l !== rival)];
}

/** A letter misread, dropped or doubled: two may be another name ("Jens Hofmann", "Jana Hofmann"). */
const SLIPS = 1;
/** Names shorter than this are a letter apart from too many others. */
const MIN_LENGTH = 6;
