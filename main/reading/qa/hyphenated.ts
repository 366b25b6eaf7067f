import type { Segment, Word } from '../types';
import { overlapX } from './geometry';

/**
 * Headings printed in narrow cells break their words over two lines with a hyphen ("Rechnungs-" /
 * "nummer", "Positions-" / "betrag", "Kunden-" / "Nr."): such a pair is one label. The line under
 * the hyphen goes on with the word in lower case (joined without the hyphen: "Rechnungsnummer") or
 * with a capital (the hyphen stays: "Kunden-Nr."). Only lines without figures are headings: a
 * table row's description broken the same way stays on its row.
 */

/** A segment whose last word is broken off with a hyphen. */
const BROKEN = /\p{L}{2}[-\u2010\u00ad]$/u;
const FIGURE = /\d/;

/** The page's segments with each broken heading joined to its line's rest, in their order. */
export function joinHyphenated(segments: Segment[]): { seg: Segment; origin: Segment }[] {
  const byLine = new Map<number, Segment[]>();
  for (const s of segments) byLine.set(s.line, [...(byLine.get(s.line) ?? []), s]);
  const joined = new Map<Segment, Segment>();
  const consumed = new Set<Segment>();
  for (const up of segments) {
    if (!BROKEN.test(up.text) || (byLine.get(up.line) ?? []).some((s) => FIGURE.test(s.text))) continue;
    const low = (byLine.get(up.line + 1) ?? []).find(
      (s) =>
        !joined.has(s) && overlapX(s, up) > 0 && s.y - (up.y + up.h) < up.h * 0.9 && /^\p{L}/u.test(s.text),
    );
    if (!low) continue;
    joined.set(low, join(up, low));
    consumed.add(up);
  }
  return segments.filter((s) => !consumed.has(s)).map((s) => ({ seg: joined.get(s) ?? s, origin: s }));
}

function join(up: Segment, low: Segment): Segment {
  const last = up.words[up.words.length - 1];
  const first = low.words[0];
  if (!last || !first) return low;
  const lower = /^\p{Ll}/u.test(first.text);
  const text = `${lower ? last.text.slice(0, -1) : last.text}${first.text}`;
  const x = Math.min(last.x, first.x);
  const word: Word = {
    x,
    y: first.y,
    w: Math.max(last.x + last.w, first.x + first.w) - x,
    h: first.h,
    text,
  };
  const words = [...up.words.slice(0, -1), word, ...low.words.slice(1)];
  const left = Math.min(up.x, low.x);
  return {
    x: left,
    y: low.y,
    w: Math.max(up.x + up.w, low.x + low.w) - left,
    h: low.h,
    text: words.map((w) => w.text).join(' '),
    words,
    line: low.line,
  };
}
