import { ROUNDING_PHRASES } from '../lang';
import { rightOnLine } from './geometry';
import { hasPhrase } from './till-rows';
import { parseAmount } from './normalize';
import type { PageModel } from './page-model';
import { findValues } from './values';

/**
 * What a page's rounding line takes off or adds to the gross ("Round Off  (-)0.40", "Øreafrunding
 * 0,25"), as the amounts it prints (without their sign, which tills print every way), with 0 for
 * no rounding at all. Totals that add up to the gross only with it add up all the same.
 */
export function roundings(model: PageModel): number[] {
  const out = new Set<number>([0]);
  for (const { value } of roundingLines(model)) out.add(value).add(-value);
  return [...out];
}

/**
 * The page's rounding lines and what each rounds by, without its sign ("Rundungsdifferenz  -0.02"
 * is 0.02 on its line): a figure of a unit of money or more on such a line is something else.
 */
export function roundingLines(model: PageModel): { line: number; value: number }[] {
  const out: { line: number; value: number }[] = [];
  for (const info of model.segs) {
    if (!hasPhrase(info.tokens, ROUNDING_PHRASES)) continue;
    const texts = [info.seg.text, ...rightOnLine(model.segs, info.seg).map((s) => s.seg.text)];
    for (const text of texts)
      for (const v of findValues('amount', text)) {
        const r = Math.abs(parseAmount(v.text) ?? NaN);
        if (r > 0 && r < 1) out.push({ line: info.seg.line, value: r });
      }
  }
  return out;
}
