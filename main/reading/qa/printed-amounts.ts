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

/** An amount printed with its cents ("12.171,32", "3632.37"). */
const WITH_CENTS = /[.,]\d{2}\)?-?$/;
/** So many of the page's amounts print cents that a figure without them is out of place. */
export const CENTS_PRINTED = 3;

/**
 * The page's amounts printed whole, with their cents, above nought: the figures a scan's broken
 * cell is read back from (ocr-cents.ts, figure-restored.ts).
 */
export const printedWithCents = (model: PageModel): number[] =>
  printedAmounts(model)
    .filter((p) => WITH_CENTS.test(p.text.trim()) && p.value > 0)
    .map((p) => p.value);

/**
 * The figures two printed figures make to the cent, their sum or difference (the net and its VAT,
 * the gross less a deposit), above nought; with `once`, the printed figures themselves first.
 */
export function figuresMade(printed: number[], once: boolean): number[] {
  const out = once ? [...printed] : [];
  printed.forEach((a, i) =>
    printed
      .slice(i + 1)
      .forEach((b) => out.push(Math.round((a + b) * 100) / 100, Math.round(Math.abs(a - b) * 100) / 100)),
  );
  return out.filter((v) => v > 0);
}
