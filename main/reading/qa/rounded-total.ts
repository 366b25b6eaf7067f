import { QUALIFIER_GROUPS, ROUNDING_PHRASES } from '../lang';
import type { Located } from './locate';
import type { PageModel } from './page-types';
import { cents } from './receipt-arithmetic';
import { hasPhrase, rows, valueBox } from './till-rows';

/**
 * A total rounded to the coins in use on a line of its own under it ("TOTAL SALES (INCLUSIVE GST)
 * RM 45.34", "ROUNDING ADJUSTMENT RM 0.01", "ROUNDING RM 45.35"): what was paid is the rounded
 * figure. The till labels it with its rounding word alone, which no total label finds, and OCR
 * often misreads the adjustment's own small figure ("-01"), so the rounded line is known by its
 * place and its arithmetic: under the total, a rounding word beside a figure that differs from
 * the total by less than one unit of money. A question asking the amount before the rounding (an
 * excluding word) keeps the total as printed.
 */
export function withRoundedTotal(model: PageModel, found: Located[], asked: string[]): Located[] {
  const first = found[0];
  if (!first || asked.some((w) => QUALIFIER_GROUPS.excluding.has(w))) return found;
  const total = cents(Number(first.normalized));
  if (!Number.isFinite(total) || total <= 0) return found;
  const all = rows(model);
  const at = all.find((r) => cents(r.value) === total && Math.abs(r.seg.y - first.box.y) < model.lineHeight);
  if (!at) return found;
  const rounded = all.find(
    (r) =>
      r.line > at.line &&
      r.line - at.line <= ROUNDED_WITHIN &&
      hasPhrase(r.words, ROUNDING_PHRASES) &&
      r.value >= 1 &&
      cents(r.value) !== total &&
      Math.abs(cents(r.value) - total) < 100,
  );
  if (!rounded) return found;
  const value = String(rounded.value);
  return [
    { text: rounded.text, normalized: value, box: valueBox(rounded), score: first.score, via: first.via },
    ...found.filter((f) => f.normalized !== value),
  ];
}

/** The most lines a till prints between its total and the rounded one (the adjustment between). */
const ROUNDED_WITHIN = 3;
