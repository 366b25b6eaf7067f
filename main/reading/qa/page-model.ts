import type { PageText, Segment } from '../types';
import { QUALIFIERS } from '../lang';
import { CONCEPTS, type Concept } from './lexicon';
import { tokenSimilarity, tokens } from './normalize';
import { findValues } from './values';

/** A label found on the page: which concept it names, and how many of the segment's words it uses. */
export type LabelHit = { concept: Concept; quality: number; length: number; wordsUsed: number };

export type SegmentInfo = { seg: Segment; index: number; tokens: string[]; label: LabelHit | null };

export type PageModel = { page: PageText; segs: SegmentInfo[]; lineHeight: number };

const cache = new WeakMap<PageText, PageModel>();

const LABEL_TOKENS = CONCEPTS.map((c) => ({
  concept: c,
  labels: c.labels.map(tokens).filter((t) => t.length > 0),
}));

/** Tokens of each word, so a label's token count maps back to how many words it spans. */
function wordsForTokens(seg: Segment, tokenCount: number): number {
  let seen = 0;
  for (let i = 0; i < seg.words.length; i++) {
    seen += tokens(seg.words[i]?.text ?? '').length;
    if (seen >= tokenCount) return i + 1;
  }
  return seg.words.length;
}

function matchAt(st: string[], lt: string[], start: number): number {
  let q = 1;
  for (let k = 0; k < lt.length; k++) {
    const s = st[start + k];
    const l = lt[k] ?? '';
    if (s === undefined) return 0;
    if (s === l) continue;
    // A label word fused with its neighbour by OCR or a compound: "Momsbeløb" for "moms beløb".
    const sim = tokenSimilarity(s, l);
    if (sim === 0) return 0;
    q = Math.min(q, sim);
  }
  return q;
}

/**
 * The label a segment starts with, if any: the longest label of any concept, so "Total VAT" is a
 * VAT label and not a total, and "Due date" is not the invoice date. A label may follow a rate or
 * a number ("25% moms") but otherwise leads its segment.
 */
export function classifySegment(seg: Segment): LabelHit | null {
  // Suppliers print the same labels on every invoice: remember what each printed text is.
  const key = seg.words.map((w) => w.text).join('\u0001');
  if (labelCache.has(key)) return labelCache.get(key) ?? null;
  const hit = classifyUncached(seg);
  if (labelCache.size >= LABEL_CACHE_SIZE) labelCache.clear();
  labelCache.set(key, hit);
  return hit;
}

/**
 * Words that qualify a label without changing what it names: the currency and whether VAT is in
 * it ("Total DKK inkl. moms", "Subtotal excl. VAT", "Totalt SEK"). A label followed only by these
 * is still that label.
 */
function onlyQualifiers(rest: string): boolean {
  const t = tokens(rest);
  return t.length > 0 && t.length <= 4 && t.every((w) => QUALIFIERS.has(w));
}

const LABEL_CACHE_SIZE = 50_000;
const labelCache = new Map<string, LabelHit | null>();

function classifyUncached(seg: Segment): LabelHit | null {
  const st = tokens(seg.text);
  let best: LabelHit | null = null;
  const maxStart = Math.min(2, st.length - 1);
  for (let start = 0; start <= maxStart; start++) {
    if (start > 0 && !/^[\d%#(]/.test(st[start - 1] ?? '')) break;
    for (const { concept, labels } of LABEL_TOKENS) {
      for (const lt of labels) {
        const quality = matchAt(st, lt, start);
        if (!quality) continue;
        const score = lt.length + quality * 0.5 - start * 0.3;
        // "Netto 14 dage" is payment terms, not a net amount: a label's own segment, when it goes
        // on, must go on with a value of the label's kind.
        const used = wordsForTokens(seg, start + lt.length);
        const rest = textAfter(seg, used)
          .replace(/\(?\d{1,2}(?:[.,]\d{1,2})? ?%\)?/g, '')
          .trim();
        if (
          rest &&
          !['text', 'name', 'address'].includes(concept.type) &&
          !findValues(concept.type, rest).length &&
          !onlyQualifiers(rest)
        )
          continue;
        const bestScore = best ? best.length + best.quality * 0.5 : -1;
        if (score > bestScore) best = { concept, quality, length: lt.length, wordsUsed: used };
      }
    }
  }
  // A long sentence that happens to contain "total" is not a label.
  if (best && st.length - best.length > 6) return null;
  return best;
}

export function pageModel(page: PageText): PageModel {
  const hit = cache.get(page);
  if (hit) return hit;
  const segs = page.segments.map((seg, index) => ({
    seg,
    index,
    tokens: tokens(seg.text),
    label: classifySegment(seg),
  }));
  const heights = page.segments.map((s) => s.h).sort((a, b) => a - b);
  const lineHeight = heights[Math.floor(heights.length / 2)] ?? 10;
  const model = { page, segs, lineHeight };
  cache.set(page, model);
  return model;
}

/** Text of a segment after its first `words` words. */
export function textAfter(seg: Segment, words: number): string {
  return seg.words
    .slice(words)
    .map((w) => w.text)
    .join(' ')
    .replace(/^[\s:#.\-–]+/, '');
}
