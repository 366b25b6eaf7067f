import type { PageText, Segment } from '../types';
import { confidence } from '../confidence';
import type { FeatureCandidate } from './candidate';
import { amountString, parseAmount } from './normalize';
import { CURRENCY_MARK } from './values';
import { pageModel, type PageModel } from './page-model';
import { columnOf } from './line-header';
import { segmentsByLine } from './geometry';
import { totalsNamed } from './columns';

/**
 * An invoice's lines when its columns are not where their headings are: a PDF whose text the
 * reader put in its own order (headings several lines away from their values, one heading per
 * line, the figures of a row run together), which the column finder (lines.ts) cannot align.
 *
 * What is read then is each row's own figures, in order: an item row ends in its amount, with its
 * quantity and unit price (or the amount again) before it. A run of such rows is the table only
 * when the page shows it: the run's amounts add up to a figure printed right under it (the
 * subtotal or total), and a column heading stands above it or a row's quantity x price is its
 * amount. Anything less clear says nothing: a wrong count is worse than none.
 */
export function readerOrderLines(pages: PageText[]): FeatureCandidate[] {
  const found = pages.map(pageLines).filter((lines) => lines.length);
  // A table that goes on over a page has no total under its first part; tables that each add up
  // on two pages are a copy or a summary of each other (a receipt after its invoice): not clear.
  return found.length === 1 ? found[0]! : [];
}

/**
 * A row's figures from its end: the amount last, with the quantity and price before it; `last`
 * as printed, `lead` the text before them.
 */
type Figures = { values: number[]; lead: string; last?: string };

type Row = {
  text: string;
  figures: Figures;
  /** A totals or VAT label with its figure: the table has ended. */
  labelled: boolean;
  /** Words that name a line table's columns (description, quantity, price), and no figures. */
  heading: boolean;
  /** Any column's words and no figures ("Gesamt", "Total"): a heading, or a totals label. */
  named: boolean;
  item: boolean;
};

/**
 * Rows an item may print between its figures and the next item's: its description wrapped over
 * several lines, its period, a note (a Netlify charge prints seven).
 */
const MAX_BETWEEN = 8;
/** How far above the first item its headings may be printed, in rows. */
const HEADING_REACH = 10;
/** How far below the last item the figure its amounts add up to may be printed, in rows. */
const TOTAL_REACH = 6;

/** A figure with decimals (two, or four in unit prices): an amount, not a count or a year. */
const DECIMAL = /[.,]\d{2}(\d{2})?\)?$/;

function pageLines(page: PageText): FeatureCandidate[] {
  const model = pageModel(page);
  const rows = rowsOf(page, model);
  const tables: FeatureCandidate[][] = [];
  let i = 0;
  let after = 0;
  while (i < rows.length) {
    if (!rows[i]!.item) {
      i++;
      continue;
    }
    const group = [i];
    let j = i + 1;
    let between = 0;
    for (; j < rows.length; j++) {
      const r = rows[j]!;
      if (r.labelled || r.heading) break;
      if (r.item) {
        group.push(j);
        between = 0;
      } else if (++between > MAX_BETWEEN) break;
    }
    const lines = accepted(page, rows, group, after);
    if (lines) tables.push(lines);
    after = group[group.length - 1]! + 1;
    i = after;
  }
  // Two runs that each add up to a total (items and a payments list, two currencies): which one
  // is the invoice's lines is not clear.
  return tables.length === 1 ? tables[0]! : [];
}

