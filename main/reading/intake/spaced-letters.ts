import type { Word } from '../types';

/**
 * A letterhead set in spaced-out capitals ("V E R T A A L B U R E A U   W O O R D W I J S") comes
 * out of a text layer or OCR as one word per letter: no name, label or heading can be read from it.
 * A run of single letters standing evenly and tightly apart is read as the word it spells, and a
 * gap a few letter gaps wide inside the run as a word space ("VERTAALBUREAU WOORDWIJS").
 *
 * Returns the line's words with each spelt word as one word, and the words that continue the
 * previous one's phrase although the gap before them is as wide as a column gap (a spaced-out
 * name's word space): the layout keeps them in one segment.
 */
export function joinSpacedLetters(line: Word[]): { words: Word[]; joined: Set<Word> } {
  const joined = new Set<Word>();
  const out: Word[] = [];
  let i = 0;
  while (i < line.length) {
    const run = letterRun(line, i);
    if (run.length < MIN_LETTERS) {
      out.push(line[i] as Word);
      i++;
      continue;
    }
    const spelt = spell(run);
    if (!spelt) {
      out.push(line[i] as Word);
      i++;
      continue;
    }
    spelt.forEach((w, k) => {
      out.push(w);
      if (k > 0) joined.add(w);
    });
    i += run.length;
  }
  return { words: out, joined };
}

/** Fewer letters than this in a row are initials or a short code ("J. R", "A B"), not a word. */
const MIN_LETTERS = 4;

/** Letters stand at most this many line heights apart to be one spaced-out stretch. */
const MAX_GAP = 3;

const isLetter = (w: Word | undefined): w is Word => !!w && /^\p{L}$/u.test(w.text);

const gapOf = (a: Word, b: Word) => b.x - (a.x + a.w);

/** The single letters from `start` on standing no further apart than a few line heights. */
function letterRun(line: Word[], start: number): Word[] {
  const first = line[start];
  if (!isLetter(first)) return [];
  const run = [first];
  for (let k = start + 1; k < line.length; k++) {
    const prev = run[run.length - 1] as Word;
    const word = line[k];
    if (!isLetter(word) || gapOf(prev, word) > Math.max(prev.h, word.h) * MAX_GAP) break;
    run.push(word);
  }
  return run;
}

/**
 * The words a run of letters spells: the narrowest gap is the letter spacing; a gap well wider
 * than it is a word space. A run whose letters do not stand evenly (most gaps about the narrowest)
 * is a list of initials or table marks and spells nothing.
 */
function spell(run: Word[]): Word[] | null {
  const gaps = run.slice(1).map((w, k) => gapOf(run[k] as Word, w));
  const base = Math.max(Math.min(...gaps), 0.1 * (run[0] as Word).h);
  const wordGap = (g: number) => g > base * 1.8;
  // Word spaces stand between letters, not nearly every other letter: then the letters are
  // spaced words or marks, not one spelt word.
  const spaces = gaps.filter(wordGap).length;
  if (spaces * 3 > gaps.length) return null;
  if (gaps.some((g) => g > base * 5)) return null;
  const words: Word[][] = [[run[0] as Word]];
  gaps.forEach((g, k) => {
    if (wordGap(g)) words.push([]);
    words[words.length - 1]?.push(run[k + 1] as Word);
  });
  if (words.some((w) => w.length < 2)) return null;
  return words.map((letters) => {
    const x = Math.min(...letters.map((l) => l.x));
    const y = Math.min(...letters.map((l) => l.y));
    const right = Math.max(...letters.map((l) => l.x + l.w));
    const bottom = Math.max(...letters.map((l) => l.y + l.h));
    return { x, y, w: right - x, h: bottom - y, text: letters.map((l) => l.text).join('') };
  });
}
