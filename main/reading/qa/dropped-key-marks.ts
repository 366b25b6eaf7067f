import { ADDRESSEES } from '../lang';
import type { PageText, Segment } from '../types';
import type { LabelHit, SegmentInfo } from './page-types';
import { tokens } from './normalize';
import { subSegment } from './segment-words';

/**
 * A scan's reader drops the marks that make a line a party's key: the colon ("Factuur aan" for
 * "Factuur aan:", read as a title's copy "Factuur ..." without it) or the slash between a heading's
 * two names ("HIRER BILL TO" for "HIRER / BILL TO"). Such a line still heads its block: it stands
 * over the party's lines, set flush with it, and holds nothing but the key. Read so on scans only:
 * a text layer prints its marks, and its key lines are read as printed.
 */

/** Words a heading may print before its key's own ("HIRER" of "HIRER / BILL TO"). */
const MAX_BEFORE = 2;
/** A key's line and its block's first line: no wider gap, in line heights. */
const GAP = 1.6;

const isPartyKey = (hit: LabelHit | null): hit is LabelHit =>
  !!hit && (hit.concept.type === 'name' || hit.concept.type === 'address') && !!hit.concept.block;

/** The party's key a line without its marks holds to its end, or null. */
function unmarkedKey(seg: Segment, classify: (s: Segment) => LabelHit | null): LabelHit | null {
  if (/[\d:/]/.test(seg.text) || tokens(seg.text).length > MAX_BEFORE + 3) return null;
  const n = seg.words.length;
  // The key from the line's start to its end, closed by the word that addresses ("Factuur aan",
  // "Invoice to"): a title's word then the key's. A title's word then a party's noun is the copy's
  // stamp ("TICKET CLIENT" over "A CONSERVER"), no key.
  const whole = classify(seg);
  if (isPartyKey(whole) && whole.wordsUsed === n && ADDRESSEES.has(tokens(seg.text).at(-1) ?? ''))
    return whole;
  // A heading's own word, then a key of two words or more closing the line ("HIRER BILL TO").
  for (let open = 1; open <= Math.min(MAX_BEFORE, n - 1); open++) {
    const hit = classify(subSegment(seg, open));
    if (isPartyKey(hit) && hit.length >= 2 && hit.wordsUsed + open === n) return { ...hit, wordsUsed: n };
  }
  return null;
}

/** Whether a line flush with the key, right under it, starts a block the key may head. */
function headsLines(segs: SegmentInfo[], info: SegmentInfo, lh: number): boolean {
  const { seg } = info;
  const next = segs
    .filter((s) => s.seg.y > seg.y + seg.h * 0.5 && Math.abs(s.seg.x - seg.x) < lh)
    .sort((a, b) => a.seg.y - b.seg.y)[0];
  return !!next && !next.label && next.seg.y - (seg.y + seg.h) < lh * GAP && /\p{L}{2}/u.test(next.seg.text);
}

/** Gives a scan's unlabelled key lines whose marks were dropped their party's label. */
export function droppedKeyMarks(
  segs: SegmentInfo[],
  page: PageText,
  lineHeight: number,
  classify: (s: Segment) => LabelHit | null,
): void {
  if (page.readConfidence === undefined) return;
  for (const info of segs) {
    if (info.label) continue;
    const hit = unmarkedKey(info.seg, classify);
    if (hit && headsLines(segs, info, lineHeight)) info.label = hit;
  }
}
