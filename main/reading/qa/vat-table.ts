import { round2 } from '../../util/round';
import { boxAround, byLine, overlapX } from './geometry';
import type { Located } from './locate';
import { amountText, decimalComma, parseAmount } from './normalize';
import type { PageModel, SegmentInfo } from './page-model';
import { findValues } from './values';
import { misreadRate } from './rate-row-share';
import { MAX_SHARE, rateRow, type RateRow } from './rate-row';
import { taxedBelowRow } from './taxed-below-row';

/** A total found on the page and its value (net, VAT or gross). */
export type Total = { l: Located; value: number };

/** A total found at least this surely is a totals block's, not a heading's stray match. */
export const SURE = 0.5;
/** How far apart two rows of one table may be, in lines. */
export const ROW_GAP = 2.5;
/** The most rates one VAT table lists. */
export const MAX_ROWS = 6;
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

/** The sums of a column's first rows: `sums[k]` adds rows 0..k. */
function prefixSums(rows: Row[]): number[] {
  const out: number[] = [];
  for (const r of rows) out.push(round2((out[out.length - 1] ?? 0) + r.value));
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
      return {
        text: amountText(sum, decimalComma(rows[0]?.text ?? '')),
        normalized: String(sum),
        box: boxAround(used.map((r) => r.seg.seg)),
        score: sure * DERIVED,
        via: 'arithmetic',
      };
    }
  }
  return null;
}

/** A table of rows whose VAT only their net and gross told (rate-row.ts), else none. */
const derivedOnly = (table: ReturnType<typeof rateTable>) =>
  table?.rows.every((r) => r.derived) ? table : null;

/**
 * The VAT of a VAT table's sum row, read by its arithmetic: a line printing three amounts, two of
 * which add up to the third, the page's sure gross ("Gesamt  78,91  12,45  91,36", "Summa  27,42
 * 271,38  298,80"). Of the two parts the VAT is the smaller, at most the highest rate of the other:
 * no heading need stand over its column (the text layer may join "Netto" and "MwSt" cells).
 */
export function vatBySumRow(model: PageModel, gross: Total[]): Located | null {
  const sure = gross.filter((g) => g.l.score >= SURE);
  for (const segs of byLine(model.segs).values()) {
    // A rate row's rate OCR misread into digits ("2105 | 11,14 | 2,34 | 13,48" under "A 9% | ..."):
    // one rate's row adds up too, and is no sum row.
    if (segs.some((s) => s.seg.text.includes('%') || misreadRate(model, s))) continue;
    const amounts = segs.flatMap((s) =>
      findValues('amount', s.seg.text).map((v) => ({ value: parseAmount(v.text) ?? NaN, text: v.text, s })),
    );
    if (amounts.length !== 3 || amounts.some((a) => !(a.value > 0))) continue;
    const sorted = [...amounts].sort((a, b) => a.value - b.value);
    const [vat, net, whole] = sorted as [(typeof sorted)[0], (typeof sorted)[0], (typeof sorted)[0]];
    if (Math.abs(vat.value + net.value - whole.value) >= 0.011 || vat.value > net.value * MAX_SHARE) continue;
    const g = sure.find((c) => Math.abs(c.value - whole.value) < 0.011);
    const row = { sum: whole.value, y: whole.s.seg.y };
    if (
      g &&
      !taxedBelowRow(
        model,
        row,
        sure.map((c) => ({ value: c.value, y: c.l.box.y })),
      )
    )
      return sumRowVat(vat, g);
  }
  return null;
}

/** A sum row's VAT cell as the answer, as sure as the gross its row adds up to allows. */
export const sumRowVat = (vat: { text: string; value: number; s: SegmentInfo }, gross: Total): Located => ({
  text: vat.text,
  normalized: String(vat.value),
  box: vat.s.seg,
  score: gross.l.score * DERIVED,
  via: 'arithmetic',
});

/**
 * The VAT of a VAT table whose columns no VAT word heads ("BTW  Over  Bedrag" over "9%  2,28  0,21"
 * and "21%  4,95  1,04"): consecutive rows that each print a rate and a VAT that is that rate of
 * their base, summed, when their bases and VATs make the page's sure gross (or their gross bases
 * are it). Two or more rows: one row alone is read by its labels and the totals' arithmetic.
 */
export function vatByRateRows(model: PageModel, gross: Total[], before: Total[] = []): Located | null {
  // A restaurant's rows add up to its subtotal before the tip ("Subtotaal 129,60", "Fooi 5,40",
  // "TOTAAL 135,00"): each row's VAT checks with its rate, so a sure total they make is theirs.
  // One row alone is read by its labels and the totals' arithmetic, but not where OCR misread its
  // VAT cell: then only its net and gross beside the rate tell the VAT (rate-row.ts).
  const found = rateTable(model, gross, before, 2) ?? derivedOnly(rateTable(model, gross, before, 1));
  if (!found) return null;
  const { rows: table, vat, total: g } = found;
  return {
    text: amountText(vat, decimalComma(g.l.text)),
    normalized: String(vat),
    box: boxAround(table.map((r) => r.box)),
    score: g.l.score * DERIVED,
    via: 'arithmetic',
  };
}

/**
 * The rows of a VAT table read by their arithmetic (rateRow), consecutive, at least `fewest` of
 * them, whose bases and VATs make one of the page's sure totals: the page's VAT by rate.
 */
export function rateTable(
  model: PageModel,
  gross: Total[],
  before: Total[],
  fewest: number,
): { rows: RateRow[]; vat: number; total: Total } | null {
  const sure = [...gross, ...before].filter((g) => g.l.score >= SURE);
  if (!sure.length) return null;
  const rows = [...byLine(model.segs).values()]
    .map((segs) => rateRow(segs))
    .filter((r): r is RateRow => r !== null)
    .sort((a, b) => a.y - b.y);
  let run: RateRow[] = [];
  const runs: RateRow[][] = [];
  for (const r of rows) {
    const last = run[run.length - 1];
    // Rows read from their net and from their gross may stand in one table: OCR may have misread
    // one row's net and another's gross. Each row's gross is what the table adds up.
    if (last && r.y - last.bottom > model.lineHeight * ROW_GAP) {
      runs.push(run);
      run = [];
    }
    run.push(r);
  }
  runs.push(run);
  for (const table of runs) {
    if (table.length < fewest) continue;
    const vat = round2(table.reduce((s, r) => s + r.vat, 0));
    const whole = round2(table.reduce((s, r) => s + r.gross, 0));
    // A total read off one of the table's own rows is that row's gross under a "Totaal" heading.
    const onRow = (c: Total) =>
      table.some(
        (r) =>
          r.grossBox &&
          overlapX(r.grossBox, c.l.box) > 0 &&
          c.l.box.y < r.bottom &&
          c.l.box.y + c.l.box.h > r.y,
      );
    const g = sure.find((c) => Math.abs(c.value - whole) < 0.011 && !onRow(c));
    if (g && vat !== 0) return { rows: table, vat, total: g };
  }
  return null;
}
