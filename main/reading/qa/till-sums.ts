import type { PageModel } from './page-model';
import { cents, isVatOf, lineRates, taxSums } from './receipt-arithmetic';
import { roundings } from './rounding';
import type { Row } from './till-rows';

/** A figure the till's lines vote for as its total, and the evidence for it. */
export type Vote = {
  value: number;
  votes: number;
  confirmed: boolean;
  last: Row;
  summed?: boolean;
};

/**
 * What the receipt's own sums say (receipt-arithmetic.ts): an amount named a total that is the VAT
 * another printed amount includes is that VAT, and the other (the last line printing it) the total; a net and its tax that add
 * up to a printed amount confirm it, or make it a total where OCR garbled its label.
 */
export function printedSums(
  model: PageModel,
  printed: Row[],
  exact: Row[],
  votes: Map<number, Vote>,
  vote: (r: Row, weight: number) => void,
): void {
  const summed = (r: Row) => {
    vote(r, 1);
    votes.get(cents(r.value))!.summed = true;
  };
  for (const [key, v] of [...votes]) {
    const rates = lineRates(model, v.last.line);
    const gross = printed.filter((r) => isVatOf(v.value, r.value, rates)).pop();
    if (!gross) continue;
    votes.delete(key);
    summed(gross);
  }
  // The sum as printed, else with the page's rounding ("ROUNDING 0.01" onto 234.00 + 14.04); a line
  // printing it first, else the money handed over where it was handed over exactly ("CASH 248.05"
  // over "CHANGE 0.00" where OCR could not read "TOTAL 248.05"): the tax summary confirms it.
  const adjusted = roundings(model).map(cents);
  for (const sum of new Set(taxSums(model))) {
    const last = adjusted
      .map(
        (r) =>
          printed.findLast((p) => cents(p.value) === sum + r) ??
          exact.findLast((p) => cents(p.value) === sum + r),
      )
      .find((r) => r !== undefined);
    if (last) summed(last);
  }
}
