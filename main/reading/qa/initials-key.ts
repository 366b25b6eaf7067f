import type { SegmentInfo } from './page-types';
import { conceptById } from './lexicon';
import { closingTitle, isDocumentNumber, NUMBER_KEY, qualifiedTitle } from './titles';
import { tokens } from './normalize';

/**
 * A document's number keyed by its title's initials: "SI No.: 00041273" under "SALES INVOICE",
 * "OR No." under "OFFICIAL RECEIPT", "CN No. CN-0612" under "CREDIT NOTE". No pack lists such
 * shortenings (two letters are many things: "or", "si"), but the page prints the title they
 * stand for: its words' first letters, then a number word, then the number, label the document's
 * number. Labels are set in place, on segments no label claimed.
 */
export function initialsKeys(segs: SegmentInfo[]): void {
  const initials = new Set([
    ...segs
      .filter((s) => qualifiedTitle(s.seg.text))
      .map((s) => s.tokens.map((t) => t[0]).join(''))
      .filter((i) => i.length >= 2),
    ...segs.map((s) => compoundInitials(s.tokens[0] ?? '')).filter((i): i is string => !!i),
  ]);
  const concept = conceptById.get('invoice_number');
  if (!initials.size || !concept) return;
  for (const info of segs) {
    if (info.label) continue;
    // Run together with its number word ("KR-Nr.:"), the key is a cell of its own, the number the
    // one beside it, as any key's.
    const joined = JOINED_KEY.exec(info.seg.text.trim());
    if (joined && initials.has(joined[1]!.toLowerCase())) {
      info.label = { concept, quality: INITIALS_QUALITY, length: 1, wordsUsed: 1 };
      continue;
    }
    const [first, key, ...rest] = info.seg.words;
    if (!first || !key || !rest.length) continue;
    if (!initials.has(tokens(first.text).join('')) || !NUMBER_KEY.test(key.text)) continue;
    if (!isDocumentNumber(rest.map((w) => w.text).join(' '))) continue;
    info.label = { concept, quality: INITIALS_QUALITY, length: 2, wordsUsed: 2 };
  }
}

/** A key of initials and a number word in one, alone in its cell: "KR-Nr.:", "SR-No.". */
const JOINED_KEY = /^(\p{L}{2,4})-(?:no|nr|n[°º])\.?:?$/iu;

/**
 * The initials of a title compound, as German shortens it: its first letter and its closing
 * title's ("KR" of "Kostenberechnung" and of "Kostenrechnung", "SR" of "Schlussrechnung"). Only a
 * line opening with it: the document's own heading, not a word of a sentence.
 */
function compoundInitials(word: string): string | null {
  const title = closingTitle(word);
  return title ? `${word[0]}${title[0]}` : null;
}

/** As sure as a title before its number (titles.ts): the key names the document by its initials. */
const INITIALS_QUALITY = 0.85;
