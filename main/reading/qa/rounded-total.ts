import { QUALIFIER_GROUPS, ROUNDING_PHRASES } from '../lang';
import type { Located } from './locate';
import type { PageModel } from './page-types';
import { cents } from './receipt-arithmetic';
import { roundingLines } from './rounding';
import { hasPhrase, rows, valueBox, type Row } from './till-rows';

/**
 * A total rounded to the coins in use on a line of its own under it ("TOTAL SALES (INCLUSIVE GST)
 * RM 45.34", "ROUNDING ADJUSTMENT RM 0.01", "ROUNDING RM 45.35"): what was paid is the rounded
 * figure. The till labels it with its rounding word alone, which no total label finds, and OCR
 * often misreads the adjustment's own small figure ("-01"), so the rounded line is known by its
 * place and its arithmetic: under the total, a rounding word beside a figure that differs from
 * the total by less than one unit of money; or, where the adjustment itself was read on its line,
 * by the line under it that the total and the adjustment make (afterAdjustment). A question asking
 * the amount before the rounding (an excluding word) keeps the total as printed.
 */
export function withRoundedTotal(model: PageModel, found: Located[], asked: string[]): Located[] {
  const first = found[0];
  if (!first || asked.some((w) => QUALIFIER_GROUPS.excluding.has(w))) return found;
  const total = cents(Number(first.normalized));
  if (!Number.isFinite(total) || total <= 0) return found;
  const all = rows(model);
  const at = all.find((r) => cents(r.value) === total && Math.abs(r.seg.y - first.box.y) < model.lineHeight);
  if (!at) return found;
  const below = (r: { line: number }) => r.line > at.line && r.line - at.line <= ROUNDED_WITHIN;
  const near = (r: Row) => r.value >= 1 && cents(r.value) !== total && Math.abs(cents(r.value) - total) < 100;
  const rounded =
    all.find((r) => below(r) && hasPhrase(r.words, ROUNDING_PHRASES) && near(r)) ??
    afterAdjustment(model, all, total, below, near);
  if (!rounded) return found;
  const value = String(rounded.value);
  return [
    { text: rounded.text, normalized: value, box: valueBox(rounded), score: first.score, via: first.via },
    ...found.filter((f) => f.normalized !== value),
  ];
}

/** The most lines a till prints between its total and the rounded one (the adjustment between). */
const ROUNDED_WITHIN = 3;

/**
 * The rounded total printed on a line after the rounding's own ("Summa 1 062,50", "Öresavrundning
 * 0,50", "ATT BETALA SEK 1 063,00"): the adjustment, under one unit of money on a line of a
 * rounding word, and below it the figure the total and the adjustment make, either way (a till
 * prints the adjustment's sign or not). The arithmetic says which line is the rounded total, whatever
 * its label.
 */
function afterAdjustment(
  model: PageModel,
  all: Row[],
  total: number,
  below: (r: { line: number }) => boolean,
  near: (r: Row) => boolean,
): Row | undefined {
  // The adjustment's sign is printed every way ("Rundungsdifferenz  -0.02", "Öresavrundning 0,50"):
  // a line taking money off is no row of rows(), which keeps amounts above nought. Each is under
  // one unit of money (roundingLines).
  const adjustment = roundingLines(model).find(below);
  if (!adjustment) return undefined;
  const by = Math.abs(cents(adjustment.value));
  return all.find(
    (r) =>
      below(r) &&
      r.line > adjustment.line &&
      near(r) &&
      Math.abs(Math.abs(cents(r.value) - total) - by) === 0,
  );
}
