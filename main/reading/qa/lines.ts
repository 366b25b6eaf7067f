import type { PageText, Segment } from '../types';
import { confidence } from '../confidence';
import type { FeatureCandidate } from './candidate';
import { amountString, parseAmount, priceString } from './normalize';
import { pageModel, type PageModel } from './page-model';
import { segmentsByLine } from './geometry';
import { columnOf, headerAt, headingWords, type Heading } from './line-header';
import { readerOrderLines } from './reader-lines';
import { cellAmount, cellQuantity, noted, sectionSum } from './line-sums';
import { detailText, headsItem, rowOf, type Row } from './line-row';
import { chargesBeyondVat, chargesUnder, labelOf } from './line-charges';
import { namedByRows } from './unnamed-columns';
import { amountsSum, printedUnder, shownThroughTax, withTablesBelow } from './tables-below';
import { amountNamed } from './amount-column';
import { lowered } from './line-allowances';
import { amountRead, CENTS, misreadLineSureness, quantityLost } from './ocr-figures';
import { remainderRead, unreadAmount } from './remainder-read';
import { amountLost, itemsBeyond } from './rows-dropped';
import { withoutSubtotals } from './subtotal-rows';

/**
 * What one page's table gives: its lines, its headings when it runs on past the page's end, and
 * the bottom of its last item.
 */
type PageTable = { lines: FeatureCandidate[]; open: Heading[] | null; bottom: number; rows?: Row[] };

/**
 * The invoice's line table on one page: a header (one row or several stacked, see headerAt)
 * naming a description column and at least two of quantity / unit price / amount, then rows until
 * the totals or a gap. Cells are matched to columns by horizontal overlap (numbers are
 * right-aligned under their header).
 */
export function purchaseLines(page: PageText): FeatureCandidate[] {
  return pageTable(page, null).lines;
}

/**
 * The invoice's lines over all its pages. A table that runs to a page's end goes on at the top of
 * the next page under the same headings, which long invoices do not print again. When no table
 * lines up under its headings (a reader that put the text in its own order), the rows' own
 * figures may still show the table (reader-lines.ts).
 */
export function documentLines(pages: PageText[]): FeatureCandidate[] {
  const aligned = alignedLines(pages);
  return aligned.length ? aligned : readerOrderLines(pages);
}

function alignedLines(pages: PageText[]): FeatureCandidate[] {
  const out: FeatureCandidate[] = [];
  let open: Heading[] | null = null;
  for (const page of pages) {
    const table = pageTable(page, open);
    out.push(...table.lines);
    open = table.open;
  }
  return out;
}

function pageTable(page: PageText, carried: Heading[] | null): PageTable {
  const model = pageModel(page);
  const byLine = segmentsByLine(page.segments);
  const lineNos = [...byLine.keys()].sort((a, b) => a - b);
  const firstUnder = (nos: number[]) =>
    tableUnder(page, model, byLine, nos, 'named') ??
    tableUnder(page, model, byLine, nos, 'twoColumns') ??
    tableUnder(page, model, byLine, nos, 'unnamed');
  const table = firstUnder(lineNos);
  if (table) {
    const top = (n: number) => Math.min(...(byLine.get(n) ?? []).map((s) => s.y));
    const read = withTablesBelow(page, table, (from) => firstUnder(lineNos.filter((n) => top(n) > from)));
    // Items under its end that no arithmetic showed billed, a figure of it misread: the count is open.
    const beyond = itemsBeyond(page, read.rows ?? [], read.bottom, read.lines);
    // Summary rows closing the table (its labour and its parts summed) are no items (subtotal-rows.ts).
    return { ...read, lines: noted(withoutSubtotals(read.lines), beyond) };
  }
  if (!carried) return { lines: [], open: null, bottom: 0 };
  // No header on this page: the previous page's table may go on at its top, after a page header.
  const rows = lineNos.map((n) => rowOf(model, byLine.get(n) ?? [], carried));
  const first = rows.slice(0, 6).findIndex((r) => r.item);
  if (first < 0 || rows.slice(0, first).some((r) => r.labelled || r.headings))
    return { lines: [], open: null, bottom: 0 };
  return readRows(page, model, rows.slice(first), rows[first]!.top, carried);
}

/**
 * How a table's header is found: `named`, a description column and at least two of quantity /
 * unit price / amount; `twoColumns`, a description and an amount alone ("Service" / "Amount"), as
 * service invoices print them: headings that also head a summary, so the table counts only when
 * its amounts add up to a figure printed under it (its subtotal or total); `unnamed`, a row of
 * three headings or more whose description or amount the rows under it name (unnamed-columns.ts),
 * which counts only when its amounts add up too.
 */
