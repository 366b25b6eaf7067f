import { COLUMN_WORDS } from '../lang';
import type { Box, Segment } from '../types';
import { headingOver, overlapX } from './geometry';
import { isHeaderRow, labelOnly } from './header-row';
import type { PageModel, SegmentInfo } from './page-model';
import { textAfter } from './segment-words';

/**
 * Rows of labels with their values on the row below, as header tables print them ("Invoice Number
 * | Invoice Date | Due Date" over "INV-0042 | 12/03/2021 | 12/04/2021"), and the line table's
 * own header ("Description | Qty | Price | Total").
 */

/** The cells printed on a line, left to right. */
export const cellsOnLine = (model: PageModel, line: number): SegmentInfo[] =>
  model.segs.filter((s) => s.seg.line === line).sort((a, b) => a.seg.x - b.seg.x);

/** The cells printed on the line above a segment's, left to right. */
export const rowAbove = (model: PageModel, info: SegmentInfo): SegmentInfo[] =>
  cellsOnLine(model, info.seg.line - 1);

/** The cells printed on a segment's line, left to right. */
export function rowOf(model: PageModel, info: SegmentInfo): SegmentInfo[] {
  return cellsOnLine(model, info.seg.line);
}

/**
 * A row of headings no pack need know, over their values: three cells or more of a few words each,
 * no figure and no key's colon among them, each over a cell of the next line, which holds a figure
 * ("Guest | Room | Arrival | Folio No." over "Ms Harriet Collingwood | 214 | 09/03/2026 | 88315").
 * A cell beside a heading there is the next heading, not its value.
 */
export function headsValues(model: PageModel, row: SegmentInfo[]): boolean {
  if (row.length < 3 || row.some((s) => /\d|:\s*$/.test(s.seg.text) || s.tokens.length > 3)) return false;
  const next = model.segs.filter((s) => s.seg.line === row[0]!.seg.line + 1);
  return (
    next.some((s) => /\d/.test(s.seg.text)) && row.every((h) => next.some((v) => overlapX(v.seg, h.seg) > 0))
  );
}

const STARTS_LINE_TABLE = new Set(
  COLUMN_WORDS.filter(([c]) => c === 'description' || c === 'quantity').flatMap(([, words]) => [...words]),
);

/**
 * A header row of the document's own keys (number, dates, customer, order) over their values,
 * rather than the line table's header: two different non-amount labels, and no heading that
 * starts a line table's description or quantity column.
 */
export function isKeyTable(row: SegmentInfo[]): boolean {
  if (!isHeaderRow(row)) return false;
  const keys = new Set(
    row.filter((s) => labelOnly(s) && s.label?.concept.type !== 'amount').map((s) => s.label?.concept.id),
  );
  return keys.size >= 2 && !row.some((s) => STARTS_LINE_TABLE.has(s.tokens[0] ?? ''));
}

/**
 * The line table's header row ("Beschreibung | Antal | À-pris | Summa"): the figures under its
 * amount heading are the lines' amounts, not the invoice's total.
 */
export const isLineTableHeader = (row: SegmentInfo[]): boolean => {
  if (!isColumnHeadings(row)) return false;
  const openers = row.filter((s) => STARTS_LINE_TABLE.has(s.tokens[0] ?? ''));
  return openers.length > 0 && !rateTableHeadings(row, openers);
};

/** How long a heading may be that is a code's as likely as a quantity's ("St", "Nr"). */
const CODE_HEADING = 2;

/**
 * A VAT table's headings ("St | Satz | Netto | MwSt | Brutto"): the net, the VAT and the gross
 * labelled side by side, three totals, and nothing opening a line table but a heading of two
 * letters, which heads a rate's code ("A", "B") as well as some pack's pieces (Swedish "st"): each
 * row under it is a rate's, not a line's, and its figures are the page's VAT by rate.
 */
function rateTableHeadings(row: SegmentInfo[], openers: SegmentInfo[]): boolean {
  return totalsNamed(row) >= 3 && openers.every((s) => s.seg.text.replace(/\W/g, '').length <= CODE_HEADING);
}

