import type { Segment } from '../types';
import { boxAround } from './geometry';
import { tokens } from './normalize';

/** Tokens of each word, so a label's token count maps back to how many words it spans. */
export function wordsForTokens(seg: Segment, tokenCount: number): number {
  let seen = 0;
  for (let i = 0; i < seg.words.length; i++) {
    seen += tokens(seg.words[i]?.text ?? '').length;
    if (seen >= tokenCount) return i + 1;
  }
  return seg.words.length;
}

/**
 * A VAT rate printed beside a label ("25 %", "(19%)", "( 21% )", "@ 9%"): it qualifies the label,
 * it is not its value.
 */
export const RATE = /(?:@\s*)?\(?\s*\d{1,2}(?:[.,]\d{1,3})?\s?%\s*\)?/g;
/** A label's text without its rate and the colon that ends it ("Tax (8.25%):", "CGST @ 9%"). */
export const withoutRate = (text: string): string =>
  text
    .replace(RATE, ' ')
    .replace(/^[\s:]+|[\s:]+$/g, '')
    .trim();

/** Text of a segment after its first `words` words. */
export function textAfter(seg: Segment, words: number): string {
  return seg.words
    .slice(words)
    .map((w) => w.text)
    .join(' ')
    .replace(/^[\s:#.\-–]+/, '');
}

/** The words of a segment from one to another, as a segment of their own. */
export function subSegment(seg: Segment, from: number, to = seg.words.length): Segment {
  const words = seg.words.slice(from, to);
  return {
    ...boxAround(words),
    text: words.map((w) => w.text).join(' '),
    words,
    line: seg.line,
  };
}
