import type { PageText } from '../types';
import { confidence } from '../confidence';
import type { FeatureCandidate } from './candidate';
import { amountString, sameCents } from './normalize';
import { pageModel } from './page-model';
import { namesTax, tillRowsOf, type TillRow as Row } from './till-line-rows';

/**
 * An invoice's lines billed in sections, each closed by its own total, whatever headings (or none)
 * stand over them: a law firm's fees over its outlays ("Total honoraires HT 2 320,00" over the
 * fees, "Total débours 91,45" under the outlays), an accountant's fee note, a garage's parts over
 * its labour, a dentist's treatments over the goods sold, an energy bill's electricity over its gas.
 * One section is the line table's or the till's to read (lines.ts, till-lines.ts); the sections
 * count together only when the page's arithmetic shows they are all billed:
 * - a total printed under the last section is one figure of each section's totals (its sum, or
 *   its sum with VAT: "TOTAL TTC 2 875,45" = "Total honoraires TTC 2 784,00" + "Total débours
 *   91,45"), or
 * - each section's sum is printed again under the last, in order, as a recap before the total
 *   ("Parts 334.92" / "Labor 435.20" / "Shop Supplies 34.82" / "Subtotal 804.94").
 * A section whose items are the sums of the sections over it is such a recap, no more items; two
 * sections of one sum are a list and its summary (a timekeeper's). Taxes are no lines, though a
 * total adds them ("Add: CGST" / "Add: SGST" under "Total Taxable Value"); an item of nothing or
 * below nothing (a balance brought forward and its payment) makes no section: the count is not clear.
 */
export function sectionLines(pages: PageText[]): FeatureCandidate[] {
  const [page] = pages;
  if (pages.length !== 1 || !page) return [];
  const rows = tillRowsOf(page, pageModel(page));
  const sections = sectionsOf(rows);
  const chains: Section[][] = [];
  for (let a = 0; a < sections.length; a++)
    for (let b = a + 2; b <= sections.length; b++) {
      const chain = sections.slice(a, b);
      if (recapIn(chain) || !distinct(chain)) break;
      if (addsUp(rows, chain) || recapped(rows, chain)) chains.push(chain);
    }
  // The longest chain the arithmetic shows; two of one length are not clear.
  const longest = Math.max(0, ...chains.map((c) => c.length));
  const best = chains.filter((c) => c.length === longest);
  if (best.length !== 1) return [];
  return best[0]!.flatMap((s) =>
    s.items.map((r) => ({
      value: r.description,
      description: r.description,
      quantity: null,
      unitPrice: null,
      amount: amountString(r.amount!),
      confidence: confidence(SECTIONED),
      pageRef: page.page,
    })),
  );
}

/** As sure as a line table's row that shows no quantity x price (lines.ts). */
const SECTIONED = 0.7;
/** Rows without an amount an item may print under it (its description wrapped, its period). */
const MAX_BETWEEN = 3;

/** The most ways of adding one figure of each section's totals that are tried. */
const MAX_SUMS = 256;

/** A section: its items, their sum, and the row that prints it. */
type Section = { items: Row[]; sum: number; close: number; first: number };

const cents = (n: number): number => Math.round(n * 100) / 100;

/**
 * The page's sections, down the page: runs of item rows, each closed by a row whose amount is the
 * sum of the run's last two items or more (what a closing row sums starts the section).
 */
function sectionsOf(rows: Row[]): Section[] {
  const out: Section[] = [];
  let run: { row: Row; at: number }[] = [];
  let between = 0;
  for (const [i, r] of rows.entries()) {
    if (r.rule || r.quantity) continue;
    if (r.amount === null) {
      if (run.length && ++between > MAX_BETWEEN) run = [];
      continue;
    }
    between = 0;
    const from = closedFrom(run, r.amount);
    if (from !== null) {
      const items = run.slice(from);
      out.push({ items: items.map((x) => x.row), sum: r.amount, close: i, first: items[0]!.at });
      run = [];
      continue;
    }
    run = r.item ? [...run, { row: r, at: i }] : [];
  }
  return out.filter((s) => s.items.every((r) => r.amount! > 0) && !s.items.every(namesTax));
}

/** Where the run's items that `amount` sums start (two of them at least), the longest such run. */
function closedFrom(run: { row: Row }[], amount: number): number | null {
  let sum = 0;
  let from: number | null = null;
  for (let k = run.length - 1; k >= 0; k--) {
    sum += run[k]!.row.amount!;
    if (run.length - k >= 2 && sameCents(cents(sum), amount)) from = k;
  }
  return from;
}

/** A section whose items hold an earlier section's sum: a recap of those, no items. */
function recapIn(chain: Section[]): boolean {
  return chain.some((s, i) =>
    s.items.some((r) => chain.slice(0, i).some((e) => sameCents(e.sum, r.amount!))),
  );
}

const distinct = (chain: Section[]): boolean =>
  chain.every((s, i) => chain.slice(0, i).every((e) => !sameCents(e.sum, s.sum)));

/** The amounts of rows from..to (to excluded). */
const amountsIn = (rows: Row[], from: number, to: number): number[] =>
  rows.slice(from, to).flatMap((r) => (r.amount === null ? [] : [r.amount]));

/**
 * A figure printed under the last section that adds up one figure of each section's totals: the
 * rows from its closing row to the next section's first item (for the last, to that figure).
 */
function addsUp(rows: Row[], chain: Section[]): boolean {
  const last = chain[chain.length - 1]!;
  const printed = chain.slice(0, -1).map((s, i) => amountsIn(rows, s.close, chain[i + 1]!.first));
  // So many ways to add them that one may meet any figure by chance: not clear.
  if (printed.reduce((n, b) => n * b.length, 1) > MAX_SUMS) return false;
  const blocks = printed.map(withAdded);
  for (let g = last.close + 1; g < rows.length; g++) {
    const grand = rows[g]!.amount;
    if (grand === null) continue;
    const own = withAdded(amountsIn(rows, last.close, g));
    if (sums(blocks, 0).some((s) => own.some((o) => sameCents(cents(s + o), grand)))) return true;
  }
  return false;
}

/**
 * A section's figures, and its total with the figure printed next under it added: a section taxed
 * alone prints its net total, then its VAT ("Total émoluments HT 2 615,45" / "TVA 20 % 523,09"), and
 * the total under the last section adds both (a notary's fees, over outlays and duties no VAT is
 * charged on).
 */
function withAdded(block: number[]): number[] {
  const [total, next] = block;
  return total === undefined || next === undefined ? block : [...block, cents(total + next)];
}

/** Every sum of one figure from each block. */
function sums(blocks: number[][], k: number): number[] {
  if (k === blocks.length) return [0];
  const rest = sums(blocks, k + 1);
  return blocks[k]!.flatMap((f) => rest.map((r) => f + r));
}

/** Each section's sum printed again under the last section's total, in order. */
function recapped(rows: Row[], chain: Section[]): boolean {
  const after = amountsIn(rows, chain[chain.length - 1]!.close + 1, rows.length);
  let k = 0;
  for (const a of after) if (k < chain.length && sameCents(a, chain[k]!.sum)) k++;
  return k === chain.length;
}
