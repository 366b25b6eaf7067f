import type { Segment, Word } from '../types';
import { overlapX, segmentsByLine } from './geometry';

/**
 * Headings printed in narrow cells go on over two lines. A word broken with a hyphen ("Rechnungs-"
 * / "nummer", "Positions-" / "betrag", "Kunden-" / "Nr.") is one word again: the line under the
 * hyphen goes on in lower case (joined without the hyphen: "Rechnungsnummer") or with a capital
 * (the hyphen stays: "Kunden-Nr."). A cell of a word or two over one going on in lower case
 * ("Invoice" / "number", "Due" / "date") is one heading of both. Only lines without figures are
 * headings: a table row's description broken the same way stays on its row.
 */

/** A segment whose last word is broken off with a hyphen. */
const BROKEN = /\p{L}{2}[-\u2010\u00ad]$/u;
const FIGURE = /\d/;

/** The page's segments with each heading printed over two lines made one, in their order. */
export function joinStackedHeadings(segments: Segment[]): { seg: Segment; origin: Segment }[] {
  const byLine = segmentsByLine(segments);
  const joined = new Map<Segment, Segment>();
  const consumed = new Set<Segment>();
  const wordsOnly = (line: number) => !(byLine.get(line) ?? []).some((s) => FIGURE.test(s.text));
  for (const up of segments) {
    const broken = BROKEN.test(up.text);
    if (!wordsOnly(up.line) || (!broken && up.words.length > 2)) continue;
    const low = (byLine.get(up.line + 1) ?? []).find(
      (s) =>
        !joined.has(s) &&
        overlapX(s, up) > 0 &&
        s.y - (up.y + up.h) < up.h * 0.9 &&
        (broken ? /^\p{L}/u : /^\p{Ll}/u).test(s.text),
    );
    // Unbroken, only a heading cell of a word or two over another, both in a row of headings.
    if (!low || (!broken && (low.words.length > 2 || !wordsOnly(low.line)))) continue;
    // Broken, the line under goes on in lower case or is a heading too: a letterhead's name whose
    // last letter OCR read as a hyphen ("BEMED (SP) SDN. BHD-" for "BHD.") does not go on into the
    // street under it ("NO 49, JALAN DINAR").
    if (broken && !wordsOnly(low.line) && !/^\p{Ll}/u.test(low.text)) continue;
    joined.set(low, broken ? join(up, low) : stack(up, low));
    consumed.add(up);
  }
  return segments.filter((s) => !consumed.has(s)).map((s) => ({ seg: joined.get(s) ?? s, origin: s }));
}

/**
 * Two heading cells stacked ("Invoice" over "number"): one heading of both lines' words (or of
 * `words`, when the two lines' meeting words were joined into one).
 */
function stack(up: Segment, low: Segment, words: Word[] = [...up.words, ...low.words]): Segment {
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

/** A heading hyphenated over two lines ("Rechnungs-" / "nummer"): the broken word joined, its hyphen dropped. */
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
  return stack(up, low, [...up.words.slice(0, -1), word, ...low.words.slice(1)]);
}