type HeaderKind = 'named' | 'twoColumns' | 'unnamed';

/** The first table under a header of the given kind. */
function tableUnder(
  page: PageText,
  model: PageModel,
  byLine: Map<number, Segment[]>,
  lineNos: number[],
  kind: HeaderKind,
): PageTable | null {
  const heads = headingWords(byLine);
  for (const ln of lineNos) {
    const named = (heads.get(ln) ?? []).some((s) => columnOf(s) === 'description');
    if (kind === 'unnamed' ? named || !wordsOnly(heads.get(ln) ?? []) : !named) continue;
    // Every heading of the header is a column, named or not ("Pos", "Art-Nr", "Steuersatz"): an
    // article number under its own heading is not the description.
    const header = headerAt(heads, lineNos, ln, model.lineHeight);
    const { last } = header;
    const below = lineNos.filter((n) => n > last).map((n) => byLine.get(n) ?? []);
    const headings =
      kind === 'unnamed'
        ? unnamedHeadings(header.headings, byLine, lineNos, last)
        : amountNamed(header.headings, below);
    if (!headings) continue;
    const cols = new Set(headings.map((h) => h.col).filter((c) => c !== 'other'));
    if (kind === 'twoColumns' ? cols.size !== 2 || !cols.has('amount') : kind === 'named' && cols.size < 3)
      continue;
    const rows = lineNos.filter((n) => n > last).map((n) => rowOf(model, byLine.get(n) ?? [], headings));
    const lastBottom = Math.max(...(byLine.get(last) ?? []).map((s) => s.y + s.h));
    const table = readRows(page, model, rows, lastBottom, headings);
    if (!table.lines.length || (kind !== 'named' && !addsUp(page, table))) continue;
    if (kind === 'unnamed' && table.lines.length < 2) continue;
    const itemsSum = amountsSum(table.lines);
    const outside = itemsSum === null ? [] : chargesBeyondVat(rows, table.bottom, itemsSum);
    const charges = [...chargesUnder(rows, table.bottom), ...outside].map((r) =>
      lineValues(page, unpriced(page, r.cells.description ?? labelOf(r)), cellAmount(r.cells.amount ?? '')),
    );
    return { ...table, lines: [...table.lines, ...charges], rows };
  }
  return null;
}

/** A row of headings: three words or more, no figure among them. */
const wordsOnly = (segs: Segment[]): boolean =>
  segs.length >= 3 && segs.every((s) => /\p{L}/u.test(s.text) && !/\d/.test(s.text));

/** An unnamed header's headings as the rows under it name them (see unnamed-columns.ts). */
function unnamedHeadings(
  headings: Heading[],
  byLine: Map<number, Segment[]>,
  lineNos: number[],
  last: number,
): Heading[] | null {
  const rows = lineNos
    .filter((n) => n > last)
    .map((n) => byLine.get(n) ?? [])
    .filter((r) => r.length >= 2);
  return namedByRows(headings, rows);
}

/** The lines' amounts add up to a figure printed under them, or to one with the tax it adds. */
function addsUp(page: PageText, table: PageTable): boolean {
  const sum = amountsSum(table.lines);
  if (sum === null || table.lines.every((l) => Number(l.amount) === 0)) return false;
  return printedUnder(page, table.bottom, sum) || shownThroughTax(page, table.bottom, sum);
}

