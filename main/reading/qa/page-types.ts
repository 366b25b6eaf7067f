import type { PageText, Segment } from '../types';
import type { Concept } from './lexicon';

/**
 * The shapes of a page read for labels (page-model.ts builds them). They stand apart so that the
 * modules page-model.ts calls (titles, label chains) can name them without importing it back.
 */

/** A label found on the page: which concept it names, and how many of the segment's words it uses. */
export type LabelHit = {
  concept: Concept;
  quality: number;
  length: number;
  wordsUsed: number;
  /** A VAT label that goes on to say what the VAT is charged on ("VAT @ 20% on buyer's premium"). */
  chargedOn?: boolean;
};

export type SegmentInfo = {
  seg: Segment;
  /** The page's segment this one was split from (itself when whole). */
  origin: Segment;
  index: number;
  tokens: string[];
  label: LabelHit | null;
};

export type LabelSet = { key: string; entries: { concept: Concept; labels: string[][] }[] };

export type PageModel = { page: PageText; segs: SegmentInfo[]; lineHeight: number; labels: LabelSet };
