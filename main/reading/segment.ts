import type { Segment, Word } from './types';

/**
 * A segment made of words: their box and their text, on line `line`. Layout builds a page's
 * segments so (intake/layout.ts), and a line table splits one into its cells so (qa/joined-cells.ts).
 */
export function segmentOf(words: Word[], line: number): Segment {
  const x = Math.min(...words.map((w) => w.x));
  const y = Math.min(...words.map((w) => w.y));
  const right = Math.max(...words.map((w) => w.x + w.w));
  const bottom = Math.max(...words.map((w) => w.y + w.h));
  return { x, y, w: right - x, h: bottom - y, text: words.map((w) => w.text).join(' '), words, line };
}