function readRows(
  page: PageText,
  model: PageModel,
  rows: Row[],
  headerBottom: number,
  headings: Heading[],
): PageTable {
  const out: FeatureCandidate[] = [];
  let lastBottom = headerBottom;
  // The bottom of the last row an item's figures were read from: what is printed under it may
  // total the table.
  let itemBottom = headerBottom;
  // The bottom of the last row an item's description was read from: only rows right under it go on.
  let joinBottom = -Infinity;
  // Where that description starts: a row printed left of it is a section's title ("Material"
  // over the materials, the items indented under it), not more of the item's text.
  let joinX = -Infinity;
  // Where the items of the current section start: a section's subtotal adds up its own.
  let section = 0;
  // A note across the columns under the headings, before the first item.
  let note = false;
  // An item's first row, its figures on the row under it (see headsItem).
  let head: Row | null = null;
  // The table's figures print cents: an amount of digits alone is one OCR misread.
  let cents = false;
  for (const [i, row] of rows.entries()) {
    const { top, bottom, labelled, headings: otherTable, cells } = row;
    // A scan's item whose amount OCR misread into no figure ("T200"): an item all the same, its
    // amount unknown, so the count is left open rather than given one short (rows-dropped.ts).
    const item = row.item || amountLost(page, row);
    const above = head;
    head = headsItem(row) ? row : null;
    // The table ends at a gap, unless another item soon follows: tables that print an item over
    // several rows (article number, GTIN, notes such as "Weitere Eigenschaften:") leave space
    // between items.
    const gap = top - lastBottom > model.lineHeight * 2.5;
    const sum = sectionSum(out.slice(section), row, labelled);
    // A section's subtotal ("Subtotal labour | 500.00") with the next section's items soon under
    // it: the table goes on, the subtotal no item of it.
    if (sum && out.length > section && nextSection(out, rows.slice(i + 1), bottom, model.lineHeight)) {
      section = out.length;
      lastBottom = Math.max(lastBottom, bottom);
      joinBottom = -Infinity;
      continue;
    }
    // So does a row of another table's headings ("Beschreibung | Fälligkeit | Teilzahlung" over
    // the payment terms): the rows under it are not items, nor does the table go on over the page.
    // A totals table's headings over its figures ("Base HTVA | TVA 21% | Total TVAC" over
    // "622,50 | 130,73 | 753,23"): the figures are no item of figures alone.
    const totalsTable = row.wordsAcross && !!rows[i + 1]?.figuresOnly;
    if (
      labelled ||
      itemsSummed(out, row) ||
      ((otherTable || totalsTable) && out.length > 0) ||
      (gap && !item && !itemSoon(rows.slice(i + 1), bottom, model.lineHeight)) ||
      (sum && item)
    )
      return { lines: noted(remainderRead(page, out, itemBottom), note), open: null, bottom: itemBottom };
    lastBottom = Math.max(lastBottom, bottom);
    const previous = out[out.length - 1];
    // Something taken off (line-allowances.ts): no line of its own; among its item's rows, perhaps
    // that item's, which it lowers.
    if (row.allowance && previous) {
      const amount = lowered(previous, cellAmount(cells.amount ?? ''), {
        rightUnder: top - joinBottom < model.lineHeight,
        leftOfItem: (row.descriptionX ?? Infinity) < joinX - 2,
      });
      if (amount !== null) {
        previous.amount = amount;
        itemBottom = bottom;
      }
      joinBottom = -Infinity;
      continue;
    }
    // A discount printed under its item ("Rabatt 10 % | -2,00"): the item's, which it lowers, as
    // an e-invoice's line allowance does; no line of its own.
    const minus = item && !cells.quantity && !cells.unitPrice ? cellAmount(cells.amount ?? '') : null;
    if (minus !== null && minus < 0 && previous?.amount && top - joinBottom < model.lineHeight) {
      previous.amount = amountString(Number(previous.amount) + minus);
      itemBottom = bottom;
      joinBottom = -Infinity;
      continue;
    }
    // The amount a little below its item's quantity and price, on the row its description goes on
    // ("Kfz - Haftpflicht ... | 67,2244 | 1" over "Regio R9 | 80,00"): that item's, not a new one.
    const amountOnly = item && !cells.quantity && !cells.unitPrice;
    if (
      amountOnly &&
      previous?.amount === null &&
      previous.unitPrice &&
      top - joinBottom < model.lineHeight
    ) {
      const amount = cellAmount(cells.amount ?? '');
      const joined = goneOn(previous, cells.description);
      Object.assign(previous, lineValues(page, { ...previous, value: joined, description: joined }, amount));
      itemBottom = bottom;
      joinBottom = bottom;
      continue;
    }
    if (!item) {
      note ||= !previous && row.across;
      if (!previous || head) continue;
      // An item's amount printed on its second row, under the amount column.
      const amount = cells.amount && !cells.description ? cellAmount(cells.amount) : null;
      if (previous.amount === null && amount !== null) {
        Object.assign(previous, lineValues(page, previous, amount));
        itemBottom = bottom;
      }
      // An item's description printed under its figures, or going on over the rows right under
      // it ("Personen-" / "Unfallversicherung"); rows of details ("GTIN: 4012345001235",
      // "Verpackung: Karton") are not description.
      const more = cells.description;
      const goesOn =
        more &&
        Object.keys(cells).length === 1 &&
        !detailText(more) &&
        top - joinBottom < model.lineHeight &&
        (row.descriptionX ?? -Infinity) > joinX - 2;
      if (more && (!previous.description || goesOn)) {
        const joined = goneOn(previous, more);
        Object.assign(previous, { value: joined, description: joined });
        joinBottom = bottom;
        joinX = previous.description ? joinX : (row.descriptionX ?? -Infinity);
      } else joinBottom = -Infinity;
      continue;
    }
    joinBottom = bottom;
    joinX = row.descriptionX ?? -Infinity;
    itemBottom = bottom;
    const unitPrice = cells.unitPrice ? cellAmount(cells.unitPrice) : null;
    const first =
      above &&
      !cells.quantity &&
      top - above.bottom < model.lineHeight &&
      (!cells.description || detailText(cells.description))
        ? above.cells
        : cells;
    const quantity = cellQuantity(first.quantity, [cells.amount, cells.unitPrice]);
    // An amount OCR misread where the table prints cents ("2790", "521320100"): ocr-figures.ts.
    cents ||= [cells.unitPrice, cells.amount].some((c) => c !== undefined && CENTS.test(c.trim()));
    const { amount, unread } = amountRead(cells.amount, quantity, unitPrice, cents, first.quantity);
    const line = unpriced(page, first.description ?? '');
    const q = quantityLost(first.quantity, unitPrice, amount) ?? quantity;
    line.quantity = q === null ? null : String(q);
    line.unitPrice = unitPrice === null ? null : priceString(unitPrice);
    const read = lineValues(page, line, amount);
    const sure = misreadLineSureness(amount, unread, cells);
    out.push(unreadAmount(sure === null ? read : { ...read, confidence: confidence(sure) }, cells.amount));
  }
  // The rows ran out with no totals: the table goes on over the page.
  const lines = noted(remainderRead(page, out, itemBottom), note);
  return { lines, open: out.length ? headings : null, bottom: itemBottom };
}

