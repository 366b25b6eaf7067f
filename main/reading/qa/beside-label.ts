import type { Segment } from '../types';
import type { PageModel, SegmentInfo } from './page-types';
import { textAfter } from './segment-words';
import { rightOnLine } from './geometry';

/** What stands beside a label on its line, and what that says of the label. */

/** The nearest segment right of this one on its line. */
export function rightOf(model: PageModel, seg: Segment): SegmentInfo | undefined {
  return rightOnLine(model.segs, seg)[0];
}

/**
 * A party's word with a price beside it ("Shop Supplies   34.82", "Frais de dossier   25,00") is a
 * charge among the totals, no party's label: the row under it is the next charge, not a name.
 */
export function pricesACharge(model: PageModel, info: SegmentInfo): boolean {
  const after = textAfter(info.seg, info.label?.wordsUsed ?? 0).trim();
  return PRICE.test(after || (rightOf(model, info.seg)?.seg.text.trim() ?? ''));
}
const PRICE = /^[-–(]?\s*(?:[€$£]\s*)?\d{1,3}(?:[.,\s]\d{3})*[.,]\d{2}\s*(?:[€$£]|kr\.?|[A-Z]{3})?\)?$/;

/** A line opening in lower case without a key's colon: a sentence's words, not a label. */
export const prose = (text: string): boolean => /^\s*\p{Ll}/u.test(text) && !text.includes(':');

/**
 * A value glued to the label's last word ("N°12345", "Nr.4711", "No:88"): it starts inside that
 * word, so the text after the label's words alone would skip it (and find the year of the date
 * that follows, "Facture n°12345 du 5 janvier 2020").
 */
export function gluedValue(seg: Segment, wordsUsed: number): string {
  const last = seg.words[wordsUsed - 1]?.text ?? '';
  return /^\p{L}{1,3}[°º.#:](\w[\w/.-]*)$/u.exec(last)?.[1] ?? '';
}

/** A run of rules or dots left blank for a hand to fill in. */
export const FILL_IN = /(?:_{3,}|\.{6,})\s*$/;
