import type { Row } from './line-row';
import { parseAmount } from './normalize';
import { CURRENCY_MARK } from './values';

const near = (a: number, b: number): boolean => Math.abs(a - b) < 0.005 + 1e-9;

/** How far an item's description may start from the items' own, in points. */
const ALIGNED = 3;

/** The figure a cell ends in: a total's beside its label ("Total honoraires TTC 5 937,60"). */
const LAST_FIGURE = /(-?\d{1,3}(?:[ .,]\d{3})*[.,]\d{2})$/;

const endFigure = (cell: string | undefined): number | null => {
  const m = LAST_FIGURE.exec((cell ?? '').replace(CURRENCY_MARK, ' ').trim());
  return m ? parseAmount(m[1]!) : null;
};

/**
 * Charges printed under the table's totals as its items are (the description where the items'
 * start, the amount under the amount heading), between two totals the second of which adds them
 * to the first: a fee passed on without VAT ("Débours (non soumis à TVA) :" / "Frais de greffe ...
 * 46,31" between "Total honoraires TTC 5 937,60" and "NET À PAYER 5 983,91"). They are lines of
 * the invoice as the items over them are. What the totals' labels column prints ("Frais de port")
 * is a total's part, not a line; a payment or a deposit lowers the total and is none either; rows
 * the totals do not add up leave the table as it was.
 */
export function chargesUnder(rows: Row[], bottom: number): Row[] {
  const items = rows.filter((r) => r.item && r.bottom <= bottom && r.descriptionX !== null);
  if (!items.length) return [];
  const x = Math.min(...items.map((r) => r.descriptionX!));
  const out: Row[] = [];
  let total: number | null = null;
  let run: { row: Row; amount: number }[] = [];
  for (const r of rows) {
    const amount = endFigure(r.cells.amount);
    // Words alone: a heading over the charges ("Débours :"), a note.
    if (r.top < bottom || amount === null) continue;
    const aligned = r.descriptionX !== null && Math.abs(r.descriptionX - x) <= ALIGNED;
    if (aligned && r.item) {
      const charge = total !== null && !r.cells.quantity && !r.cells.unitPrice && amount > 0;
      run = charge ? [...run, { row: r, amount }] : [];
    } else if (r.cells.description) {
      run = [];
    } else {
      // A total: the run over it is charges when it adds them to the total before.
      const added = run.reduce((s, c) => s + c.amount, 0);
      if (run.length && total !== null && near(total + added, amount)) out.push(...run.map((c) => c.row));
      run = [];
      total = amount;
    }
  }
  return out;
}