/**
 * A row of figures alone, one of them the sum of the two items or more over it ("15 008,90 |
 * 25,00 | 3 752,23 | SEK 18 761,00" under headings no pack reads as a table's, "Netto | Moms %
 * | Moms | ATT BETALA"): the totals, wherever their columns fall, not one more item.
 */
function itemsSummed(lines: FeatureCandidate[], row: Row): boolean {
  const sum = amountsSum(lines);
  return (
    row.figuresOnly && lines.length >= 2 && sum !== null && row.figures.some((f) => Math.abs(f - sum) < 0.005)
  );
}

/** A line's description gone on with its next row's text ("Personen-" / "Unfallversicherung"). */
function goneOn(line: FeatureCandidate, more: string | undefined): string {
  const before = typeof line.description === 'string' ? line.description : '';
  if (!more) return before;
  return !before ? more : before.endsWith('-') ? `${before}${more}` : `${before} ${more}`;
}

/**
 * Another item among the next few rows, before the totals, close below `from`. Rows of the
 * description's text alone do not count among the few: an item's note may run over five rows
 * (the dates of a physiotherapist's sessions) before the next item.
 */
function itemSoon(next: Row[], from: number, lineHeight: number): boolean {
  let others = 0;
  for (const r of next) {
    if (r.labelled || r.headings || r.top - from > lineHeight * 8) return false;
    if (r.item) return true;
    const prose = Object.keys(r.cells).length === 1 && r.cells.description !== undefined;
    if (!prose && ++others >= 4) return false;
  }
  return false;
}

/**
 * Another section's items soon under a subtotal, printed as the items over it were: with their
 * quantity or price when those had them. A two-column table's subtotal ends it: what follows with
 * an amount is as likely its payment ("Betalt Visa | -3 380,00").
 */
function nextSection(lines: FeatureCandidate[], next: Row[], from: number, lineHeight: number): boolean {
  if (!itemSoon(next, from, lineHeight)) return false;
  const first = next.find((r) => r.item);
  return (
    !!first &&
    lines.some((l) => l.quantity || l.unitPrice) &&
    !!(first.cells.quantity || first.cells.unitPrice)
  );
}

/** A line of its description alone, before its figures are read. */
function unpriced(page: PageText, description: string): FeatureCandidate {
  const line = { value: description, description, quantity: null, unitPrice: null, amount: null };
  return { ...line, confidence: confidence(0.7), pageRef: page.page };
}

/** A line with its amount: a line whose quantity x price equals its amount is certainly a line. */
function lineValues(page: PageText, line: FeatureCandidate, amount: number | null): FeatureCandidate {
  const quantity = line.quantity === null || line.quantity === undefined ? null : Number(line.quantity);
  const unitPrice = typeof line.unitPrice === 'string' ? parseAmount(line.unitPrice) : null;
  const sure =
    quantity !== null &&
    unitPrice !== null &&
    amount !== null &&
    Math.abs(quantity * unitPrice - amount) < 0.02;
  return {
    ...line,
    amount: amount === null ? null : amountString(amount),
    // A row read with no amount under the amount heading may be a note or a sub-row: on the real
    // ZUGFeRD prints half the counts with such a line were wrong, against 1 in 16 otherwise.
    confidence: confidence(sure ? 0.95 : amount === null ? 0.5 : 0.7),
    pageRef: page.page,
  };
}
