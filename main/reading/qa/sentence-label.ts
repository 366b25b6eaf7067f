import type { Segment } from '../types';
import { QUALIFIER_GROUPS } from '../lang';
import { tokens } from './normalize';
import type { LabelHit } from './page-types';
import { subSegment, textAfter } from './segment-words';
import { findValues } from './values';

/**
 * A line of sentences may say a total in its second one ("All prices include GST. Total includes
 * GST of $28.64."): a label reads only where it opens its segment, so the sentence that opens with
 * an amount's label and prints its amount is a segment of its own. Only amounts: a sentence naming a
 * date or a party goes on with words of its own ("Payment within 14 days. Due on receipt."). A line
 * a label opens is that label's.
 */
export function sentencesApart(seg: Segment, classify: (s: Segment) => LabelHit | null): Segment[] {
  if (classify(seg)) return [seg];
  for (let i = 1; i < seg.words.length; i++) {
    const end = seg.words[i - 1]?.text ?? '';
    if (!SENTENCE_END.test(end) || inOrOut(end) || !OPENS.test(seg.words[i]?.text ?? '')) continue;
    const rest = subSegment(seg, i);
    const hit = classify(rest);
    if (hit?.concept.type !== 'amount' || !findValues('amount', textAfter(rest, hit.wordsUsed)).length)
      continue;
    return [subSegment(seg, 0, i), rest];
  }
  return [seg];
}

/**
 * A sentence's last word ("GST.", "paid!"): three letters or more, no abbreviation's ("No.") nor a
 * qualifier's ("incl. GST" goes on with what is included).
 */
const SENTENCE_END = /\p{L}{3,}[.!]$/u;
const OPENS = /^\p{Lu}/u;
const inOrOut = (word: string): boolean => {
  const t = tokens(word)[0] ?? '';
  return QUALIFIER_GROUPS.including.has(t) || QUALIFIER_GROUPS.excluding.has(t);
};
