import { confidence } from '../confidence';
import type { PageText } from '../types';
import type { FeatureCandidate } from './candidate';
import { amountString } from './normalize';
import { amountsSum, figuresUnder, printedUnder } from './tables-below';
import { digitsShow } from './ocr-figures';
import { CURRENCY_MARK } from './values';

/**
 * One item's amount OCR misread past reading back from its own row ("31200]" for 312,00 where the
 * row's hours went unread, "2772500" for 2 725,00 on a row of no quantity), read back from the
 * table's arithmetic: the figure printed under the items (their subtotal, or the total a VAT line
 * is worked out on) less every other item's amount is what that one must be, and its cell shows
 * every digit of that figure in order, a separator dropped or read as a digit. Two facts that
 * agree by chance in no table: the page adds up, so the row is an item and is counted as surely as
 * one read whole. No digit is guessed (a cell with a digit misread or a letter among its digits
 * is read back by nothing here), and nothing is read back where two amounts are missing.
 */

/** The cells of amounts read as no figure, by the line read from their row (lines.ts readRows). */
const unreadCells = new WeakMap<FeatureCandidate, string>();

/**
 * Keeps the amount cell of a line read without its amount, or read off digits alone ("218 €" for
 * 2,18 €, its separator lost where no other cell yet showed the table prints cents), for
 * remainderRead to read back.
 */
export function unreadAmount(line: FeatureCandidate, cell: string | undefined): FeatureCandidate {
  if (cell && (line.amount === null ? /\d/.test(cell) : digitsAlone(cell))) unreadCells.set(line, cell);
  return line;
}

const digitsAlone = (cell: string): boolean => /^\d{3,}$/.test(cell.replace(CURRENCY_MARK, ' ').trim());

/** A line read back is as sure as one priced as printed (lines.ts lineValues). */
const READ_BACK = 0.7;

/**
 * The table's lines with the one amount missing read back where the figures under `bottom` and the
 * others' amounts show it (see above); the lines unchanged otherwise.
 */
export function remainderRead(page: PageText, lines: FeatureCandidate[], bottom: number): FeatureCandidate[] {
  const line = doubted(page, lines, bottom);
  const cell = line && unreadCells.get(line);
  if (!line || !cell || lines.length < 2) return lines;
  const others = amountsSum(lines.filter((l) => l !== line));
  if (others === null) return lines;
  const digits = cellDigits(cell);
  if (!digits) return lines;
  for (const figure of figuresUnder(page, bottom)) {
    const rest = Math.round((figure - others) * 100) / 100;
    if (rest > 0 && digitsShow(digits, rest)) {
      line.amount = amountString(rest);
      line.confidence = confidence(Math.max(line.confidence.value, READ_BACK));
      return lines;
    }
  }
  return lines;
}

/**
 * The one line whose amount the table's arithmetic may read back: the one read without its amount;
 * where every line has one that do not add up to a figure printed under them, the one read off
 * digits alone. None where two are in doubt: one sum cannot show two amounts.
 */
function doubted(page: PageText, lines: FeatureCandidate[], bottom: number): FeatureCandidate | undefined {
  const missing = lines.filter((l) => l.amount === null);
  if (missing.length) return missing.length === 1 ? missing[0] : undefined;
  const sum = amountsSum(lines);
  if (sum === null || printedUnder(page, bottom, sum)) return undefined;
  const bare = lines.filter((l) => digitsAlone(unreadCells.get(l) ?? ''));
  return bare.length === 1 ? bare[0] : undefined;
}

/**
 * A cell's digits as OCR read them, its marks and separators taken out; null where a letter stands
 * before or among them ("T95", "I5 70": a letter there may be a digit misread, and nothing here
 * guesses one) or fewer than two digits are read.
 */
function cellDigits(cell: string): string | null {
  const core = cell
    .replace(CURRENCY_MARK, ' ')
    .trim()
    .replace(/^[^\p{L}\d]{1,2}|[^\p{L}\d]{1,2}$/gu, '');
  if (!/^\d[\d\s.,:;'’/|-]*$/u.test(core)) return null;
  const read = core.replace(/\D/g, '');
  return read.length < 2 ? null : read;
}
