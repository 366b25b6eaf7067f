import type { Segment } from '../types';
import { CURRENCY_MARK } from './values';
import type { PageModel, SegmentInfo } from './page-model';
import { headingOver, overlapX } from './geometry';
import { columnOf, headingsAcross, type Column, type Heading } from './line-header';
import { splitByHeadings, splitByProduct } from './joined-cells';
import { cellAmount } from './line-sums';
import { allowanceRow } from './line-allowances';

/** A row under a line table's headings, as lines.ts reads it. */
export type Row = {
  top: number;
  bottom: number;
  /** A totals label with its figure: the table has ended ("Rechnungssumme Netto 473,00"). */
  labelled: boolean;
  /** Headings of another table (the VAT breakdown's "Warenwert", "Basisbetrag", ...). */
  headings: boolean;
  cells: Partial<Record<Column, string>>;
  /** All the row's text, left to right, under a heading or none ("Timesats", a column no pack names). */
  text: string;
  /** Where the description's cell starts: a row left of an item's description is no more of it. */
  descriptionX: number | null;
  /** Words alone under two columns or more besides the description (see headingsAcross). */
  wordsAcross: boolean;
  /** Figures alone, no word: under words across the columns, a totals table's row. */
  figuresOnly: boolean;
  /** Each cell's figure, where it is one ("15 008,90", "SEK 18 761,00"). */
  figures: number[];
  /** Text across the table's columns: a note under the headings ("Wichtige Information: ..."). */
  across: boolean;
  item: boolean;
  /** Something taken off, no item of its own (see allowanceRow). */
  allowance: boolean;
};

/**
 * A cell under the amount heading with no digit in it ("LO" read off a scan's "11,00" beside
 * "TOTAAL"): a figure OCR lost, so a totals label beside it still ends the table, and the payments
 * printed under the total ("Pin | 20,00") are no items.
 */
const figureLost = (cell: string | undefined): boolean =>
  cell !== undefined && /\p{L}/u.test(cell) && !/\d/.test(cell) && cell.trim().length <= 3;

/**
 * A row whose amount is a whole number of its unit price ("Bortforsling ris och flis | Hst |
 * 1 200,00 | 1 200,00"): an item priced by its quantity, though OCR misread that quantity into a
 * label's word ("Hst" for "1 st", the HST of Canada's packs). No totals row prints a price and
 * its multiple.
 */
function timesPrice(cells: Partial<Record<Column, string>>): boolean {
  if (!cells.description) return false;
  const price = cellAmount(cells.unitPrice ?? '');
  const amount = cellAmount(cells.amount ?? '');
  if (price === null || amount === null || !(price > 0) || !(amount > 0)) return false;
  const times = amount / price;
  return times <= MOST_UNITS && Math.abs(times - Math.round(times)) < 1e-6;
}

/** The most units a misread quantity is taken for (see timesPrice). */
const MOST_UNITS = 1000;

/**
 * Amounts alone where the description goes ("2 939.05 5 803,05" under "Benämning"): a totals
 * table's row of figures whose first columns fall under the description's heading, no item's name.
 * A scan's misread cell among them ("1S)" for "0,19") hides that the row is figures alone.
 */
const amountsAlone = (cell: string | undefined): boolean =>
  cell !== undefined && !/\p{L}/u.test(cell) && /\d[.,]\d{2}(?!\d)/.test(cell);

/** A rate alone ("12 %"): a VAT breakdown's row under its own heading, no item's description. */
const RATE = /^\d+([.,]\d+)?\s*%$/;

const infos = new WeakMap<PageModel, Map<Segment, SegmentInfo>>();

/** Each printed segment's first reading in the page model (a segment may be split in several). */
function firstInfo(model: PageModel): Map<Segment, SegmentInfo> {
  let byOrigin = infos.get(model);
  if (!byOrigin) {
    byOrigin = new Map();
    for (const i of model.segs) if (!byOrigin.has(i.origin)) byOrigin.set(i.origin, i);
    infos.set(model, byOrigin);
  }
  return byOrigin;
}

/** A row's segments read under the table's headings (see Row). */
export function rowOf(model: PageModel, row: Segment[], headings: Heading[]): Row {
  const { cells, descriptionX } = cellsOf(row, headings);
  // A price or amount cell is a number, perhaps with its currency; a quantity may carry its unit.
  const figure = (c: string | undefined) =>
    c !== undefined && /\d/.test(c) && !/\p{L}/u.test(c.replace(CURRENCY_MARK, ''));
  const count = (c: string | undefined) => c !== undefined && /^[-\d.,\s]*\d/.test(c);
  const text = [...row]
    .sort((a, b) => a.x - b.x)
    .map((s) => s.text)
    .join(' ');
  // Something taken off, with no quantity (a rate under the quantity's heading is none: "abzgl.
  // Sondernachlass | 10% | von 147,30 | -14,73"), is no item (line-allowances.ts).
  const allowance = !(count(cells.quantity) && !cells.quantity!.includes('%')) && allowanceRow(text);
  return {
    top: Math.min(...row.map((s) => s.y)),
    bottom: Math.max(...row.map((s) => s.y + s.h)),
    // A heading's word ("Amount", "Subtotal") under its own column is a figure's heading; under the
    // description or another column it labels a total ("Subtotal 1,350.00"). A row with a quantity and a unit price
    // is an item whatever its description says ("Ökosteuer" is a line, not the VAT total).
    labelled:
      !(count(cells.quantity) && figure(cells.unitPrice)) &&
      !timesPrice(cells) &&
      // The figure may open the label's own segment, a totals block set figures first
      // ("11.151,50  Subtotal ekskl. moms").
      (row.some((s) => cellAmount(s.text) !== null || cellAmount(s.text.split(/\s+/)[0] ?? '') !== null) ||
        figureLost(cells.amount)) &&
      row.some(
        (s) =>
          firstInfo(model).get(s)?.label?.concept.type === 'amount' &&
          (!columnOf(s, false) || headingOver(headings, (h) => h, s)?.col !== columnOf(s, false)),
      ),
    headings:
      row.filter((s) => columnOf(s) !== null).length >= 2 && row.every((s) => cellAmount(s.text) === null),
    wordsAcross: headingsAcross(row, headings),
    figuresOnly:
      row.every((s) => !/\p{L}/u.test(s.text.replace(CURRENCY_MARK, ''))) || amountsAlone(cells.description),
    figures: row.map((s) => cellAmount(s.text)).filter((f): f is number => f !== null),
    cells,
    text,
    descriptionX,
    across: row.some((s) => headings.filter((h) => overlapX(h, s) > 0).length >= 3),
    // An item has a figure for its price or amount, and a description or a quantity (some tables
    // print the description on the row under the figures). A rate for its description ("12 %",
    // "25 %") is a VAT breakdown's row under its own heading ("Momsspecifikation"), no item.
    item:
      !allowance &&
      !amountsAlone(cells.description) &&
      (figure(cells.amount) || figure(cells.unitPrice)) &&
      ((!!cells.description && !RATE.test(cells.description)) || count(cells.quantity)),
    allowance,
  };
}

