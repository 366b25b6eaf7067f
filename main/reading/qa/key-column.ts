import type { Segment } from '../types';
import { leftOnLine, rightOnLine } from './geometry';
import type { PageModel, SegmentInfo } from './page-types';
import { looksLikeCompany } from './company';
import { textAfter } from './segment-words';

/**
 * A value in a column of keys and their values ("Invoice No. | 27736", "Date In | 09/16/2024",
 * "Advisor | Mike T", "Page | 1 of 1"): the value of the key left of it, whatever the key says,
 * never the letterhead, even where a scan reads it a little taller than the body. A key no pack
 * knows ("Advisor") still shows itself as one of a stack: short words without figures, each with
 * its own value beside it, over and under one another at one left edge. Two address blocks side by
 * side are no such stack: their lines print streets and postcodes.
 */

/** The lines up and down a stack of keys is looked for, and the fewest other keys it holds. */
const REACH = 4;
const OTHER_KEYS = 2;
/**
 * How far a value stands right of its key, in lines: a key's value is near it, where a block side by
 * side with another (the customer's address left of the issuer's) stands across the page.
 */
const NEAR = 10;

/** A key's shape: a word or three, no figures. */
const keyShaped = (text: string): boolean => !/\d/.test(text) && text.trim().split(/\s+/).length <= 3;

export function valueOfKeyInGrid(model: PageModel, seg: Segment): boolean {
  if (looksLikeCompany(seg.text)) return false;
  const lh = model.lineHeight;
  const valueNear = (k: Segment, v: Segment | undefined) => !!v && v.x - (k.x + k.w) < lh * NEAR;
  const key = leftOnLine(model.segs, seg)[0]?.seg;
  if (!key || !keyShaped(key.text) || !valueNear(key, seg)) return false;
  const stacked = model.segs.filter(
    (s: SegmentInfo) =>
      s.seg !== key &&
      s.seg.line !== key.line &&
      Math.abs(s.seg.y - key.y) <= lh * REACH * 1.5 &&
      Math.abs(s.seg.x - key.x) < lh * 0.5 &&
      keyShaped(s.seg.text) &&
      valueNear(s.seg, rightOnLine(model.segs, s.seg)[0]?.seg),
  );
  return stacked.length >= OTHER_KEYS;
}

/**
 * The segments under a key (`below`, top down) up to where its column of keys goes on: the first
 * other key printed with its value beside it. A key with its own
 * value beside it ("Customer | Aroha Ngata" over "Invoice | INV-0934" … "Amount enclosed" on a
 * payment slip) has no value under it: past the next key, what stands in the column is a further
 * key ("Amount enclosed", its blank to fill in lost by the scan's reader), never its value.
 */
export function untilNextKey(model: PageModel, key: Segment, below: SegmentInfo[]): SegmentInfo[] {
  const lh = model.lineHeight;
  if (!keyShaped(key.text) || !rightOnLine(model.segs, key).length) return below;
  const next = below.findIndex(
    (s) =>
      !!s.label &&
      Math.abs(s.seg.x - key.x) < lh * 0.5 &&
      !!rightOnLine(model.segs, s.seg)[0] &&
      !textAfter(s.seg, s.label.wordsUsed).trim(),
  );
  return next < 0 ? below : below.slice(0, next);
}
