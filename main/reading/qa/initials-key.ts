import type { SegmentInfo } from './page-types';
import { conceptById } from './lexicon';
import { isDocumentNumber, NUMBER_KEY, qualifiedTitle } from './titles';
import { tokens } from './normalize';

/**
 * A document's number keyed by its title's initials: "SI No.: 00041273" under "SALES INVOICE",
 * "OR No." under "OFFICIAL RECEIPT", "CN No. CN-0612" under "CREDIT NOTE". No pack lists such
 * shortenings (two letters are many things: "or", "si"), but the page prints the title they
 * stand for: its words' first letters, then a number word, then the number, label the document's
 * number. Labels are set in place, on segments no label claimed.
 */
export function initialsKeys(segs: SegmentInfo[]): void {
  const initials = new Set(
    segs
      .filter((s) => qualifiedTitle(s.seg.text))
      .map((s) => s.tokens.map((t) => t[0]).join(''))
      .filter((i) => i.length >= 2),
  );
  const concept = conceptById.get('invoice_number');
  if (!initials.size || !concept) return;
  for (const info of segs) {
    const [first, key, ...rest] = info.seg.words;
    if (info.label || !first || !key || !rest.length) continue;
    if (!initials.has(tokens(first.text).join('')) || !NUMBER_KEY.test(key.text)) continue;
    if (!isDocumentNumber(rest.map((w) => w.text).join(' '))) continue;
    info.label = { concept, quality: INITIALS_QUALITY, length: 2, wordsUsed: 2 };
  }
}

/** As sure as a title before its number (titles.ts): the key names the document by its initials. */
const INITIALS_QUALITY = 0.85;