/**
 * How many different totals a row of headings names, each heading a total's label alone ("Net |
 * VAT | Gross"): three head a VAT table, whose rows are rates, not items.
 */
export const totalsNamed = (row: SegmentInfo[]): number =>
  new Set(
    row.flatMap((s) => (s.label?.concept.type === 'amount' && labelOnly(s) ? [s.label.concept.id] : [])),
  ).size;

/**
 * The totals printed side by side over their figures ("Summa exkl. moms | Moms 25 % | Totalt att
 * betala"): a row of two amount labels or more, of different totals, that opens no line table.
 */
export function isTotalsRow(row: SegmentInfo[], above?: SegmentInfo[]): boolean {
  const total = (s: SegmentInfo) =>
    s.label?.concept.type === 'amount' &&
    !/\d/.test(textAfter(s.seg, s.label.wordsUsed).replace(/\d{1,2}(?:[.,]\d{1,2})?\s?%/g, ''));
  // A total no pack labels may stand among them ("Forskudd betalt", "Acompte"): words alone, no
  // column's heading, and not first: a VAT table's rows open with their rate ("Code taux | HT |
  // TVA | TTC" over a row per rate).
  // So may the rate its VAT is reckoned at ("Netto | Moms % | Moms | Att betala"), a figure of no
  // total, unless the row goes on a heading over it: the line table's second row of headings
  // ("Net amount | VAT rate | VAT amount" under "Description | Qty | Unit price").
  const first = Math.min(...row.map((s) => s.seg.x));
  const rate = (s: SegmentInfo) => s.label?.concept.type === 'percent' && !(above && isColumnHeadings(above));
  const other = (s: SegmentInfo) =>
    (!s.label || rate(s)) && s.seg.x > first && !/\d/.test(s.seg.text) && !ANY_COLUMN.has(s.tokens[0] ?? '');
  const totals = row.filter(total);
  return (
    totals.length >= 2 &&
    row.every((s) => total(s) || other(s)) &&
    new Set(totals.map((s) => s.label?.concept.id)).size >= 2
  );
}

/** Under a header row, the heading a value belongs to (see headingOver). */
export function ownerOf(row: SegmentInfo[], value: Box): SegmentInfo | undefined {
  return headingOver(row, (s) => s.seg, value);
}

const ANY_COLUMN = new Set(COLUMN_WORDS.flatMap(([, words]) => [...words]));

/**
 * A table's row of column headings under a heading ("Beschreibung | Fälligkeit | Teilzahlung"
 * under "Zahlungsbedingungen"): two short cells or more, none holding a figure or ending as a key,
 * one of them a column word or a label. Looser than isHeaderRow, whose cells must all be labels.
 */
export function isColumnHeadings(row: SegmentInfo[]): boolean {
  if (row.length < 2) return false;
  const short = row.every(
    (s) => !/\d/.test(s.seg.text) && !/:\s*$/.test(s.seg.text) && s.seg.text.trim().split(/\s+/).length <= 3,
  );
  return short && row.some((s) => labelOnly(s) || ANY_COLUMN.has(s.tokens[0] ?? ''));
}

/**
 * Whether a line is a cell of a row of column headings and itself a heading ("Date" of "Date |
 * Tracking No. | Destination | Net £"): a window's line beside the details' keys ("Att: Per-Olof
 * Strand | Vår referens | Gunnar Ek") is none.
 */
export function headsAColumn(model: PageModel, seg: Segment): boolean {
  const row = cellsOnLine(model, seg.line);
  const own = row.find((s) => s.seg === seg);
  return !!own && isColumnHeadings(row) && (labelOnly(own) || ANY_COLUMN.has(own.tokens[0] ?? ''));
}

/**
 * A party's heading alone at the head of its block ("FACTURÉ À" over the client's name and
 * address) labels the lines under it. What stands level with it across the page, in another
 * column, is another block's first line: the issuer's name beside the client's heading.
 */
