import type { Located } from './locate';
import { amountText } from './normalize';
import type { PageModel } from './page-model';
import { CENTS_PRINTED, figuresMade, printedAmounts, printedWithCents } from './printed-amounts';

/** A whole figure OCR may have read off an amount with cents: digits alone, at least three. */
const DIGITS_ONLY = /^\d{3,}$/;
const near = (a: number, b: number) => Math.abs(a - b) < 0.011;

/**
 * OCR loses the small marks of a figure at 200 dpi: "Restbetrag 12.171,32 €" reads "1217132 €",
 * and that whole number would be answered as the amount due at full confidence. On a page read by
 * OCR whose amounts print cents, a total found as digits alone is read with its last two as cents
 * where the page's own figures then add up to it (a printed figure, or the sum or difference of
 * two: the gross less a deposit, the net and its VAT); else it is no answer: what it was cannot be
 * told. A text layer prints what its maker wrote, and whole figures there stand.
 */
export function restoredCents(model: PageModel, found: Located[], vat = false): Located[] {
  if (model.page.readConfidence === undefined || !found.some((l) => /\d{3}/.test(l.text))) return found;
  const mark = decimalMark(model);
  const unformed = (l: Located): string | null => {
    const figure = digits(l.text);
    if (DIGITS_ONLY.test(figure)) return figure;
    return mark && misplaced(mark).test(figure) ? figure.replace(/\D/g, '') : null;
  };
  if (!found.some(unformed)) return found;
  const printed = printedWithCents(model);
  if (printed.length < CENTS_PRINTED) return found;
  const comma = model.segs.some((s) => /\d,\d{2}\b/.test(s.seg.text));
  return found.flatMap((l) => {
    const figure = unformed(l);
    if (figure === null) return [l];
    const lost = Number(figure) / 100;
    const value = addsUp(lost, printed) ? lost : separatorAsDigit(figure, printed, vat ? rates(model) : null);
    if (value === null) return [];
    return [{ ...l, text: amountText(value, comma), normalized: String(value) }];
  });
}

/**
 * The mark the page's figures print their cents after: a comma ("58,00", "1.234,56") or a point,
 * where all of them agree; else null.
 */
function decimalMark(model: PageModel): ',' | '.' | null {
  const marks = new Set(
    printedAmounts(model)
      .map((p) => /([.,])\d{2}\)?-?$/.exec(p.text.trim())?.[1])
      .filter((m) => m !== undefined),
  );
  const [only] = marks;
  return marks.size === 1 && (only === ',' || only === '.') ? only : null;
}

/**
 * A total read with three digits after the mark the page prints its cents after ("29,900" on a
 * page of "58,00" and "108,25"): no thousands group, as that mark is not the page's for
 * thousands, and no cents. OCR read a mark or a digit that is not printed (the bill's "129,90");
 * its digits are read as a figure whose separator was lost.
 */
const misplaced = (mark: ',' | '.'): RegExp => (mark === ',' ? /^\d{1,3},\d{3}$/ : /^\d{1,3}\.\d{3}$/);

/** The figure without its currency and spaces ("1217132 €" -> "1217132"). */
const digits = (text: string): string => text.replace(/[^\d.,]/g, '');

/**
 * A figure where OCR took its cents' separator for a digit ("639175" for 639.75, "12710" for
 * 12,10, "555154" for 555.54): every digit of it but that one, where the page shows it twice
 * over. A VAT (`rates` given): the gross less the net, and a rate the page prints times that net.
 * Any other total: the sum or difference of two printed figures (the net and its VAT), not one
 * figure printed alone, which may be any other total's. No digit is guessed.
 */
function separatorAsDigit(figure: string, printed: number[], rates: number[] | null): number | null {
  if (figure.length < 4) return null;
  const value = Number(figure.slice(0, -3) + figure.slice(-2)) / 100;
  const shown = rates
    ? printed.some((a) =>
        printed.some((b) => near(b - a, value) && rates.some((r) => Math.abs((a * r) / 100 - value) < 0.015)),
      )
    : figuresMade(printed, false).some((v) => near(v, value));
  return shown ? value : null;
}

/** The rates the page prints ("TVA 20 %", "GST 15%"). */
const rates = (model: PageModel): number[] =>
  model.segs.flatMap((s) =>
    [...s.seg.text.matchAll(/(\d{1,2}(?:[.,]\d{1,2})?)\s?%/g)].map((m) => Number(m[1]!.replace(',', '.'))),
  );

/** A figure printed, or the sum or difference of two printed (the gross less a deposit). */
const addsUp = (value: number, printed: number[]): boolean =>
  figuresMade(printed, true).some((v) => near(v, value));
