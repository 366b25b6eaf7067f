import type { AnswerBox } from '../../preload/contract/documents';
import type { Box, PageText, Segment, Word } from './types';
import { fold, parseAmount, parseDate } from './qa/normalize';
import { pageModel } from './qa/page-model';
import { parseQuestion } from './qa/question';
import { findValues } from './qa/values';
import { boxAround } from './qa/geometry';

/**
 * Finds where an answer is printed on its page, in the document's own words with positions, so the
 * viewer can highlight it. The wire format of annotate carries no position (and other services may
 * print values differently: "3812.50" for "3.812,50", ISO dates), so main looks the text up itself.
 */

type Hit = { page: PageText; words: Word[]; quality: number; order: number };

/** Letters and digits only, case and accents folded: "3.812,50" and "3812.50" both become "381250". */
const key = (s: string): string => fold(s).replace(/[^\p{L}\p{N}]/gu, '');

/** Words in reading order: line by line, each line's segments left to right. */
function readingOrder(page: PageText): Word[] {
  return page.segments.flatMap((s) => s.words);
}

/** The answer's characters matched against the page's, across word and line boundaries. */
function textHits(page: PageText, answer: string): Hit[] {
  const wanted = key(answer);
  if (!wanted) return [];
  const words = readingOrder(page);
  let stream = '';
  const starts: number[] = [];
  const owner: number[] = [];
  words.forEach((w, i) => {
    const k = key(w.text);
    starts.push(stream.length);
    stream += k;
    for (let c = 0; c < k.length; c++) owner.push(i);
  });
  const hits: Hit[] = [];
  for (let at = stream.indexOf(wanted); at >= 0; at = stream.indexOf(wanted, at + 1)) {
    const first = owner[at] ?? 0;
    const last = owner[at + wanted.length - 1] ?? first;
    const endOfLast = (starts[last] ?? 0) + key(words[last]?.text ?? '').length;
    const aligned = at === starts[first] && at + wanted.length === endOfLast;
    // A short answer inside a longer word ("14" in "2025-14") says nothing about where it is.
    if (!aligned && wanted.length < 4) continue;
    hits.push({ page, words: words.slice(first, last + 1), quality: aligned ? 1 : 0.6, order: at });
  }
  return hits;
}

/** Words of a segment that a character range of its text (words joined by one space) touches. */
function wordsInRange(seg: Segment, start: number, end: number): Word[] {
  const out: Word[] = [];
  let at = 0;
  for (const w of seg.words) {
    const from = at;
    const to = at + w.text.length;
    if (to > start && from < end) out.push(w);
    at = to + 1;
  }
  return out;
}

/** Amounts and dates compared by value: "3812.5" finds "3.812,50", "2026-11-25" finds "25.11.2026". */
function valueHits(page: PageText, answer: string): Hit[] {
  // A currency beside the amount ("3.812,50 DKK", "€ 95,00") is not part of its value.
  const bare = answer.replace(/\p{Sc}|\b[A-Z]{3}\b/gu, '').trim();
  const amount = parseAmount(bare);
  const date = parseDate(bare);
  if (amount === null && date === null) return [];
  const hits: Hit[] = [];
  page.segments.forEach((seg, index) => {
    const text = seg.words.map((w) => w.text).join(' ');
    const found =
      amount !== null
        ? findValues('amount', text).filter((f) => Math.abs((parseAmount(f.text) ?? NaN) - amount) < 0.005)
        : findValues('date', text).filter((f) => f.normalized === date);
    for (const f of found) {
      // findValues trims its input; segment text has no outer spaces, so offsets line up.
      const words = wordsInRange(seg, f.start, f.start + f.text.length);
      if (words.length) hits.push({ page, words, quality: 1, order: index });
    }
  });
  return hits;
}

/** An address answer is its lines joined ("Street 1, 2100 City"): find the lines one by one. */
function partHits(page: PageText, answer: string): Hit[] {
  const parts = answer
    .split(/\s*[,;\n]\s*/)
    .map((p) => p.trim())
    .filter((p) => key(p).length >= 2);
  if (parts.length < 2) return [];
  const firstHits = textHits(page, parts[0] ?? '');
  const hits: Hit[] = [];
  for (const first of firstHits) {
    const words = [...first.words];
    let last = boxAround(first.words);
    for (const part of parts.slice(1)) {
      // The next line of the block: just below the previous one, starting near its left edge.
      const next = textHits(page, part)
        .map((h) => ({ h, b: boxAround(h.words) }))
        .filter(({ b }) => b.y > last.y && b.y - (last.y + last.h) < last.h * 2.5)
        .sort((a, b) => Math.abs(a.b.x - last.x) - Math.abs(b.b.x - last.x))[0];
      if (!next) break;
      words.push(...next.h.words);
      last = next.b;
    }
    if (words.length > first.words.length) hits.push({ page, words, quality: 0.8, order: first.order });
  }
  return hits;
}

