import type { Located } from './locate';
import type { PageModel } from './page-model';
import { amountText } from './normalize';
import { digitsShow } from './ocr-figures';
import { cents, pageRates } from './receipt-arithmetic';
import { sure } from './lost-digits';
import { vatRatesIn } from './values';

/**
 * A scan's VAT figure the page's arithmetic contradicts, read back where that arithmetic proves the
 * figure its cell shows (vat-contradicted.ts drops it otherwise: saying nothing beats booking a
 * misread). The VAT is the one rate of a net read whole, and the cell must still show it:
 * - every digit in order, a separator read as a digit ("zzgl. 19 % MwSt. 31083.32" of a net of
 *   16.228,00: 3.083,32, the thousands' point read '1' and the decimal comma '.'); the rate's share
 *   shown digit for digit is how figure-restored.ts reads a cell of digits alone back too;
 * - or one digit misread ("MWST 8.1 % 257.93" between "Total exkl. MWST 4'418.90" and "Total inkl.
 *   MWST 4'776.83": 357,93), only where a second sum makes the same VAT: the gross read whole less
 *   the net, to the page's rounding. One digit and one sum is chance.
 * One figure only: two nets or rates making two figures the cell shows read back nothing.
 */

/** How far apart, in cents, the rate's VAT and the totals' difference may be (a 5-cent rounding). */
const ROUNDED = 5;
/** A figure read back from a contradicted cell is less sure than one read as printed. */
const RESTORED = 0.9;

/** Whether the digits show `value` with exactly one of them misread as another digit. */
function oneDigitOff(digits: string, value: number): boolean {
  for (let k = 0; k < digits.length; k++)
    for (const d of '0123456789')
      if (d !== digits[k] && digitsShow(digits.slice(0, k) + d + digits.slice(k + 1), value)) return true;
  return false;
}

/** The one rate the VAT's own line prints left of it, else the page's one rate, else null. */
function lineRate(model: PageModel, l: Located): number | null {
  const line = model.segs
    .filter((s) => Math.abs(s.seg.y - l.box.y) < model.lineHeight / 2 && s.seg.x < l.box.x + l.box.w)
    .flatMap((s) => vatRatesIn(s.seg.text));
  const own = [...new Set(line)];
  const rates = own.length ? own : pageRates(model);
  return rates.length === 1 ? rates[0]! : null;
}

export function vatReadBack(model: PageModel, l: Located): Located | null {
  if (model.page.readConfidence === undefined) return null;
  const rate = lineRate(model, l);
  if (rate === null) return null;
  const digits = l.text.replace(/\D/g, '');
  if (digits.length < 3) return null;
  const grosses = sure(model, 'total_incl');
  const nets = sure(model, 'total_excl');
  // The rate's share worked out line by line, or of the gross, may round a cent either way.
  const byRate = nets.flatMap((n) => {
    const vat = cents((n * rate) / 100);
    return [vat - 1, vat, vat + 1];
  });
  const between = nets.flatMap((n) => grosses.map((g) => cents(g - n))).filter((d) => d > 0);
  const shown = new Set([...byRate, ...between].filter((v) => digitsShow(digits, v / 100)));
  const twice = new Set(
    nets
      .map((n) => cents((n * rate) / 100))
      .filter((v) => between.some((d) => Math.abs(d - v) <= ROUNDED) && oneDigitOff(digits, v / 100)),
  );
  const made = shown.size ? shown : twice;
  if (made.size !== 1) return null;
  const value = [...made][0]! / 100;
  if (cents(value) === cents(Number(l.normalized))) return null;
  const comma = model.segs.some((s) => /\d,\d{2}\b/.test(s.seg.text));
  return {
    ...l,
    text: amountText(value, comma),
    normalized: String(value),
    score: l.score * RESTORED,
    via: 'arithmetic',
  };
}