export function headsItsBlock(model: PageModel, seg: Segment, beside: Segment | undefined): boolean {
  const lh = model.lineHeight;
  if (!beside || beside.x - (seg.x + seg.w) < FAR_COLUMN * lh) return false;
  const under = model.segs.find(
    (s) => s.seg.y > seg.y + seg.h * 0.5 && s.seg.y - (seg.y + seg.h) < lh && Math.abs(s.seg.x - seg.x) < lh,
  );
  return !!under && under.seg.x + under.seg.w < beside.x && !keyOfPairs(model, seg, beside);
}

/**
 * Whether the line over a label prints a key and its value the same way, the value starting where
 * the one beside the label does ("Booked on | 02/04/2025" over "Customer | Daniel Okafor"): the
 * label is one key of a column of keys, its value beside it, however wide the gap. A heading
 * over its block has no key-value pair over it.
 */
function keyOfPairs(model: PageModel, seg: Segment, beside: Segment): boolean {
  const lh = model.lineHeight;
  const above = model.segs.filter((s) => s.seg.y < seg.y && seg.y - (s.seg.y + s.seg.h) < lh * 0.6);
  const key = above.some((s) => Math.abs(s.seg.x - seg.x) < lh * 0.5);
  return key && above.some((s) => Math.abs(s.seg.x - beside.x) < lh * 0.5);
}

/** Words of three letters or more ("Beitrag", "inklusive"), and how many of them make a key. */
const WORD = /\p{L}{3,}/gu;
const KEY_WORDS = 3;

/** A gap this many line heights wide parts two columns, not a label from its value. */
const FAR_COLUMN = 8;

/**
 * Whether a cell right of a label is a line inside another block: the lines just above and under
 * it start where it does ("Christchurch 8143" amid the issuer's address, right of "Invoice Number"
 * whose value is printed under it), and in the label's own column those lines hold no key, only
 * values or nothing. A column of values beside their keys ("Fakturanr. 30418" under "Fakturadato
 * 19.08.2024") has a key left of every value. So does a list of amounts beside their keys, phrases
 * the packs have no label for ("vierteljährlicher Beitrag inklusive 19 % Versicherungsteuer |
 * 220,00 €" over "in diesem Beitrag enthaltene Versicherungsteuer | (35,13 €)"): words enough
 * to be a key, whatever figure they hold, not a value as "INV-0932" is.
 */
export function amidOtherBlock(model: PageModel, label: Segment, cell: Segment): boolean {
  const lh = model.lineHeight;
  const stacked = (line: number) => {
    const row = model.segs.filter((s) => s.seg.line === line);
    if (!row.some((s) => Math.abs(s.seg.x - cell.x) < lh * 0.5)) return false;
    const inLabelColumn = row.find((s) => s.seg.x < label.x + label.w && s.seg.x + s.seg.w > label.x);
    if (!inLabelColumn) return true;
    const { text } = inLabelColumn.seg;
    return !inLabelColumn.label && /\d/.test(text) && (text.match(WORD) ?? []).length < KEY_WORDS;
  };
  return stacked(cell.line - 1) && stacked(cell.line + 1);
}

/**
 * How far right a heading's column reaches: to the next heading in its row, or as far again as its
 * own width past its end when it is the last (a figure flush right under it).
 */
export function columnEnd(row: SegmentInfo[], info: SegmentInfo): number {
  const next = row.find((s) => s.seg.x > info.seg.x);
  return next ? next.seg.x : info.seg.x + 2 * info.seg.w;
}

/** "Nummer:", "Nummer  : 549910", or a word or two with an identifier right of it: the key of a key-value row. */
export function isKey(s: SegmentInfo, right: SegmentInfo | undefined): boolean {
  // The colon ends the key or starts the value ("Nummer" / ": Liselotte Müllermann").
  if (/:\s*$/.test(s.seg.text) || (right && /^\s*:/.test(right.seg.text))) return true;
  return s.seg.words.length <= 2 && !!right && /\d/.test(right.seg.text) && !/\d/.test(s.seg.text);
}
