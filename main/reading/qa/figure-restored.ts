import type { Concept } from './lexicon';
import type { Located } from './locate';
import type { PageModel } from './page-model';
import { cellsOf } from './unread-value';
import { withoutRates } from './ocr-figures';
import { amountText, parseAmount } from './normalize';
import { CURRENCY_MARK, findValues } from './values';

/**
 * A scan's total whose figure OCR read as digits alone, in a cell of its own ("TOTAAL EUR | 5651",
 * "Totalt SEK | 979100", "Total TVA | 3231"): OCR lost its cents' separator, or read it as a digit.
 * values.ts reads no amount in a bare run of digits with no currency beside it (a quantity, a
 * number), so the label found nothing, and the totals' arithmetic had no gross to check the VAT
 * table against. Its separators were dropped or each read as a digit ("979100" of 979,00,
 * "101171725" of 10 171,25): the label's value is the one figure two figures the page reads whole
 * make to the cent, their sum or difference (the net and its VAT, the gross less the net), whose
 * every digit the run shows so; a gross, what is left to pay, may also be printed again whole (the
 * card's slip). A figure printed once elsewhere says nothing of a VAT: a litre's price "13,79" is
 * no VAT "137,18" read "1378". A run of digits the arithmetic does not confirm stays unread
 * (unread-value.ts). A text layer prints what its maker wrote: nothing is read back.
 */

/** What a label of a related concept is worth against the concept's own (find.ts). */
const RELATED_LABEL = 0.9;
/** The weight of a value beside its label on its line (locate.ts, placesNear). */
const BESIDE = 0.97;
/** Totals sit at the foot of the invoice: locate.ts adds this share of the page's height. */
const FOOT = 0.05;
/** A figure the arithmetic read back is a little less sure than one read as printed. */
const RESTORED = 0.9;
/**
 * Digits alone, four at least: a figure with cents that lost its separator. Three say too little: a
 * till's small figures make many a sum of three digits ("175" of 17,35, a digit lost, is 0,90 + 0,85).
 */
const DIGITS_ONLY = /^\d{4,}$/;
/** An amount printed with its cents ("12.171,32", "3632.37"). */
const WITH_CENTS = /[.,]\d{2}\)?-?$/;
/** So many of the page's amounts print cents that a figure without them is out of place. */
const CENTS_PRINTED = 3;

/** The page's amounts read whole, with their cents, above nought. */
const printedWhole = (model: PageModel): number[] =>
  model.segs.flatMap((s) =>
    findValues('amount', s.seg.text)
      .filter((v) => WITH_CENTS.test(v.text.trim()))
      .map((v) => parseAmount(v.text))
      .filter((n): n is number => n !== null && n > 0),
  );

/**
 * Whether a run of digits shows every digit of a value in order, each of its separators (the
 * cents', the thousands') dropped or read as one digit ("5651", "979100", "101171725" of 56,51,
 * 979,00, 10 171,25).
 */
export function digitsShow(digits: string, value: number): boolean {
  const want = value.toFixed(2).replace('.', '');
  const marks = new Set<number>();
  for (let at = want.length - 2; at > 0; at -= 3) marks.add(at);
  // At a separator's place one digit more may stand: the separator read as one, once.
  const from = (i: number, j: number, mark = true): boolean => {
    if (i === want.length) return j === digits.length;
    if (mark && marks.has(i) && j < digits.length && from(i, j + 1, false)) return true;
    return digits[j] === want[i] && from(i + 1, j + 1);
  };
  return from(0, 0);
}

/**
 * The figures two figures the page reads whole make to the cent, their sum or difference; and
 * `once`, those printed themselves.
 */
function made(printed: number[], once: boolean): number[] {
  const out = once ? [...printed] : [];
  printed.forEach((a, i) =>
    printed
      .slice(i + 1)
      .forEach((b) => out.push(Math.round((a + b) * 100) / 100, Math.round(Math.abs(a - b) * 100) / 100)),
  );
  return out.filter((v) => v > 0);
}

/** The one figure a run of digits shows of those the page's figures make, or null. */
function restored(digits: string, printed: number[], once: boolean): number | null {
  const shown = new Set(
    made(printed, once)
      .filter((v) => digitsShow(digits, v))
      .map((v) => v.toFixed(2)),
  );
  return shown.size === 1 ? Number([...shown][0]) : null;
}

export function withRestoredFigures(model: PageModel, concept: Concept, found: Located[]): Located[] {
  if (model.page.readConfidence === undefined || concept.type !== 'amount') return found;
  const related = new Set(concept.alsoFrom ?? []);
  const printed = printedWhole(model);
  if (printed.length < CENTS_PRINTED) return found;
  const comma = model.segs.some((s) => /\d,\d{2}\b/.test(s.seg.text));
  const out = [...found];
  for (const info of model.segs) {
    const id = info.label?.concept.id;
    if (id === undefined || (id !== concept.id && !related.has(id))) continue;
    if (found.some((l) => l.from === info.seg)) continue;
    // Amounts close their line: the last cell holding a figure is the label's.
    const cells = cellsOf(model, info).filter((c) => /\d/.test(withoutRates(c.text)));
    const cell = cells[cells.length - 1];
    if (!cell) continue;
    const digits = withoutRates(cell.text).replace(CURRENCY_MARK, ' ').trim();
    if (!DIGITS_ONLY.test(digits)) continue;
    const foot = (info.seg.y / Math.max(1, model.page.height)) * FOOT;
    const score =
      ((info.label?.quality ?? 0) * (cell.inline ? 1 : BESIDE) * (id === concept.id ? 1 : RELATED_LABEL) +
        foot) *
      RESTORED;
    const value = restored(digits, printed, concept.id !== 'total_vat');
    if (value === null) continue;
    out.push({
      text: amountText(value, comma),
      normalized: String(value),
      box: cell.at.seg,
      score,
      via: cell.inline ? 'inline' : 'right',
      from: info.seg,
    });
  }
  return out.length === found.length ? found : out.sort((a, b) => b.score - a.score);
}
