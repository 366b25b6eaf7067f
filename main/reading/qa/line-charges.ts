import { NO_VAT_PHRASES, QUALIFIER_GROUPS, ROUNDING_PHRASES } from '../lang';
import type { Row } from './line-row';
import { parseAmount, sameCents, tokens } from './normalize';
import { CURRENCY_MARK } from './values';
import { digitsShow, MISREAD_FIGURE, withoutRates } from './ocr-figures';

/** How far an item's description may start from the items' own, in points. */
export const ALIGNED = 3;

/** The figure a cell ends in: a total's beside its label ("Total honoraires TTC 5 937,60"). */
// Its thousands grouped or not ("5 983,91", "5983,91"): a scan's figure read again whole
// (intake/ocr-figures.ts) prints them in one run, and its last three digits are no figure.
const LAST_FIGURE = /(?<![\d.,])(-?(?:\d{1,3}(?:[ .,]\d{3})+|\d+)[.,]\d{2})$/;

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
    if (r.top < bottom) continue;
    // A scan's total OCR misread ("NET À PAYER | 5 983 91€"): it adds the run to the total before
    // where its cell shows every digit of that sum (ocr-figures.ts digitsShow).
    const digits = amount === null && !r.cells.description ? misreadDigits(r.cells.amount) : null;
    if (digits && run.length && total !== null) {
      const added = Math.round((total + run.reduce((s, c) => s + c.amount, 0)) * 100) / 100;
      if (digitsShow(digits, added)) out.push(...run.map((c) => c.row));
      run = [];
      total = null;
      continue;
    }
    // Words alone: a heading over the charges ("Débours :"), a note.
    if (amount === null) continue;
    const aligned = r.descriptionX !== null && Math.abs(r.descriptionX - x) <= ALIGNED;
    if (aligned && r.item) {
      const charge = total !== null && !r.cells.quantity && !r.cells.unitPrice && amount > 0;
      run = charge ? [...run, { row: r, amount }] : [];
    } else if (r.cells.description) {
      run = [];
    } else {
      // A total: the run over it is charges when it adds them to the total before.
      const added = run.reduce((s, c) => s + c.amount, 0);
      if (run.length && total !== null && sameCents(total + added, amount))
        out.push(...run.map((c) => c.row));
      run = [];
      total = amount;
    }
  }
  return out;
}

/**
 * The digits of a figure OCR misread into no figure at a cell's end ("131371725", "NET À PAYER
 * 5 983 91€"), after its label's last word and rate, or null.
 */
const misreadDigits = (cell: string | undefined): string | null => {
  const tail = withoutRates((cell ?? '').replace(CURRENCY_MARK, ' ')).replace(/^.*\p{L}/u, '');
  const figure = MISREAD_FIGURE.exec(tail.trim())?.[1];
  return figure ? figure.replace(/\D/g, '') : null;
};

/** A rate in a label ("Moms 25 %", "VAT @ 20%"). */
const RATE = /(\d+(?:[.,]\d+)?)\s*%/;
/** Below this a charge between the VAT and the gross is the gross's rounding ("Øreafrunding"). */
const ROUNDING = 1;

/**
 * Charges the totals add after the VAT, outside it: a lawyer's outlay ("Udlæg, retsafgift
 * (momsfrit) | 750,00") between "Momspligtigt beløb 53.485,00" and "Moms 25 % 13.371,25" over it
 * and "I alt inkl. moms 67.606,25" under it. They are lines of the invoice printed with the totals:
 * the net over them is the items' sum, the VAT is its rate of that net to the cent (so it is not
 * charged on them), and the gross under them adds them to the net and the VAT. A row naming VAT, a
 * rate or a rounding is none; a tip comes after the gross, not before it. The arithmetic is the
 * same for a charge the seller adds to the totals untaxed ("Shipping & Handling | 24.95" under
 * "Sales Tax 8.25%"), a total's part and no line: the charge counts only when its label says it
 * bears no VAT, as an outlay passed on says why it stands outside the VAT.
 */
export function chargesBeyondVat(rows: Row[], bottom: number, itemsSum: number): Row[] {
  const figures = rows.flatMap((r) => {
    const amount = endFigure(r.cells.amount);
    const digits = amount === null ? misreadDigits(r.cells.amount) : null;
    if (r.top < bottom || (amount === null && digits === null)) return [];
    return [{ row: r, amount, digits, label: labelOf(r) }];
  });
  const net = figures.findIndex((f) => f.amount !== null && sameCents(f.amount, itemsSum));
  const vat = figures[net + 1];
  const rate = vat && RATE.exec(vat.label);
  if (net < 0 || !vat || !rate) return [];
  const expected = Math.round(itemsSum * Number(rate[1]!.replace(',', '.'))) / 100;
  // A scan's VAT whose separators OCR misread ("131371725" for 13.371,25): its rate of the net,
  // where its cell shows every digit of that figure (ocr-figures.ts digitsShow).
  const vatAmount = vat.amount ?? (vat.digits && digitsShow(vat.digits, expected) ? expected : null);
  if (vatAmount === null || Math.abs(expected - vatAmount) > 0.011) return [];
  const charges: Row[] = [];
  let sum = itemsSum + vatAmount;
  for (const f of figures.slice(net + 2)) {
    if (f.amount === null) return [];
    if (charges.length && sameCents(f.amount, sum)) return charges;
    const words = tokens(f.label);
    const names = (set: ReadonlySet<string>) => words.some((w) => set.has(w));
    const rounding = ROUNDING_PHRASES.some((p) => p.every((w) => words.includes(w)));
    // Its words may stand under a heading no pack names ("Timesats"): the row's own text says it.
    const untaxed = statesNoVat(tokens(f.row.text));
    if (f.amount < ROUNDING || RATE.test(f.label) || (names(QUALIFIER_GROUPS.vat) && !untaxed) || rounding)
      return [];
    if (!untaxed) return [];
    charges.push(f.row);
    sum += f.amount;
  }
  return [];
}

/**
 * Words saying a charge bears no VAT: a pack's phrase, its words one after another; a phrase of one
 * word also opens an inflection of it ("momsfri" in "momsfrit").
 */
function statesNoVat(words: string[]): boolean {
  return NO_VAT_PHRASES.some(([first, ...more]) =>
    words.some((w, i) =>
      more.length ? w === first && more.every((m, k) => words[i + 1 + k] === m) : w.startsWith(first!),
    ),
  );
}

/** A row's words besides its amount: a total's label, wherever the table's headings put it. */
export const labelOf = (r: Row): string =>
  Object.entries(r.cells)
    .filter(([col]) => col !== 'amount')
    .map(([, text]) => text)
    .join(' ');