/**
 * A row's cells by column: each segment goes to the heading it falls under (see headingOver). A
 * column headed twice ("Montant HT | TVA | Montant TTC", "Net | VAT | Total") is read under its
 * first heading, the net: the two figures joined were no amount, and the table no table.
 */
function cellsOf(row: Segment[], header: Heading[]): Pick<Row, 'cells' | 'descriptionX'> {
  const cells: Partial<Record<Column, string>> = {};
  let descriptionX: number | null = null;
  const under = new Map<Column, Heading>();
  const pieces = row.flatMap((s) => splitByHeadings(s, header)).flatMap((s) => splitByProduct(s, header));
  for (const seg of pieces.sort((a, b) => a.x - b.x)) {
    // A rule ("-----", "_____") is no cell: under the last item it was read as more of its text.
    if (!/[\p{L}\p{N}]/u.test(seg.text)) continue;
    const heading = descriptionOver(header, seg) ?? headingOver(header, (h) => h, seg);
    const col = heading?.col;
    if (!heading || !col || col === 'other') continue;
    const first = under.get(col) ?? heading;
    if (first !== heading) continue;
    under.set(col, heading);
    cells[col] = cells[col] ? `${cells[col]} ${seg.text}` : seg.text;
    if (col === 'description') descriptionX ??= seg.x;
  }
  // A price with its unit ("1,450.00 Coil", "385.00 Nos" under "Rate per"): the price.
  const unit = cells.unitPrice?.match(/^(.*\d)\s+\p{L}{1,5}\.?$/u);
  if (unit && cellAmount(unit[1]!) !== null) cells.unitPrice = unit[1]!;
  // A tax code after the amount ("348.00 GP", "910.00 G" under "Amount Tax", the text layer having
  // joined the code's heading to the amount's): the code is its own column's, no part of the amount.
  // Not a lone "E": OCR's reading of the euro sign, on scans whose other figures it misread too
  // ("2.901E" for 2,90 €), where the table read so far miscounted its lines.
  const coded = cells.amount?.match(/^(.*\d)\s+(?!E$)\p{Lu}{1,2}\d?$/u);
  if (coded && cellAmount(coded[1]!) !== null) cells.amount = coded[1]!;
  // A rate before the amount ("0 %  1163,40" under "USt. Positions-" / "betrag", the text layer
  // having joined the VAT rate's heading to the amount's): the rate is its own column's, no amount.
  const rated = cells.amount?.match(/^\d+(?:[.,]\d+)?\s*%\s+(.*\d.*)$/);
  if (rated && cellAmount(rated[1]!) !== null) cells.amount = rated[1]!;
  return { cells, descriptionX };
}

/**
 * The description's heading over a cell of words that starts where that heading starts: a long
 * description runs on under the next heading ("Ermittlung Einkünfte V+V, Objekt Lessingstr. 9"
 * reaching under "Vorschrift"), where it overlaps more than under its own, but a table's columns
 * start their cells under their headings' left edge.
 */
function descriptionOver<H extends Heading>(header: H[], seg: Segment): H | undefined {
  const own = header.find((h) => h.col === 'description');
  if (!own || !/\p{L}{3}/u.test(seg.text) || Math.abs(seg.x - own.x) > 1) return undefined;
  return seg.x + seg.w > own.x + own.w ? own : undefined;
}

/** A description cell that is a detail of its item, not its name ("GTIN: 4012345001235", "Basismenge: 1 Stk"). */
export const detailText = (text: string): boolean => /:|\d{4}/.test(text);

/**
 * An item's first row with no figure yet, its description and its quantity ("1 | Toolbox 0815
 * Stahlcoil | 10 Stk | 0 %"), its amount on the row right under it beside a detail of its price
 * ("Basismenge: 1 Stk | 1.000,00"), as ZUGFeRD's readable prints set an item whose price they
 * leave out: read alone, the item was named by that detail.
 */
export const headsItem = (row: Row): boolean =>
  !row.item &&
  !!row.cells.description &&
  /^\d/.test(row.cells.quantity ?? '') &&
  !row.cells.amount &&
  !row.cells.unitPrice;
