import { confidence } from '../confidence';
import type { FeatureCandidate } from './candidate';
import type { Column } from './line-header';
import { parseAmount } from './normalize';
import { CURRENCY_MARK } from './values';

/** What a line table's row shows of itself here: its cells, and whether it reads as an item. */
type SumRow = { cells: Partial<Record<Column, string>>; item: boolean };

/** A cell's figure, printed with its currency or without ("450,00 €", "$1,200.00", "EUR 12.50"). */
export const cellAmount = (text: string): number | null =>
  parseAmount(text.replace(CURRENCY_MARK, ' ').replace(FRAME, '').trim());

/** A box drawn in characters closes its cells with bars ("| Subtotaal   € 12.720,00 |"): frame, no figure's. */
export const FRAME = /^\s*\|+|\|+\s*$/g;

/**
 * A quantity cell's number ("100,0000 Stk.", "2 Stk", "20"). Three digits after its one separator
 * read as thousands ("1.000" cards, "2,000" in dollars), but where that separator is the one the
 * row's figures write their cents after it is the quantity's decimal point: a German table's
 * "5,000 kg" beside "27,50" is five, "8,600 m³" beside "5.031,00" eight and a half; one document
 * does not write thousands and cents with one mark.
 */
export function cellQuantity(text: string | undefined, figures: (string | undefined)[]): number | null {
  const printed = text?.match(/^[-\d.,\s]*\d/)?.[0] ?? '';
  const three = /^(-?\d{1,3})([.,])(\d{3})$/.exec(printed.trim());
  const cents = figures.map((f) => CENTS.exec(f ?? '')?.[1]).find((m) => m !== undefined);
  if (three && three[2] === cents) return Number(`${three[1]}.${three[3]}`);
  return parseAmount(printed);
}

/** The mark a figure writes its cents after ("27,50", "5.031,00 €", "$90.00"). */
const CENTS = /\d([.,])\d{2}(?!\d)\D*$/;

/**
 * The lines under a note printed across the table before its first item: e-invoices carry such a
 * note as a line of text of its own (the ZUGFeRD 1 'Rechnungskorrektur' and 'Kostenrechnung'
 * prints), so the count is not clear; each line is as unsure as a row with no amount.
 */
export function noted(lines: FeatureCandidate[], note: boolean): FeatureCandidate[] {
  if (!note) return lines;
  return lines.map((l) => ({ ...l, confidence: confidence(Math.min(l.confidence.value, 0.5)) }));
}

/**
 * A row of an amount alone that is the sum of the items over it: a totals label's ("Subtotal
 * labour | 500.00"), or any row's over two items or more ("Sub Total (Taxable Value) | 95,840.00"
 * under four items, a label no pack knows): their total, not one more item.
 */
export function sectionSum(lines: FeatureCandidate[], row: SumRow, labelled: boolean): boolean {
  if (lines.length < (labelled ? 1 : 2) || row.cells.unitPrice) return false;
  // A quantity beside the sum is the items' quantities summed ("Total Hours / Professional Fees |
  // 13.30 | 4,089.50" under seven time entries): a row that is its own item has a price too.
  if (row.cells.quantity && !sumsQuantities(lines, row.cells.quantity)) return false;
  if (!labelled && !row.item) return false;
  const amount = cellAmount(row.cells.amount ?? '');
  const amounts = lines.map((l) => (typeof l.amount === 'string' ? Number(l.amount) : NaN));
  if (amount === null || amounts.some((a) => Number.isNaN(a))) return false;
  return Math.abs(amounts.reduce((a, b) => a + b, 0) - amount) < 0.005;
}

/** A quantity that is the sum of the lines' quantities (two lines or more, each with its own). */
function sumsQuantities(lines: FeatureCandidate[], quantity: string): boolean {
  const q = parseAmount(quantity);
  const each = lines.map((l) => (typeof l.quantity === 'string' ? Number(l.quantity) : NaN));
  if (q === null || lines.length < 2 || each.some((n) => Number.isNaN(n))) return false;
  return Math.abs(each.reduce((a, b) => a + b, 0) - q) < 0.005;
}
