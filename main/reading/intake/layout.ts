import type { PageText, Segment, Word } from '../types';
import { segmentOf } from '../segment';
import { joinSpacedLetters } from './spaced-letters';

/**
 * Groups a page's words into lines (words whose vertical centres are close) and each line into
 * segments (runs of words without a wide gap). A label and its value printed in two columns become
 * two segments of one line; that is what lets the answerer say "the value right of this label".
 */
export function layoutPage(page: number, width: number, height: number, words: Word[]): PageText {
  const sorted = words
    // Typographic hyphens ("Liefer‐ und", "2018‐471331") are read as the hyphen they stand for.
    .map((w) =>
      /[\u2010\u2011\u00ad]/.test(w.text)
        ? { ...w, text: w.text.replace(/[\u2010\u2011]/g, '-').replace(/\u00ad/g, '') }
        : w,
    )
    .filter((w) => w.text.trim() !== '')
    .sort(readingOrder);
  const lines: Word[][] = [];
  for (const word of sorted) {
    const centre = word.y + word.h / 2;
    const line = lines.find((l) => {
      const ref = l[0];
      if (!ref) return false;
      const refCentre = l.reduce((s, w) => s + w.y + w.h / 2, 0) / l.length;
      return Math.abs(refCentre - centre) < Math.min(ref.h, word.h) * 0.55;
    });
    if (line) line.push(word);
    else lines.push([word]);
  }
  lines.sort((a, b) => avgCentre(a) - avgCentre(b));
  // Spaced-out letters are read as the words they spell, on every line (spaced-letters.ts).
  const joined = new Set<Word>();
  let spelt = false;
  lines.forEach((line, k) => {
    line.sort((a, b) => a.x - b.x);
    const read = joinSpacedLetters(line);
    read.joined.forEach((w) => joined.add(w));
    if (read.words.length !== line.length) spelt = true;
    lines[k] = read.words;
  });
  const pageWords = spelt ? lines.flat().sort(readingOrder) : sorted;
  const segments: Segment[] = [];
  const texts: string[] = [];
  lines.forEach((line, lineIndex) => {
    line.sort((a, b) => a.x - b.x);
    let current: Word[] = [];
    const flush = () => {
      for (const part of labelValuePairs(current)) segments.push(segmentOf(part, lineIndex));
      current = [];
    };
    for (const word of line) {
      const prev = current[current.length - 1];
      // A gap wider than about two character widths separates columns (label | value).
      if (prev && !joined.has(word) && word.x - (prev.x + prev.w) > Math.max(prev.h, word.h) * 1.2) flush();
      current.push(word);
    }
    flush();
    texts.push(
      segments
        .filter((s) => s.line === lineIndex)
        .map((s) => s.text)
        .join('   '),
    );
  });
  return { page, width, height, words: pageWords, segments, lines: texts };
}

/** A gap of about two character widths: narrower than a column gap, wider than a word space. */
const PAIR_GAP = 1.0;

/**
 * A till receipt prints several label-value pairs on one line, two spaces apart ("Fil 04  Kassa 3
 * Bon 5530.118", "Approval Code 718245  STAN 002214"): too close for columns, each pair is still
 * a key of its own, and a label not opening its segment labels nothing. The run is taken apart
 * where every part is a pair (words, then a figure), so a name followed by its registration
 * ("Hoekstra Supermarkten B.V.  KvK 01154872") or a title stays one piece.
 */
function labelValuePairs(words: Word[]): Word[][] {
  if (!words.length) return [];
  const parts: Word[][] = [[]];
  for (const word of words) {
    const part = parts[parts.length - 1] ?? [];
    const prev = part[part.length - 1];
    if (prev && word.x - (prev.x + prev.w) > Math.max(prev.h, word.h) * PAIR_GAP) parts.push([word]);
    else part.push(word);
  }
  const pair = (part: Word[]) => /^\p{L}/u.test(part[0]?.text ?? '') && part.some((w) => /\d/.test(w.text));
  return parts.length > 1 && parts.every(pair) ? parts : [words];
}

const readingOrder = (a: Word, b: Word) => a.y + a.h / 2 - (b.y + b.h / 2) || a.x - b.x;

function avgCentre(line: Word[]): number {
  return line.reduce((s, w) => s + w.y + w.h / 2, 0) / Math.max(1, line.length);
}

/** Splits a run of text at spaces into words, sharing its width by character count. */
export function splitIntoWords(text: string, x: number, y: number, width: number, height: number): Word[] {
  const out: Word[] = [];
  const perChar = text.length ? width / text.length : 0;
  const re = /\S+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push({ text: m[0], x: x + m.index * perChar, y, w: m[0].length * perChar, h: height });
  }
  return out;
}