/** The group's lines when the page shows it is the line table, otherwise null. */
function accepted(
  page: PageText,
  rows: Row[],
  group: number[],
  after: number,
  summed = false,
): FeatureCandidate[] | null {
  const items = group.map((g) => rows[g]!);
  const amounts = items.map((r) => r.figures.values[r.figures.values.length - 1]!);
  // A zero line (a free plan, a 0 % tax row) may or may not be counted: the count is not clear.
  if (amounts.some((a) => a === 0)) return null;
  const sum = Math.round(amounts.reduce((a, b) => a + b, 0) * 100) / 100;
  const last = group[group.length - 1]!;
  const below = rows.slice(last + 1);
  const holds = (r: Row) => r.figures.values.some((v) => Math.abs(v - sum) < 0.005);
  // The amounts add up to a figure right under them, or to the first totals row below (a reader
  // may put the totals block far down the text, after the notes and the seller's details).
  const closed = below.find((r) => r.labelled);
  const added =
    summed || below.slice(0, TOTAL_REACH).some((r) => !r.item && holds(r)) || (!!closed && holds(closed));
  if (!added) return sumsAbove(rows, group) ? accepted(page, rows, group.slice(0, -1), after, true) : null;
  // A row beside the items with an amount of its own but not an item's figures (a free plan's
  // "$0.00" above "2 @ $24.00  $48.00") may be a line too: the count is not clear. A figure
  // that is the item's own beside it (its price on a row of its own, "USD 40.25" over
  // "USD 40.25  USD 40.25") is no other line.
  const near = rows.slice(Math.max(after, group[0]! - 2), last + 1);
  const lone = (r: Row, k: number) =>
    !r.item && !r.labelled && DECIMAL.test(r.figures.last ?? '') && !itemsOwn(near, k);
  if (near.some(lone)) return null;
  const first = group[0]!;
  const headed = rows.slice(Math.max(after, first - HEADING_REACH), first).some((r) => r.heading);
  const checked = items.map(priced);
  if (!headed && !checked.some((c) => c)) return null;
  // Under its headings, every row's quantity x price its amount and the amounts adding up to the
  // total: as sure as an aligned line whose quantity x price is its amount (lines.ts).
  const sure = headed && checked.every((c) => c?.unitPrice);
  return items.map((r, k) => {
    const values = r.figures.values;
    const check = checked[k];
    const description = r.figures.lead || describedAbove(rows, group[k]!, k ? group[k - 1]! + 1 : after);
    // Columns that a row under them each totals (two currencies, net and gross): which figure is
    // the line's amount only a price times its quantity shows.
    const amount = summed && values.length > 1 && !check?.unitPrice ? null : values[values.length - 1]!;
    return {
      value: description,
      description,
      quantity: check?.quantity ? String(check.quantity) : null,
      unitPrice: check?.unitPrice ? amountString(check.unitPrice) : null,
      amount: amount === null ? null : amountString(amount),
      confidence: confidence(sure ? 0.95 : 0.7),
      pageRef: page.page,
    };
  });
}

/**
 * Whether the group's last row is the total of the rows before it, no item: each of its figures
 * the sum of theirs in its column ("119.95  109.15" under the product, then "PURCHASES  119.95
 * 109.15", in two currencies). Tried only when the rows together add up to nothing under them:
 * two like items adding up to their total stay two.
 */
function sumsAbove(rows: Row[], group: number[]): boolean {
  if (group.length < 2) return false;
  const items = group.map((g) => rows[g]!.figures.values);
  const total = items[items.length - 1]!;
  const before = items.slice(0, -1);
  if (before.some((v) => v.length !== total.length)) return false;
  return total.every((t, c) => Math.abs(before.reduce((sum, v) => sum + v[c]!, 0) - t) < 0.005);
}

/**
 * Whether the figures of row `k` (a row of figures alone) are all figures of the item row next to
 * it: the item's price or amount that the reader put on a row of its own.
 */
function itemsOwn(near: Row[], k: number): boolean {
  const own = near[k]!.figures.values;
  return [near[k - 1], near[k + 1]].some(
    (r) => !!r?.item && own.every((v) => r.figures.values.some((f) => Math.abs(f - v) < 0.005)),
  );
}

/**
 * An item row of figures alone: its description is the text printed right above it, back to the
 * previous item or the table's headings ("Google Workspace Business Standard" / "Usage").
 */
function describedAbove(rows: Row[], at: number, from: number): string {
  const above: string[] = [];
  for (let k = at - 1; k >= from && above.length < 3; k--) {
    const r = rows[k]!;
    // Currency codes alone ("USD  EUR") head the figures' columns: the description is not above.
    if (r.named || r.labelled || r.figures.values.length || !r.text.replace(CURRENCY_MARK, '').trim()) break;
    above.unshift(r.text);
  }
  return above.join(' ');
}

/** A row's quantity and unit price as its figures show them (null: consistent, but not shown). */
type Priced = { quantity: number | null; unitPrice: number | null };

/**
 * The row's quantity and unit price when two of its figures multiply to its amount, or its price
 * is printed again as its amount (one unit, no quantity column).
 */
function priced(row: Row): Priced | null {
  const v = row.figures.values;
  const amount = v[v.length - 1]!;
  const before = v.slice(0, -1);
  // A quantity and its price stand side by side ("2 @ 24.00", "1,00 Std. 100,00"); any two
  // figures would find "1 x 6.13" in "1.0  19.0  6.13  0.00  6.13".
  for (let a = 0; a + 1 < before.length; a++) {
    const [x, y] = [before[a]!, before[a + 1]!];
    // The quantity is the whole number when one is ("170,42 1 170,42"), else the first.
    if (Math.abs(x * y - amount) < 0.01)
      return Number.isInteger(y) && !Number.isInteger(x)
        ? { quantity: y, unitPrice: x }
        : { quantity: x, unitPrice: y };
  }
  // "80,65  80,65": a price and its amount, one unit. Among more figures an amount printed again
  // is its total after a 0 tax ("2.0  19.0  -12.26  0.00  -12.26"): consistent, but no price.
  if (before.length === 1 && Math.abs(before[0]! - amount) < 0.005) return { quantity: 1, unitPrice: amount };
  if (before.some((p) => Math.abs(p - amount) < 0.005)) return { quantity: null, unitPrice: null };
  return null;
}

