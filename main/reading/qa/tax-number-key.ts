import { NAMED_TAXES } from '../lang';
import type { Segment } from '../types';
import type { LabelHit } from './page-types';
import { tokens } from './normalize';
import { textAfter } from './segment-words';

/**
 * A bare number key before a tax's name is that tax's registration, not a number of the document:
 * "N° TPS 814273561 RT0001" on a Quebec receipt, where a scan's reader dropped the colon of
 * "N° TPS : 814273561" that kept the pair "N° TPS" one key. Read as the key "N°" and the value
 * "TPS 814273561", the tax's number is answered as the receipt's. The tax's name is the evidence:
 * a document's own number is not named after a tax.
 */
function numbersATax(seg: Segment, hit: LabelHit | null): boolean {
  if (!hit || hit.concept.type !== 'reference') return false;
  const first = tokens(textAfter(seg, hit.wordsUsed))[0];
  return !!first && NAMED_TAXES.has(first);
}

/** A segment's key, unless it numbers a tax rather than the document. */
export const keyOfDocument = (seg: Segment, hit: LabelHit | null): LabelHit | null =>
  numbersATax(seg, hit) ? null : hit;
