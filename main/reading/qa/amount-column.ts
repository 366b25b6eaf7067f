import type { Segment } from '../types';
import { headingOver } from './geometry';
import type { Heading } from './line-header';
import { splitByHeadings } from './joined-cells';
import { cellAmount } from './line-sums';
import { sameCents } from './normalize';

/**
 * A line table whose amount is headed by words no pack knows as an amount's: "Credit (ex VAT)",
 * "Taxable Value", "Extended", a schedule of values' "Scheduled | Prev. Billed | This Period". The
 * arithmetic of the rows under the headings names the column, as it names a table's unnamed
 * columns (unnamed-columns.ts):
 * - under a quantity and a unit price, the column right of the price whose figure is the quantity
 *   times the price on every row;
 * - under a description alone, the column whose figures add up to the figure printed under them in
 *   that same column (the table's "Totals" row), the rightmost of them: the amount closes a row.
 * A column neither shows stays unnamed: the table is read as before (its lines unsure, no count).
 */

/** Rows under the headings read for the product: two at least, every one of them holding it. */
const MIN_ROWS = 2;
const SAMPLE = 4;
/** How many rows of the table are read for its total under a column. */
const REACH = 40;

/** The figure a cell starts with ("2,500 kg", "1 lot", "118.50"). */
const leading = (cell: string | undefined): number | null =>
  cellAmount(cell?.match(/^-?\d[\d.,]*/)?.[0] ?? '');

/** Each row's cell under each heading (segments joined across headings split apart first). */
function cellsOf(headings: Heading[], rows: Segment[][]): Map<Heading, string>[] {
  return rows.map((row) => {
    const cells = new Map<Heading, string>();
    for (const seg of row.flatMap((s) => splitByHeadings(s, headings))) {
      if (!/[\p{L}\p{N}]/u.test(seg.text)) continue;
      const h = headingOver(headings, (x) => x, seg);
      if (h) cells.set(h, cells.has(h) ? `${cells.get(h)} ${seg.text}` : seg.text);
    }
    return cells;
  });
}

/**
 * The headings with their amount column named by the rows' arithmetic, or as they were. `rows`
 * are the rows printed under the header, in order.
 */
export function amountNamed(headings: Heading[], rows: Segment[][]): Heading[] {
  if (headings.some((h) => h.col === 'amount')) return headings;
  const description = headings.find((h) => h.col === 'description');
  if (!description) return headings;
  const cells = cellsOf(headings, rows.slice(0, REACH));
  const amount = byProduct(headings, cells) ?? bySum(headings, cells, description);
  return amount ? headings.map((h) => (h === amount ? { ...h, col: 'amount' as const } : h)) : headings;
}

/** The unnamed column right of the unit price that is the quantity times the price on every row. */
function byProduct(headings: Heading[], cells: Map<Heading, string>[]): Heading | null {
  const quantity = headings.find((h) => h.col === 'quantity');
  const price = headings.find((h) => h.col === 'unitPrice');
  if (!quantity || !price) return null;
  // The rows that print a quantity and a price: the items, read from the first.
  const items = cells.filter(
    (c) => leading(c.get(quantity)) !== null && cellAmount(c.get(price) ?? '') !== null,
  );
  const sample = items.slice(0, SAMPLE);
  if (sample.length < MIN_ROWS) return null;
  const found = headings.filter(
    (h) =>
      h.col === 'other' &&
      h.x > price.x &&
      sample.every((c) => {
        const amount = cellAmount(c.get(h) ?? '');
        const product = leading(c.get(quantity))! * cellAmount(c.get(price)!)!;
        return amount !== null && Math.abs(product - amount) < 0.006;
      }),
  );
  return found.length === 1 ? found[0]! : null;
}

/**
 * The rightmost unnamed column whose figures, on rows that each name an item under the
 * description, add up to the figure printed under them in the same column.
 */
function bySum(headings: Heading[], cells: Map<Heading, string>[], description: Heading): Heading | null {
  const sums = headings.filter(
    (h) => h.col === 'other' && h.x > description.x && closedBySum(cells, h, description),
  );
  return sums.sort((a, b) => b.x + b.w - (a.x + a.w))[0] ?? null;
}

function closedBySum(cells: Map<Heading, string>[], h: Heading, description: Heading): boolean {
  let sum = 0;
  let items = 0;
  for (const c of cells) {
    const cell = c.get(h);
    if (cell === undefined) continue;
    const figure = cellAmount(cell);
    if (figure === null) return false;
    if (items >= 2 && sameCents(figure, Math.round(sum * 100) / 100)) return true;
    // An item names itself under the description; a figure under no name is no item of the table.
    if (!c.get(description)) return false;
    sum += figure;
    items++;
  }
  return false;
}
