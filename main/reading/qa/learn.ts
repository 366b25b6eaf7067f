import type { Box, PageText, Segment } from '../types';
import { boxAround } from './geometry';
import { fold, tokens } from './normalize';
import type { Located } from './locate';
import { findValues, type ValueType } from './values';
import { parseQuestion } from './question';

/**
 * What Kontera learns from a corrected answer: where on this supplier's layout the answer to this
 * question is printed, relative to the nearest printed text (its anchor). The next document with a
 * similar layout is read at the same place, even when no label there names the question.
 */
export type LayoutLesson = {
  fingerprint: string[];
  question: string;
  /** What the question asks for, when it maps to a known concept: other wordings then match too. */
  concept?: string | null;
  type: ValueType;
  anchor: { text: string; dx: number; dy: number } | null;
  /** The answer's box as a fraction of the page size. */
  box: Box;
  learnedAt: string;
};

export type LessonSource = { lessons(): LayoutLesson[] };

/** Words that make up a layout: supplier name, address, labels. Numbers change per invoice. */
export function layoutFingerprint(page: PageText): string[] {
  const set = new Set<string>();
  for (const s of page.segments) for (const t of tokens(s.text)) if (/^[a-z]{3,}$/.test(t)) set.add(t);
  return [...set].sort();
}

export function similarity(a: string[], b: string[]): number {
  if (!a.length || !b.length) return 0;
  const sb = new Set(b);
  const common = a.filter((t) => sb.has(t)).length;
  return common / (a.length + b.length - common);
}

export const questionKey = (q: string): string => tokens(q).join(' ');

function typeOfAnswer(answer: string): ValueType {
  const a = answer.trim();
  for (const t of ['date', 'iban', 'amount', 'vat', 'percent', 'email'] as ValueType[]) {
    const f = findValues(t, a);
    if (f.length === 1 && f[0]?.text.length === a.length) return t;
  }
  if (/\d/.test(a) && !/\s/.test(a)) return 'reference';
  return 'text';
}

/** Where `answer` is printed on the page: the segment (or run of words) holding it. */
function findAnswer(page: PageText, answer: string): Segment | null {
  const want = fold(answer).replace(/\s+/g, ' ').trim();
  if (!want) return null;
  const exact = page.segments.find((s) => fold(s.text).includes(want));
  if (exact) {
    const words = exact.words.filter((w) => want.includes(fold(w.text)));
    return words.length ? { ...exact, ...boxAround(words) } : exact;
  }
  return null;
}

function anchorFor(page: PageText, target: Box): Segment | null {
  let best: Segment | null = null;
  let bestDist = Infinity;
  for (const s of page.segments) {
    if (!/\p{L}{3}/u.test(s.text) || /\d/.test(s.text)) continue;
    const sameLine = Math.abs(s.y + s.h / 2 - (target.y + target.h / 2)) < Math.max(s.h, target.h) * 0.6;
    const leftOf = sameLine && s.x + s.w <= target.x + 1;
    const above = s.y + s.h <= target.y + 1 && s.x < target.x + target.w && s.x + s.w > target.x - s.h * 2;
    if (!leftOf && !above) continue;
    const dist = Math.hypot(target.x - s.x, target.y - s.y) * (leftOf ? 1 : 1.3);
    if (dist < bestDist) {
      bestDist = dist;
      best = s;
    }
  }
  return best;
}

/** Turns a true answer on an annotated page into a lesson; null when the answer is not on the page. */
export function learnFrom(
  page: PageText,
  question: string,
  answer: string,
  now = new Date(),
): LayoutLesson | null {
  const at = findAnswer(page, answer);
  if (!at) return null;
  const anchor = anchorFor(page, at);
  return {
    fingerprint: layoutFingerprint(page),
    question: questionKey(question),
    concept: parseQuestion(question).concept?.id ?? null,
    type: typeOfAnswer(answer),
    anchor: anchor
      ? { text: fold(anchor.text), dx: (at.x - anchor.x) / page.width, dy: (at.y - anchor.y) / page.height }
      : null,
    box: { x: at.x / page.width, y: at.y / page.height, w: at.w / page.width, h: at.h / page.height },
    learnedAt: now.toISOString(),
  };
}

/** The answer a lesson predicts on a new page of (nearly) the same layout. */
export function applyLessons(
  page: PageText,
  question: string,
  source: LessonSource | undefined,
): Located | null {
  if (!source) return null;
  const key = questionKey(question);
  const concept = parseQuestion(question).concept?.id ?? null;
  const fp = layoutFingerprint(page);
  let best: { lesson: LayoutLesson; sim: number } | null = null;
  for (const lesson of source.lessons()) {
    if (lesson.question !== key && !(concept && lesson.concept === concept)) continue;
    const sim = similarity(fp, lesson.fingerprint);
    // Later lessons win ties: a second correction replaces the first.
    if (sim >= 0.5 && (!best || sim >= best.sim)) best = { lesson, sim };
  }
  if (!best) return null;
  const { lesson, sim } = best;
  let target: Box = {
    x: lesson.box.x * page.width,
    y: lesson.box.y * page.height,
    w: lesson.box.w * page.width,
    h: lesson.box.h * page.height,
  };
  if (lesson.anchor) {
    const anchorText = lesson.anchor.text;
    const anchor = page.segments.find((s) => fold(s.text) === anchorText);
    if (anchor)
      target = {
        ...target,
        x: anchor.x + lesson.anchor.dx * page.width,
        y: anchor.y + lesson.anchor.dy * page.height,
      };
  }
  const centreX = target.x + target.w / 2;
  const centreY = target.y + target.h / 2;
  const near = page.segments
    .map((s) => ({
      s,
      d: Math.hypot(Math.max(0, Math.abs(s.x + s.w / 2 - centreX) - s.w / 2), s.y + s.h / 2 - centreY),
    }))
    .filter((c) => c.d < Math.max(c.s.h, target.h) * 1.5)
    .sort((a, b) => a.d - b.d);
  for (const { s } of near) {
    const found = findValues(lesson.type === 'text' ? 'text' : lesson.type, s.text);
    const hit = found.length ? (lesson.type === 'amount' ? found[found.length - 1] : found[0]) : undefined;
    if (hit)
      return { text: hit.text, normalized: hit.normalized, box: s, score: 0.75 + sim * 0.2, via: 'learned' };
  }
  return null;
}
