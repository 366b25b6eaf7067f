import type { Segment, Word } from '../types';
import { segmentOf } from '../segment';

/**
 * A scan's reader runs a key and its value together where the page prints them a space apart
 * after the colon: "Rechnungsnummer:2026-0147" for "Rechnungsnummer: 2026-0147". Read as one word,
 * the key is found but its value sits inside it, and the number of the next key down is answered
 * instead. The colon between letters and a figure is where the two part: a key is words, a value
 * holds a digit. A clock's "12:30" or a web address's "https://" has no such pair about its colon.
 */
const GLUED = /^(\p{L}[\p{L}.'-]*\p{L}\.?:)([\p{L}\p{N}#-]*\p{N}[^:\s]*)$/u;

/** A word parted at its colon into the key's word and the value's, each with its share of the width. */
function apart(word: Word): Word[] {
  const m = GLUED.exec(word.text);
  if (!m) return [word];
  const key = m[1]!;
  const value = m[2]!;
  const keyW = (word.w * key.length) / word.text.length;
  return [
    { ...word, text: key, w: keyW },
    { ...word, text: value, x: word.x + keyW, w: word.w - keyW },
  ];
}

/** The segment with each key run together with its value parted, or the segment itself. */
export function gluedKeysApart(seg: Segment): Segment {
  const words = seg.words.flatMap(apart);
  return words.length === seg.words.length ? seg : segmentOf(words, seg.line);
}
