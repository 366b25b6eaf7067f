import type { Box } from '../types';
import { overlapX } from './geometry';
import type { Located } from './locate';
import { parseAmount } from './normalize';
import type { PageModel, SegmentInfo } from './page-model';
import { findValues } from './values';

/** A total found on the page and its value (net, VAT or gross). */
export type Total = { l: Located; value: number };

/** A total found at least this surely is a totals block's, not a heading's stray match. */
const SURE = 0.5;
/** How far apart two rows of one table may be, in lines. */
const ROW_GAP = 2.5;
/** The most rates one VAT table lists. */
const MAX_ROWS = 6;
/** A sum read off a VAT table rests on the page's net and gross: a little less than either. */
const DERIVED = 0.9;

type Row = { value: number; text: string; seg: SegmentInfo };

/** "-0,92", "0,41 €", "EUR 7.65": a cell that holds one amount and nothing else (no rate, no words). */
function cellAmount(text: string): { value: number; text: string } | null {
  if (text.includes('%')) return null;
  const found = findValues('amount', text);
  const only = found[0];
  if (found.length !== 1 || !only || /\p{L}{4,}/u.test(text.replace(only.text, ''))) return null;
  const value = parseAmount(only.text);
  return value === null ? null : { value, text: only.text };
}

/** The run of one-amount cells straight under a heading, one per printed line, a line or two apart. */
function columnUnder(model: PageModel, heading: SegmentInfo): Row[] {
  const box = heading.seg;
  const below = model.segs
    .filter((s) => s.seg.y > box.y + box.h / 2 && overlapX(s.seg, box) > 0)
    .sort((a, b) => a.seg.y - b.seg.y || overlapX(b.seg, box) - overlapX(a.seg, box));
  const rows: Row[] = [];
  let bottom = box.y + box.h;
  for (const s of below) {
    if (rows.some((r) => r.seg.seg.line === s.seg.line)) continue;
    if (s.seg.y - bottom > model.lineHeight * ROW_GAP || rows.length >= MAX_ROWS) break;
    const cell = cellAmount(s.seg.text);
    // A line labelled as another total is the totals block under the table ("Gesamt 119,00").
    const other = model.segs.some(
      (o) => o.seg.line === s.seg.line && o.label && o.label.concept.id !== heading.label?.concept.id,
    );
    if (!cell || other) break;
    rows.push({ ...cell, seg: s });
    bottom = s.seg.y + s.seg.h;
  }
  return rows;
}

const round = (n: number) => Math.round(n * 100) / 100;

function union(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return {
    x,
    y,
    w: Math.max(...boxes.map((b) => b.x + b.w)) - x,
    h: Math.max(...boxes.map((b) => b.y + b.h)) - y,
  };
}

/** The sums of a column's first rows: `sums[k]` adds rows 0..k. */
function prefixSums(rows: Row[]): number[] {
  const out: number[] = [];
  for (const r of rows) out.push(round((out[out.length - 1] ?? 0) + r.value));
  return out;
}

/**
 * The VAT of a document that prints it only as a table, one row per rate and no row of their sum
 * ("Steuerbetrag" over -0,92 and -0,20, the totals block below naming no VAT of its own): the sum
 * of the rows under a VAT heading that makes net + VAT = the page's sure gross, the net being the
 * page's sure net or the same rows' sum under the table's net heading (a receipt's "HT | TVA"
 * table under its "TOTAL TTC"). The arithmetic, not a word, says how many rows are the table's: a
 * column runs on into other figures. Nothing is answered when no run of two or more rows adds up.
 */
export function vatByTableSum(model: PageModel, net: Total[], gross: Total[]): Located | null {
  const sureGross = gross.filter((g) => g.l.score >= SURE);
  if (!sureGross.length) return null;
  const sureNet = net.filter((n) => n.l.score >= SURE).map((n) => ({ value: n.value, score: n.l.score }));
  const netColumns = model.segs
    .filter((s) => s.label?.concept.id === 'total_excl')
    .map((heading) => ({ rows: columnUnder(model, heading), score: heading.label?.quality ?? 0 }));
  for (const heading of model.segs) {
    if (heading.label?.concept.id !== 'total_vat') continue;
    const rows = columnUnder(model, heading);
    const sums = prefixSums(rows);
    for (let k = 1; k < rows.length; k++) {
      const sum = sums[k] ?? 0;
      if (sum === 0) continue;
      const used = rows.slice(0, k + 1);
      // The net column's rows must stand on the VAT rows' lines: the same rates, row by row.
      const tableNets = netColumns
        .filter((c) => used.every((r, i) => c.rows[i]?.seg.seg.line === r.seg.seg.line))
        .map((c) => ({ value: prefixSums(c.rows)[k] ?? NaN, score: c.score }));
      let sure: number | null = null;
      for (const n of [...sureNet, ...tableNets])
        for (const g of sureGross)
          if (Math.abs(n.value + sum - g.value) < 0.011)
            sure = Math.max(sure ?? 0, Math.min(n.score, g.l.score));
      if (sure === null) continue;
      const comma = /,\d{2}$/.test(rows[0]?.text ?? '');
      const text = comma ? sum.toFixed(2).replace('.', ',') : sum.toFixed(2);
      return {
        text,
        normalized: String(sum),
        box: union(used.map((r) => r.seg.seg)),
        score: sure * DERIVED,
        via: 'arithmetic',
      };
    }
  }
  return null;
}
