import type { Word } from '../types';

/**
 * Dates OCR misread a digit of. On a faded or shrunk print a 0 loses its sides and reads as a 6 or
 * an 8, and a 2 or a 0 comes back as the letter it looks like: "24-05-Z618", "04/04/2617",
 * "26/82/18". No such date exists, so the date was no answer at all, though every other digit
 * was read. A word in a date's shape that is no date is read again with those look-alikes taken
 * for the digit they stand for, and kept when exactly one date comes out:
 * - letters inside the date are always a misread digit (there is no other reading of "Z618");
 * - of the digits, one 6 or 8 is taken for a 0, and only when exactly one such swap makes a date:
 *   "26/82/18" is 26/02/18, and "16/18/86" stays as read (16/10/86 or 16/18/80 with the month
 *   first). A date as read is never changed.
 * - a separator read twice ("17//1/2018") is one, and a day a space before the rest of its date
 *   ("05 03-2018") is joined to it.
 */

/** Letters that are a digit's look-alike, and the digit. */
const LETTER_DIGITS: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  Z: '2',
  z: '2',
  S: '5',
  s: '5',
  B: '8',
  I: '1',
  l: '1',
  '|': '1',
};
/** Digits a faded 0 reads as. */
const FADED_ZERO = /[68]/g;

/** Day, month and year groups of a printed date, each a digit or a look-alike. */
const CHAR = '[0-9OoDQZzSsBIl|]';
const DATE_SHAPE = new RegExp(
  `(?<![\\p{L}\\p{N}])(${CHAR}{1,2})([/.-])(${CHAR}{1,2})\\2(${CHAR}{4}|${CHAR}{2})(?![\\p{L}\\p{N}])`,
  'u',
);

/** A year a receipt or invoice of ours can carry (as the date reader takes them). */
const plausibleYear = (y: string) => y.length === 2 || (Number(y) >= 1990 && Number(y) <= 2100);
const dayMonth = (d: number, m: number) => d >= 1 && d <= 31 && m >= 1 && m <= 12;

/** Whether the three groups make a date, day first or month first. */
function isDate(a: string, b: string, y: string): boolean {
  if (!/^\d+$/.test(a + b + y) || !plausibleYear(y)) return false;
  return dayMonth(Number(a), Number(b)) || dayMonth(Number(b), Number(a));
}

/** The date the groups stand for, or null when there is none or more than one. */
function repaired(groups: [string, string, string]): [string, string, string] | null {
  const digits = groups.map((g) => g.replace(/\D/g, (c) => LETTER_DIGITS[c] ?? c)) as [
    string,
    string,
    string,
  ];
  if (isDate(...digits)) return digits;
  const found = new Map<string, [string, string, string]>();
  digits.forEach((group, i) => {
    for (const m of group.matchAll(FADED_ZERO)) {
      const swapped = [...digits] as [string, string, string];
      swapped[i] = group.slice(0, m.index) + '0' + group.slice(m.index + 1);
      if (isDate(...swapped)) found.set(swapped.join('/'), swapped);
    }
  });
  return found.size === 1 ? [...found.values()][0]! : null;
}

/** A separator read twice ("17//1/2018"). */
const DOUBLED = /(\d)([/.-])\2(?=\d)/g;

/** The word with a misread date read back, or the word as read. */
function readBack(word: Word): Word {
  const undoubled = word.text.replace(DOUBLED, '$1$2');
  const text = undoubled !== word.text && DATE_SHAPE.test(undoubled) ? undoubled : word.text;
  const m = DATE_SHAPE.exec(text);
  if (!m) return word;
  const [whole, a, sep, b, y] = m as unknown as [string, string, string, string, string];
  if (isDate(a, b, y)) return text === word.text ? word : { ...word, text };
  // Mostly digits: "SO/OS/OO" is no date a look-alike hides.
  if ((a + b + y).replace(/\D/g, '').length < 3) return word;
  const date = repaired([a, b, y]);
  if (!date) return word;
  return { ...word, text: text.slice(0, m.index) + date.join(sep) + text.slice(m.index + whole.length) };
}

/** The rest of a date after its day, its first separator read as a space ("05 03-2018"). */
const MONTH_YEAR = /^(\d{1,2})([/.-])(\d{2}|\d{4})$/;

/** A day with its separator ("23."), and a month run into its four-digit year ("032026"). */
const DAY_WITH_SEPARATOR = /^(\d{1,2})([/.-])$/;
const MONTH_INTO_YEAR = /^(\d{2})(\d{4})$/;

/** The date a day and the word after it make when OCR parted them, or null (see joinParted). */
function partedDate(day: string, rest: string): string | null {
  const m = MONTH_YEAR.exec(rest);
  if (m && /^\d{1,2}$/.test(day) && isDate(day, m[1]!, m[3]!)) return `${day}${m[2]}${rest}`;
  // The second separator lost as well ("23." | "032026" of 23.03.2026): only a four-digit year
  // makes the run one month and one year, and only a day first ("23.") reads it so.
  const d = DAY_WITH_SEPARATOR.exec(day);
  const my = MONTH_INTO_YEAR.exec(rest);
  if (d && my && dayMonth(Number(d[1]), Number(my[1])) && plausibleYear(my[2]!))
    return `${d[1]}${d[2]}${my[1]}${d[2]}${my[2]}`;
  return null;
}

/**
 * A day followed a space apart by the rest of its date ("05" | "03-2018"), OCR having read the
 * first separator as a space, is one date: as two words neither is a date. So is a day with its
 * separator before a month and year OCR ran together ("23." | "032026").
 */
function joinParted(words: Word[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    const day = words[i]!;
    const rest = words[i + 1];
    const date = rest ? partedDate(day.text, rest.text) : null;
    if (date && rest && besideOnLine(day, rest)) {
      out.push(joinedWord(day, rest, date));
      i++;
    } else out.push(day);
  }
  return out;
}

/** Whether `b` stands right after `a` on its line, no more than a letter's height apart. */
export const besideOnLine = (a: Word, b: Word): boolean =>
  Math.abs(b.y + b.h / 2 - (a.y + a.h / 2)) < a.h / 2 && b.x > a.x && b.x - (a.x + a.w) < a.h;

/** Two words OCR parted, as the one word `text` they print, boxed around both. */
export function joinedWord(a: Word, b: Word, text: string): Word {
  const y = Math.min(a.y, b.y);
  return { ...a, text, y, w: b.x + b.w - a.x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}

/** OCR's words with misread dates read back. */
export const readBackDates = (words: Word[]): Word[] => joinParted(words).map(readBack);
