import type { PageText } from '../types';
import type { FeatureCandidate } from './candidate';
import type { Row } from './line-row';
import { cellAmount } from './line-sums';
import { ALIGNED } from './line-charges';

/**
 * Item rows a scan's line table leaves out of its count, which make the count it gives wrong: the
 * count is then left open (counted-lines.ts UNSURE_LINE), never given one short. OCR misreads an
 * item's amount into a token no figure reads ("T200" for 112,00 on a pharmacy's bill), so the row
 * is no item; or it misreads a figure of the arithmetic that proves more items billed under the
 * table's totals (a notary's outlays and duties under "Total émoluments HT", each section closed
 * by a total OCR misread; a law firm's costs advanced under its own headings, the timekeeper
 * summary between them misread), so the table ends at its first total. A text layer prints every
 * figure: what its arithmetic does not prove there is no item, and it is read as before.
 */

/**
 * An amount read with its cents ("57,00", "146.50"): a phone number, a register number or a
 * rate in the footer under the amount heading is none.
 */
const priced = (cell: string | undefined): boolean => {
  const amount = cellAmount(cell ?? '');
  return amount !== null && amount > 0 && /\d[.,]\d{2}$/.test((cell ?? '').trim());
};

/** A scanned page: OCR read its words. */
const scanned = (page: PageText): boolean => page.readConfidence !== undefined;

/**
 * A cell under the amount heading that OCR misread into a token no figure reads, digits with a
 * letter or two among them ("T200" for 112,00, "1O5.00"): an address or a bank's details run on
 * under the heading read as words ("21 Sheep Lane", "Sort code 30-94-57") are none.
 */
const MISREAD_TOKEN = /^(?=(?:\D*\d){2})(?!(?:[^\p{L}]*\p{L}){3})\S{3,10}$/u;

/**
 * A row under the table's headings with an item's description and, under the amount heading, a
 * cell OCR misread into no figure (MISREAD_TOKEN): an item whose amount OCR lost.
 */
export function amountLost(page: PageText, row: Row): boolean {
  const { description, amount } = row.cells;
  if (!scanned(page) || row.labelled || row.headings || row.allowance) return false;
  return (
    !!description &&
    /\p{L}{3}/u.test(description) &&
    !!amount &&
    MISREAD_TOKEN.test(amount.trim()) &&
    cellAmount(amount) === null
  );
}

/** A cell OCR misread into digits alone or with marks ("1250", "1045197", "T01631%97"). */
const misread = (cell: string | undefined): boolean =>
  cell !== undefined && /\d{3}/.test(cell) && !priced(cell);

/**
 * A section of items under the table's end, printed as its items are, that the lines do not hold:
 * two rows or more one under another, each with its description where the items' start (no rate,
 * no totals label) and its amount under the amount heading, closed by the next figure printed under
 * them, which is their sum, or which OCR misread, or over which one of their amounts OCR misread
 * (a notary's outlays "57,00 | 24,00 | 35,00 | 1250" over "Total débours 128,50"; a law firm's
 * costs advanced over "Total Costs Advanced 247.05"). The arithmetic that would show them billed
 * misread, the count is not clear. Payments, change and savings under a receipt's total are no
 * such section: no figure under them is their sum.
 */
export function itemsBeyond(page: PageText, rows: Row[], bottom: number, lines: FeatureCandidate[]): boolean {
  if (!scanned(page)) return false;
  const items = rows.filter((r) => r.item && r.bottom <= bottom && r.descriptionX !== null);
  if (!items.length) return false;
  const held = new Set(lines.map((l) => l.description));
  const aligned = (r: Row): boolean =>
    r.descriptionX !== null && items.some((i) => Math.abs(i.descriptionX! - r.descriptionX!) <= ALIGNED);
  const itemLike = (r: Row): boolean =>
    r.item &&
    !r.labelled &&
    !r.headings &&
    !r.allowance &&
    aligned(r) &&
    /\p{L}{3}/u.test(r.cells.description ?? '') &&
    !(r.cells.description ?? '').includes('%') &&
    !held.has(r.cells.description) &&
    (priced(r.cells.amount) || misread(r.cells.amount));
  let run: Row[] = [];
  for (const r of rows) {
    if (r.top <= bottom) continue;
    const figure = r.cells.amount ?? '';
    // A total no pack labels as one ("Total Costs Advanced | 247.05") is printed as an item is.
    if (itemLike(r) && !(run.length >= 2 && priced(figure) && closes(run, figure))) {
      run.push(r);
      continue;
    }
    // Another table's headings, or words set elsewhere than the items' (a summary's rows): the
    // run is over.
    if (r.headings || (r.cells.description && !aligned(r))) run = [];
    if (!/\d/.test(figure)) continue;
    if (run.length >= 2 && closes(run, figure)) return true;
    run = [];
  }
  return false;
}

/** The figure under a run of items closes it as a section's total (see itemsBeyond). */
function closes(run: Row[], figure: string): boolean {
  if (run.filter((r) => priced(r.cells.amount)).length < 2) return false;
  if (misread(figure) || run.some((r) => misread(r.cells.amount))) return true;
  const total = cellAmount(figure.replace(/^.*\p{L}\s*/u, ''));
  const sum = run.reduce((s, r) => s + (cellAmount(r.cells.amount ?? '') ?? 0), 0);
  return total !== null && Math.abs(total - sum) < 0.005;
}