/**
 * How strongly the question's label points at a place: the concept's label (or the question's own
 * words) printed left of it on the same line, or just above it. When a value is printed twice (a
 * one-line invoice's line amount is also its subtotal), this picks the one the question means.
 */
function labelPull(page: PageText, box: Box, question: string | undefined): number {
  if (!question) return 0;
  const q = parseQuestion(question);
  const model = pageModel(page);
  let best = 0;
  for (const info of model.segs) {
    const named = q.concept
      ? info.label?.concept.id === q.concept.id
      : q.keywords.length > 0 && q.keywords.every((k) => info.tokens.includes(k));
    if (!named) continue;
    const s = info.seg;
    const sameLine = Math.abs(s.y + s.h / 2 - (box.y + box.h / 2)) < Math.max(s.h, box.h) * 0.6;
    if (sameLine && s.x <= box.x) best = Math.max(best, 1 - Math.min(0.3, (box.x - s.x - s.w) / page.width));
    else if (
      box.y > s.y &&
      box.y - (s.y + s.h) < model.lineHeight * 3 &&
      box.x < s.x + s.w + model.lineHeight * 8
    )
      best = Math.max(best, 0.6);
  }
  return best;
}

function bestHit(hits: Hit[], question: string | undefined, amount: boolean): Hit | null {
  const scored = hits.map((h) => {
    const box = boxAround(h.words);
    return { h, box, score: h.quality + labelPull(h.page, box, question) };
  });
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      // Otherwise amounts: the lowest on the page (totals close an invoice); other values: the first.
      (amount ? b.box.y - a.box.y : a.h.order - b.h.order),
  );
  return scored[0]?.h ?? null;
}

function hitsOn(page: PageText, answer: string): Hit[] {
  for (const find of [valueHits, textHits, partHits]) {
    const hits = find(page, answer);
    if (hits.length) return hits;
  }
  return [];
}

/**
 * The box of `answer` on page `pageRef` (or, for a corrected answer printed elsewhere, the first
 * other page holding it), as fractions of the page so it scales with the page image; null when the
 * text is not on the pages read.
 */
export function locateAnswer(
  pages: PageText[],
  answer: string,
  options: { pageRef: number; question?: string },
): AnswerBox | null {
  if (!answer.trim()) return null;
  const ordered = [...pages].sort(
    (a, b) => Number(b.page === options.pageRef) - Number(a.page === options.pageRef) || a.page - b.page,
  );
  const amount = parseAmount(answer.replace(/\p{Sc}|\b[A-Z]{3}\b/gu, '').trim()) !== null;
  for (const page of ordered) {
    const hit = bestHit(hitsOn(page, answer), options.question, amount);
    if (hit) return toFractions(page, boxAround(hit.words));
  }
  return null;
}

/** The picture as scanned: a page OCR read after a quarter turn has its sides swapped. */
function pictureSize(page: PageText): { width: number; height: number } {
  const quarters = Math.round((page.rotation ?? 0) / 90);
  return quarters % 2 === 0
    ? { width: page.width, height: page.height }
    : { width: page.height, height: page.width };
}

/**
 * A skewed or turned scan's words sit on the straightened, upright page: turn the box's corners back
 * about the page centre onto the picture as scanned, and take the upright box around them.
 */
function unrotate(page: PageText, box: Box): Box {
  const rad = (-(page.rotation ?? 0) * Math.PI) / 180;
  if (!rad) return box;
  const cx = page.width / 2;
  const cy = page.height / 2;
  const picture = pictureSize(page);
  const corners = [
    [box.x, box.y],
    [box.x + box.w, box.y],
    [box.x, box.y + box.h],
    [box.x + box.w, box.y + box.h],
  ].map(([x = 0, y = 0]) => [
    picture.width / 2 + (x - cx) * Math.cos(rad) - (y - cy) * Math.sin(rad),
    picture.height / 2 + (x - cx) * Math.sin(rad) + (y - cy) * Math.cos(rad),
  ]);
  const xs = corners.map((c) => c[0] ?? 0);
  const ys = corners.map((c) => c[1] ?? 0);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/** Page-relative fractions with a little room around the words, kept inside the page. */
function toFractions(page: PageText, straight: Box): AnswerBox {
  const pad = Math.max(2, straight.h * 0.35);
  const box = unrotate(page, straight);
  const { width, height } = pictureSize(page);
  const x0 = Math.max(0, box.x - pad);
  const y0 = Math.max(0, box.y - pad);
  const x1 = Math.min(width, box.x + box.w + pad);
  const y1 = Math.min(height, box.y + box.h + pad);
  const r = (n: number) => Math.round(n * 10_000) / 10_000;
  return {
    page: page.page,
    x: r(x0 / width),
    y: r(y0 / height),
    width: r((x1 - x0) / width),
    height: r((y1 - y0) / height),
  };
}
