import type { Box } from '../types';
import { modelMemo } from './model-memo';
import { parseAmount } from './normalize';
import type { PageModel } from './page-model';
import { findValues } from './values';

/** An amount as the page prints it: its text, its value with its sign, and the segment it is in. */
export interface PrintedAmount {
  text: string;
  normalized: string;
  value: number;
  box: Box;
}

const memo = modelMemo<'amounts', PrintedAmount[]>();

/**
 * Every amount the page prints, top to bottom: read once per page, as the totals' arithmetic asks
 * whether a sum is printed and the VAT's plausibility compares with every figure, question after
 * question.
 */
export const printedAmounts = (model: PageModel): PrintedAmount[] =>
  memo(model, 'amounts', () =>
    model.segs.flatMap((info) =>
      findValues('amount', info.seg.text).flatMap((v) => {
        const value = parseAmount(v.text);
        return value === null || !Number.isFinite(value)
          ? []
          : [{ text: v.text, normalized: v.normalized, value, box: info.seg }];
      }),
    ),
  );

/** Where the page prints an amount (to the cent), or null. */
export function printedAt(model: PageModel, amount: number): PrintedAmount | null {
  return printedAmounts(model).find((p) => Math.abs(p.value - amount) < 0.005) ?? null;
}