/** The printed segments that hold an amount's label (a total, the VAT): a row with one has ended the items. */
export function amountLabelled(model: PageModel): Set<Segment> {
  return new Set(model.segs.filter((i) => i.label?.concept.type === 'amount').map((i) => i.origin));
}

function rowsOf(page: PageText, model: PageModel): Row[] {
  const byLine = segmentsByLine(page.segments);
  const labelledSegs = amountLabelled(model);
  return [...byLine.keys()]
    .sort((a, b) => a - b)
    .map((ln) => {
      const segs = (byLine.get(ln) ?? []).sort((a, b) => a.x - b.x);
      const text = segs.map((s) => s.text).join(' ');
      const figures = figuresOf(text);
      const wordsOnly = !/\d/.test(text);
      // Short heading words: one letter is none ("P", "A" of a vertical "PAID" stamp), and a
      // sentence that starts with one is prose.
      const cols = segs
        .filter((s) => /\p{L}{2}/u.test(s.text) && s.text.split(/\s+/).length <= 6)
        .map((s) => columnOf(s));
      return {
        text,
        figures,
        labelled: figures.values.length > 0 && segs.some((s) => labelledSegs.has(s)),
        heading: wordsOnly && cols.some((c) => c !== null && c !== 'amount'),
        named: wordsOnly && cols.some((c) => c !== null),
        item: false,
        rates: wordsOnly && totalsNamed(model.segs.filter((i) => i.seg.line === ln)) >= 3,
      };
    })
    .map((r, k, all) => ({ ...r, item: isItem(r) && !underRates(all, k) }));
}

/**
 * Whether a row stands in a VAT table: under headings naming the net, the VAT and the gross
 * ("Code | Rate | Net | VAT | Gross"), before its total. Its rows are rates, each adding up with
 * the others to the total as items do; a scan that misread a VAT cell ("15797") hides that the
 * row is a rate's.
 */
function underRates(rows: (Omit<Row, 'item'> & { rates: boolean })[], k: number): boolean {
  for (let i = k - 1; i >= 0; i--) {
    const r = rows[i]!;
    if (r.rates) return true;
    if (r.labelled || !r.figures.values.length) return false;
  }
  return false;
}

/**
 * An item row: at least two figures, the last an amount with decimals, and no totals label.
 */
function isItem(r: Omit<Row, 'item'>): boolean {
  const v = r.figures.values;
  return !r.labelled && v.length >= 2 && DECIMAL.test(r.figures.last ?? '') && !vatRow(r);
}

/** Nothing where a description would be but a till's VAT code, if that ("S", "B", "MwA"). */
const CODE_ONLY = /^\p{L}{0,3}$/u;
/** A rate among the row's words ("20%", "7,0 %"). */
const RATE_IN = /(?:^|\s)(\d{1,2}(?:[.,]\d{1,2})?)\s*%/;

/**
 * A VAT summary's row, no item: only a rate where a description would be, and among its figures a
 * VAT that is that rate of its net ("S 20%  12.17  2.43  14.60"): the arithmetic says which table.
 */
function vatRow(r: Omit<Row, 'item'>): boolean {
  const rate = RATE_IN.exec(r.text);
  if (!rate || !CODE_ONLY.test(r.figures.lead.replace(RATE_IN, '').trim())) return false;
  const p = Number(rate[1]!.replace(',', '.')) / 100;
  const f = r.figures;
  return f.values.some((net) => f.values.some((vat) => vat !== net && Math.abs(net * p - vat) < 0.011));
}

/**
 * The figures a row ends with, read from its end: currency marks go, a short word between two
 * figures (a unit, "pcs.", "Std.", a currency code) is passed over, a rate ("19%") is no figure of
 * the line's arithmetic; the first longer word ends them. `lead` is the text before them.
 */
function figuresOf(text: string): Figures {
  const toks = text.replace(CURRENCY_MARK, ' ').split(/\s+/).filter(Boolean);
  const values: number[] = [];
  let last: string | undefined;
  let k = toks.length - 1;
  for (; k >= 0; k--) {
    const t = toks[k]!;
    if (/^\d[\d.,]*%$/.test(t)) continue;
    const n = parseAmount(t);
    if (n !== null) {
      values.unshift(n);
      last ??= t;
      continue;
    }
    const left = toks[k - 1];
    const short = t.length <= 5 && !/\d/.test(t);
    if (values.length && short && left !== undefined && (parseAmount(left) !== null || /%$/.test(left)))
      continue;
    break;
  }
  return { values, lead: toks.slice(0, k + 1).join(' '), last };
}
