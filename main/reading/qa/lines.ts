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
    const header = (byLine.get(ln) ?? []).map((s) => ({ s, col: columnOf(s) })).filter((h) => h.col !== null);
    const cols = new Set(header.map((h) => h.col));
    if (!cols.has('description') || cols.size < 3) continue;
    const out: FeatureCandidate[] = [];
    let lastBottom = Math.max(...header.map((h) => h.s.y + h.s.h));
    for (const rowNo of lineNos.filter((n) => n > ln)) {
      const row = byLine.get(rowNo) ?? [];
      const top = Math.min(...row.map((s) => s.y));
      if (top - lastBottom > model.lineHeight * 2.5) break;
      const labelled = row.some(
        (s) => model.segs.find((i) => i.origin === s)?.label?.concept.type === 'amount' && !columnOf(s),
      );
      if (labelled) break;
      const cells: Partial<Record<Column, string>> = {};
      for (const seg of row) {
        let best: { col: Column; overlap: number } | null = null;
        for (const h of header) {
          const overlap = Math.min(seg.x + seg.w, h.s.x + h.s.w) - Math.max(seg.x, h.s.x);
          const centre = -Math.abs(seg.x + seg.w / 2 - (h.s.x + h.s.w / 2));
          const score = overlap > 0 ? overlap : centre;
          if (!best || score > best.overlap) best = { col: h.col as Column, overlap: score };
        }
        if (best) cells[best.col] = cells[best.col] ? `${cells[best.col]} ${seg.text}` : seg.text;
      }
      if (!cells.description || (!cells.amount && !cells.unitPrice)) continue;
      const amount = cells.amount ? parseAmount(cells.amount) : null;
      const unitPrice = cells.unitPrice ? parseAmount(cells.unitPrice) : null;
      const quantity = cells.quantity
        ? Number(cells.quantity.replace(',', '.').replace(/[^\d.]/g, ''))
        : null;
      out.push({
        value: cells.description,
        description: cells.description,
        quantity: quantity === null || Number.isNaN(quantity) ? null : String(quantity),
        unitPrice: unitPrice === null ? null : amountString(unitPrice),
        amount: amount === null ? null : amountString(amount),
        // A row whose quantity x price equals its amount is certainly a line.
        confidence: confidence(
          quantity !== null &&
            unitPrice !== null &&
            amount !== null &&
            Math.abs(quantity * unitPrice - amount) < 0.02
            ? 0.95
            : 0.7,
        ),
        pageRef: page.page,
      });
      lastBottom = Math.max(...row.map((s) => s.y + s.h));
    }
    if (out.length) return out;
  }
  return [];
}
