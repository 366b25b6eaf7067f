import type { PageModel } from './page-model';
import { countedLines } from './counted-lines';
import { amountsSum } from './tables-below';
import { cents } from './receipt-arithmetic';
import { modelMemo } from './model-memo';

/** Kept per page: countedLines keeps its lines by the pages array, which is new at each call here. */
const memo = modelMemo<'items', number | null>();

/**
 * What the receipt's items add up to, in cents, where two items or more were each read with their
 * amount: the total they make, as the page prints it. A scan's total that the cash less the change
 * does not confirm (OCR misread the change: "RENDU 5,206" for 5,20 €) is confirmed as well by its
 * items (receipt-total.ts): a card's part of a split payment, printed again on the card's slip, is
 * no sum of them.
 */
export const itemsTotal = (model: PageModel): number | null =>
  memo(model, 'items', () => {
    const lines = countedLines([model.page]);
    if (lines.length < 2) return null;
    const sum = amountsSum(lines);
    return sum === null || sum <= 0 ? null : cents(sum);
  });
