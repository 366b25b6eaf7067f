import type { Box } from '../types';
import { ADDRESSEES, OF_WORDS } from '../lang';
import { tokens } from '../fold';
import { looksLikeCompany } from './company';
import type { PageModel, SegmentInfo } from './page-model';

/**
 * "From: York Station" over "To: Heslington YO10": a taxi's or a courier's journey, its two ends,
 * printed as a pair of keyed lines. English labels an issuer "From", so the pickup place would be
 * taken for the cab firm. The pair names places, not parties, when neither end is a company and
 * one of them is an address (a street's number, a postcode): a letter's "From: Acme Ltd" over "To:
 * Bob Co" names two companies, and their addresses go on the lines under them.
 */

/** Whether a value found beside a supplier's label is one end of a journey. */
export function journeyEnd(model: PageModel, value: Box): boolean {
  const lh = model.lineHeight;
  const cy = value.y + value.h / 2;
  const label = model.segs.find(
    (i) => i.label?.concept.id === 'supplier_name' && Math.abs(i.seg.y + i.seg.h / 2 - cy) < lh * 0.5,
  );
  if (!label) return false;
  const from = label.seg;
  const to = model.segs.find(
    (i) =>
      i.seg.y > from.y &&
      i.seg.y - (from.y + from.h) < lh * 1.2 &&
      Math.abs(i.seg.x - from.x) < lh &&
      ADDRESSEES.has(tokens(i.seg.text)[0] ?? ''),
  )?.seg;
  return !!to && isJourney(model, from, to);
}

/**
 * Whether an addressee's key ("Til:", "To:") is the far end of a journey keyed "From:" ("Fra:")
 * right over it: a taxi receipt's "Fra: Storgata 40, Tromsø" over "Til: Tromsø lufthavn" names
 * where the ride ended, no customer.
 */
export function journeyTo(model: PageModel, key: Box): boolean {
  const lh = model.lineHeight;
  // Its "From:" is a supplier's label ("From") or the language's word for "from" alone ("Fra:").
  const fromKey = (i: SegmentInfo) =>
    i.label?.concept.id === 'supplier_name' || (i.tokens.length === 1 && OF_WORDS.has(i.tokens[0]!));
  const from = model.segs.find(
    (i) =>
      fromKey(i) &&
      i.seg.y < key.y &&
      key.y - (i.seg.y + i.seg.h) < lh * 1.2 &&
      Math.abs(i.seg.x - key.x) < lh,
  )?.seg;
  return !!from && isJourney(model, from, key);
}

/** Whether the keyed lines "From:" and "To:" name places: no company, an address at one end at least. */
function isJourney(model: PageModel, from: Box, to: Box): boolean {
  const lh = model.lineHeight;
  // The text after the key on each line, whether the value is in the key's segment or right of it.
  const rest = (y: number) =>
    model.segs
      .filter((i) => Math.abs(i.seg.y - y) < lh * 0.5)
      .map((i) => i.seg.text)
      .join(' ')
      .replace(/^\s*\p{L}+\s*:?\s*/u, '');
  const ends = [rest(from.y), rest(to.y)];
  return ends.every((e) => !looksLikeCompany(e)) && ends.some((e) => /\d/.test(e));
}
