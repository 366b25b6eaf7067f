/**
 * The word spaces of one line of print: runs of columns without ink, clearly wider than the gaps
 * between the letters of a word. PP-OCR's recognition model often reads no space where one is
 * printed ('GERBANGALAFRESTAURANTS'); the picture of the line still shows it.
 */

import type { Grey } from './grey';

/** Ink must stand this far (of 255) below the paper for the line to be judged at all. */
const MIN_CONTRAST = 40;
/**
 * A space is this many times the median gap between letters, and at least this share of the
 * line's mean advance per character: in a monospaced till font a narrow letter ('I', 'l') stands
 * in a full cell with wide gaps on both sides ('TR I SHAAS'), a space is a whole cell more.
 */
const SPACE_TIMES_LETTER_GAP = 3;
const SPACE_OF_ADVANCE = 0.45;
const MIN_SPACE = 3;

/**
 * The spaces of a line of `characters` characters, as [from, to) column ranges, left to right.
 * Only the first `columns` columns are the line (the rest pads it to the width it was read at).
 */
export function inkGaps(line: Grey, characters: number, columns = line.width): [number, number][] {
  const { width: stride, height, data } = line;
  const width = Math.min(columns, stride);
  const values: number[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) values.push(data[y * stride + x] ?? 0);
  values.sort((a, b) => a - b);
  const ink = values[Math.floor(values.length * 0.01)] ?? 0;
  const paper = values[Math.floor(values.length * 0.9)] ?? 255;
  if (paper - ink < MIN_CONTRAST) return [];
  const threshold = (ink + paper) / 2;
  // The middle of the line's height: the lines above and below reach into its box at the edges.
  const top = Math.floor(height * 0.15);
  const bottom = Math.ceil(height * 0.85);
  const inked: boolean[] = [];
  for (let x = 0; x < width; x++) {
    let any = false;
    for (let y = top; y < bottom && !any; y++) any = (data[y * stride + x] ?? 0) < threshold;
    inked.push(any);
  }
  const runs: [number, number][] = [];
  const first = inked.indexOf(true);
  const last = inked.lastIndexOf(true);
  for (let x = first; x >= 0 && x < last; x++) {
    if (inked[x]) continue;
    const from = x;
    while (!inked[x]) x++;
    runs.push([from, x]);
  }
  if (!runs.length) return [];
  const widths = runs.map(([a, b]) => b - a).sort((a, b) => a - b);
  const letterGap = widths[Math.floor((widths.length - 1) / 2)] ?? 0;
  const advance = (last - first + 1) / Math.max(1, characters);
  const space = Math.max(MIN_SPACE, SPACE_TIMES_LETTER_GAP * letterGap, SPACE_OF_ADVANCE * advance);
  return runs.filter(([a, b]) => b - a >= space);
}
