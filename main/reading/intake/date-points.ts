import type { Word } from '../types';
import { besideOnLine, joinedWord } from './ocr-dates';

/**
 * Dates whose points OCR read as digits. The points of "15.11.2024" are the smallest marks on an
 * invoice: at a scan's resolution tesseract reads them as a 1 or a 7 (a 6 once in a while) or
 * drops them, and the date comes back as one run of digits, "1511112024", "2160972026",
 * "121172026", or as a day apart from the rest, "23 0212024". No date reader sees a date there, so
 * "Rechnungsdatum 1511112024" gave no invoice date at all. On the 639 pages typed by others as
 * scanned, 21 words read back so: 19 are the printed date; two had a digit misread besides their
 * points (a taxi's end of ride, an item's period), which no reader of the run alone can tell.
 * A run is read back as the date only when:
 * - it is a day of two digits, a month of two and a year of four, from 1990 to 2100, with at least
 *   one of the two points read as a digit (a run of eight digits was printed so: "15112024" stays);
 * - the points stand where a point was misread: as one of the digits a point reads as, or not at
 *   all, or as a point;
 * - exactly one date comes out of all the ways of reading the run so: "121032026" is 12.03.2026 and
 *   never 12.10.2026, as a 3 is no point; a run two dates could hide in stays as read.
 * Dots go back in: it is the point that OCR loses, a slash or a dash it reads.
 */

/** The digits a printed point reads as. */
const POINT_DIGITS = new Set(['1', '7', '6']);
/** Brackets and stops OCR reads around a date's run of digits ("2310312026)"). */
const AROUND = /^([([]?)([\d.]{9,11})([)\].,;:]?)$/;

const plausibleYear = (y: number) => y >= 1990 && y <= 2100;
function calendarDay(d: number, m: number, y: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** What stands between two groups: a point as read, none, or a digit a point reads as. */
const pointReads = (s: string) => s === '' || s === '.' || (s.length === 1 && POINT_DIGITS.has(s));

/**
 * The dates a run of a day, a month and a year can be, each way of placing the two points; with
 * `day`, the day OCR parted from the run by a space (that space was its point).
 */
function datesIn(run: string, day = ''): Set<string> {
  const found = new Set<string>();
  const text = day + run;
  for (const s1 of day ? [0] : [0, 1]) {
    for (const s2 of [0, 1]) {
      const dd = day || text.slice(0, 2);
      const p1 = day ? '' : text.slice(2, 2 + s1);
      const at = dd.length + p1.length;
      const mm = text.slice(at, at + 2);
      const p2 = text.slice(at + 2, at + 2 + s2);
      const yyyy = text.slice(at + 2 + s2);
      if (!/^\d{2}$/.test(dd) || !/^\d{2}$/.test(mm) || !/^\d{4}$/.test(yyyy)) continue;
      if (!pointReads(p1) || !pointReads(p2)) continue;
      // Both points as printed: that is a date any reader sees, nothing to read back.
      if (p1 === '.' && p2 === '.') continue;
      if (!day && p1 === '' && p2 === '') continue;
      const [d, m, y] = [Number(dd), Number(mm), Number(yyyy)];
      if (plausibleYear(y) && calendarDay(d, m, y)) found.add(`${dd}.${mm}.${yyyy}`);
    }
  }
  return found;
}

/** The word's run read back as its one date, or null. */
function runDate(text: string): string | null {
  const m = AROUND.exec(text);
  if (!m) return null;
  const dates = datesIn(m[2]!);
  return dates.size === 1 ? `${m[1]}${[...dates][0]}${m[3]}` : null;
}

/** A day, then a space, then its month and year with the second point misread ("23" | "0212024"). */
function partedRunDate(day: string, rest: string): string | null {
  const d = /^(\d{2})\.?$/.exec(day);
  const r = /^(\d{6,7})([)\].,;:]?)$/.exec(rest);
  if (!d || !r) return null;
  const dates = datesIn(r[1]!, d[1]);
  return dates.size === 1 ? `${[...dates][0]}${r[2]}` : null;
}

/** OCR's words with the dates whose points were read as digits read back. */
export function readBackDatePoints(words: Word[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    const parted = next && besideOnLine(word, next) ? partedRunDate(word.text, next.text) : null;
    if (parted && next) {
      out.push(joinedWord(word, next, parted));
      i++;
      continue;
    }
    const date = runDate(word.text);
    out.push(date ? { ...word, text: date } : word);
  }
  return out;
}
