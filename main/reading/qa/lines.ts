import type { PageText, Segment } from '../types';
import { confidence } from '../confidence';
import type { FeatureCandidate } from './candidate';
import { amountString, parseAmount, tokens } from './normalize';
import { pageModel } from './page-model';
import { COLUMN_WORDS, type Column as PackColumn } from '../lang';

type Column = PackColumn | 'other';

function columnOf(seg: Segment): Column | null {
  const t = tokens(seg.text);
  const first = t[0];
  if (!first) return null;
  for (const [col, set] of COLUMN_WORDS) if (set.has(first)) return col;
  return null;
}

/**
 * The invoice's line table: a header row naming a description column and at least two of
 * quantity / unit price / amount, then rows until the totals or a gap. Cells are matched to
 * columns by horizontal overlap (numbers are right-aligned under their header).
 */
export function purchaseLines(page: PageText): FeatureCandidate[] {
  const model = pageModel(page);
  const byLine = new Map<number, Segment[]>();
  for (const s of page.segments) byLine.set(s.line, [...(byLine.get(s.line) ?? []), s]);
  const lineNos = [...byLine.keys()].sort((a, b) => a - b);
  for (const ln of lineNos) {
    // Every heading of the header row is a column, named or not ("Pos", "Art-Nr", "Steuersatz"):
    // an article number under its own heading is not the description.
    const header = (byLine.get(ln) ?? []).map((s) => ({ s, col: columnOf(s) ?? ('other' as const) }));
    const cols = new Set(header.map((h) => h.col).filter((c) => c !== 'other'));
    if (!cols.has('description') || cols.size < 3) continue;
    const out: FeatureCandidate[] = [];
    let lastBottom = Math.max(...header.map((h) => h.s.y + h.s.h));
    for (const rowNo of lineNos.filter((n) => n > ln)) {
      const row = byLine.get(rowNo) ?? [];
      const top = Math.min(...row.map((s) => s.y));
      const labelled = row.some(
        (s) => model.segs.find((i) => i.origin === s)?.label?.concept.type === 'amount' && !columnOf(s),
      );
      if (labelled) break;
      const cells = cellsOf(row, header);
      const item = !!cells.description && !!(cells.amount || cells.unitPrice);
      // The table ends at a gap, unless what follows the gap is another item: tables that print an
      // item over several rows (article number, GTIN, notes) leave space between items.
      if (top - lastBottom > model.lineHeight * 2.5 && !item) break;
      lastBottom = Math.max(lastBottom, ...row.map((s) => s.y + s.h));
      const previous = out[out.length - 1];
      if (!item) {
        // An item's amount printed on its second row, under the amount column.
        const amount = cells.amount && !cells.description ? parseAmount(cells.amount) : null;
        if (previous && previous.amount === null && amount !== null)
          Object.assign(previous, lineValues(page, previous, amount));
        continue;
      }
      const amount = cells.amount ? parseAmount(cells.amount) : null;
      const unitPrice = cells.unitPrice ? parseAmount(cells.unitPrice) : null;
      const quantity = cells.quantity
        ? Number(cells.quantity.replace(',', '.').replace(/[^\d.]/g, ''))
        : null;
      out.push(
        lineValues(
          page,
          {
            value: cells.description!,
            description: cells.description!,
            quantity: quantity === null || Number.isNaN(quantity) ? null : String(quantity),
            unitPrice: unitPrice === null ? null : amountString(unitPrice),
            amount: null,
            confidence: confidence(0.7),
            pageRef: page.page,
          },
          amount,
        ),
      );
    }
    if (out.length) return out;
  }
  return [];
}

type Header = { s: Segment; col: Column }[];

/** A row's cells by column: each segment goes to the header it overlaps most (or is nearest to). */
function cellsOf(row: Segment[], header: Header): Partial<Record<Column, string>> {
  const cells: Partial<Record<Column, string>> = {};
  for (const seg of row) {
    let best: { col: Column; overlap: number } | null = null;
    for (const h of header) {
      const overlap = Math.min(seg.x + seg.w, h.s.x + h.s.w) - Math.max(seg.x, h.s.x);
      const centre = -Math.abs(seg.x + seg.w / 2 - (h.s.x + h.s.w / 2));
      const score = overlap > 0 ? overlap : centre;
      if (!best || score > best.overlap) best = { col: h.col, overlap: score };
    }
    if (best && best.col !== 'other')
      cells[best.col] = cells[best.col] ? `${cells[best.col]} ${seg.text}` : seg.text;
  }
  return cells;
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
    confidence: confidence(sure ? 0.95 : 0.7),
    pageRef: page.page,
  };
}
