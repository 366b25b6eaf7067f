import type { Segment } from '../types';
import { headingOver } from './geometry';
import type { Heading } from './line-header';
import { cellAmount } from './line-sums';

/**
 * A line table whose description, or amount, is headed by a word no pack knows as that column's:
 * a dentist's "Kode | Behandling | Antall | Pris | Beløp", a courier's "Date | Waybill | From | To |
 * Svc | Pcs | Mass kg | Vol kg | Excl. VAT". The rows under the headings show which column is which:
 * the description is the column whose cells are words on every row, the amount the last column,
 * a figure on every row; and the items are counted, a quantity on every row. lines.ts takes such a table only when its amounts add up to a figure
 * printed under it (its subtotal or total): the arithmetic, not the headings, says it is the
 * invoice's lines.
 */

/** Rows under the headings that show their columns: an unnamed table has two at least. */
const MIN_ROWS = 2;
/** How many rows under the headings are read to name their columns. */
const SAMPLE = 4;

/** Words of an item's text in a cell: three letters running ("Røntgen", "JNB"), no rate ("12 %"). */
const WORDY = /\p{L}{3}/u;

/** A count, perhaps with its unit ("2", "1,5 h", "-5 Stk"). */
const COUNT = /^-?\d[\d.,]*(\s*\p{L}{1,5}\.?)?$/u;

/**
 * The headings with their description and amount named from the rows under them, or null when the
 * rows do not show them. `rows` are the rows right under the header, in order.
 */
export function namedByRows(headings: Heading[], rows: Segment[][]): Heading[] | null {
  const hasDescription = headings.some((h) => h.col === 'description');
  const hasAmount = headings.some((h) => h.col === 'amount');
  if (headings.length < 3 || (hasDescription && hasAmount)) return null;
  const sample = rows.slice(0, SAMPLE);
  if (sample.length < MIN_ROWS) return null;
  // Each row's cell under each heading, as the line table's rows are read (see line-row.ts).
  const cellsUnder = sample.map((row) => {
    const cells = new Map<Heading, string>();
    for (const seg of row) {
      const h = headingOver(headings, (x) => x, seg);
      if (h) cells.set(h, cells.has(h) ? `${cells.get(h)} ${seg.text}` : seg.text);
    }
    return cells;
  });
  const every = (h: Heading, test: (cell: string) => boolean) =>
    cellsUnder.every((cells) => test(cells.get(h) ?? ''));
  const rightmost = [...headings].sort((a, b) => b.x + b.w - (a.x + a.w))[0]!;
  const amount = hasAmount
    ? headings.find((h) => h.col === 'amount')!
    : rightmost.col === 'other' && every(rightmost, (c) => cellAmount(c) !== null)
      ? rightmost
      : null;
  if (!amount) return null;
  // The description: the first unnamed column of words on every row, left of the amount.
  const description = hasDescription
    ? headings.find((h) => h.col === 'description')!
    : headings.find((h) => h.col === 'other' && h.x < amount.x && every(h, (c) => WORDY.test(c)));
  // Items are counted ("Antall 2", "Pcs 3"): a quantity column with a count on every row. A summary
  // of allowances or charges ("Art | % Basisbetrag | Basismenge | Steuer | Betrag", its quantity
  // column empty) adds up to its own total too, but is no table of the invoice's lines.
  const quantity = headings.find((h) => h.col === 'quantity');
  if (!description) return null;
  if (!quantity || !every(quantity, (c) => COUNT.test(c))) {
    const factors = factorsOf(headings, cellsUnder, amount);
    if (!factors) return null;
    const named = new Map<Heading, Heading['col']>([
      [amount, 'amount'],
      [description, 'description'],
      [factors.quantity, 'quantity'],
      [factors.unitPrice, 'unitPrice'],
    ]);
    return headings.map((h) => ({ ...h, col: named.get(h) ?? h.col }));
  }
  return headings.map((h) =>
    h === amount ? { ...h, col: 'amount' } : h === description ? { ...h, col: 'description' } : h,
  );
}

/** The figure a cell starts with ("28,40 t", "1 rot.", "8,60"). */
const leading = (cell: string): number | null => cellAmount(cell.match(/^-?\d[\d.,]*/)?.[0] ?? '');

/**
 * A quantity and a unit price headed by words no pack knows ("Tonnage | € HT/t" over "28,40 t |
 * 8,60 | 244,24"): two unnamed columns left of the amount whose figures multiply to it, to the cent,
 * on every row read. The arithmetic names them, and says the rows are items that are counted.
 */
function factorsOf(
  headings: Heading[],
  cellsUnder: Map<Heading, string>[],
  amount: Heading,
): { quantity: Heading; unitPrice: Heading } | null {
  const free = headings.filter((h) => h !== amount && h.x < amount.x && h.col !== 'description');
  for (const q of free)
    for (const p of free) {
      if (p.x <= q.x) continue;
      const holds = cellsUnder.every((cells) => {
        const cell = (h: Heading) => leading(cells.get(h) ?? '');
        const [a, b, t] = [cell(q), cell(p), cell(amount)];
        return a !== null && b !== null && t !== null && Math.abs(a * b - t) < 0.006;
      });
      if (holds) return { quantity: q, unitPrice: p };
    }
  return null;
}
