import type { Segment, Word } from '../types';
import { segmentOf } from '../segment';
import { CONCEPTS } from './lexicon';
import { tokens } from './normalize';

/**
 * A scan's reader loses a key's opening word when it is one thin capital: "I" of the Danish "I alt"
 * is one upright stroke, which the reader drops ("alt DKK 35.977,50") or runs into the next word as
 * a look-alike ("lalt", "|alt", "Ialt"). What is left labels nothing, and the total it keys goes
 * unread. The keys that open with such a letter are the packs' own (every label whose first word is
 * "i"); a line of a scan that opens with the rest of one is read with the letter restored, where the
 * restored line is a key. A text layer prints its letters, and its lines are read as printed.
 */

/** The second words of the labels that open with a lone "i" ("alt" of "i alt"). */
const AFTER_I = new Set(
  CONCEPTS.flatMap((c) => c.labels.map(tokens)).flatMap((t) => (t[0] === 'i' && t[1] ? [t[1]] : [])),
);

/** Strokes a reader gives for a capital "I" run into the next word. */
const FUSED = /^[Il|1]/;

/** The line's words with the dropped or fused "I" set back before the rest of the key, or null. */
function restored(seg: Segment): Word[] | null {
  const [first, ...rest] = seg.words;
  if (!first) return null;
  const word = first.text.toLowerCase();
  if (AFTER_I.has(word)) {
    // Where the letter stood: a thin capital and a space before the word.
    const lone = { ...first, text: 'I', x: first.x - first.h * 0.55, w: first.h * 0.25 };
    return [lone, first, ...rest];
  }
  if (FUSED.test(first.text) && AFTER_I.has(word.slice(1))) {
    const share = first.w / first.text.length;
    return [
      { ...first, text: 'I', w: share },
      { ...first, text: first.text.slice(1), x: first.x + share * 1.5, w: first.w - share * 1.5 },
      ...rest,
    ];
  }
  return null;
}

/**
 * A scan's line whose key lost its lone "I", read with it set back; the line itself where it is no
 * such key (a line that keys something as read, or that is no key with the letter either).
 */
export function loneLetterRestored(seg: Segment, keyed: (s: Segment) => boolean): Segment {
  const words = restored(seg);
  if (!words || keyed(seg)) return seg;
  const back = segmentOf(words, seg.line);
  return keyed(back) ? back : seg;
}
