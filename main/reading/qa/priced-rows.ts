import { bareFigure, readWhole } from './ocr-figures';
import { tokens } from './normalize';
import type { PageModel } from './page-model';
import { TOTALS } from './lexicon';

/**
 * A scan's priced rows where its line table was not counted: OCR lost the position numbers and
 * the headings the table is found by ("Pos. Tätigkeit Berechnungsgrundlage" read as one cell), so
 * no line is counted, and a question naming one item ("Was kostet die Einkommensteuererklärung?")
 * found no item to be of. Each row opens with words no label reads and closes with a figure read
 * whole with its cents ("Einkommensteuererklärung 2023 | 385,80"), above the totals: the words
 * name what the row bills. A totals' row is labelled, and a sentence runs on without a figure
 * closing it. A text layer's table is counted as printed: it has no such rows.
 */
export function pricedRows(model: PageModel): string[][] {
  if (model.page.readConfidence === undefined) return [];
  // The items stand above the totals; under them a till's payment lines ("VISA DEBIT | 23.45").
  // A heading over the amounts ("Betrag EUR") labels no total: a total's line prints its figure.
  const figured = (line: number) =>
    model.segs.some((o) => o.seg.line === line && !o.label && /\d/.test(o.seg.text));
  const totals = model.segs
    .filter((s) => TOTALS.has(s.label?.concept.id ?? '') && figured(s.seg.line))
    .map((s) => s.seg.y);
  if (!totals.length) return [];
  const top = Math.min(...totals);
  const lines = new Map<number, typeof model.segs>();
  for (const s of model.segs) if (s.seg.y < top) lines.set(s.seg.line, [...(lines.get(s.seg.line) ?? []), s]);
  const rows: string[][] = [];
  for (const segs of lines.values()) {
    const row = [...segs].sort((a, b) => a.seg.x - b.seg.x);
    const first = row[0];
    const last = row[row.length - 1];
    if (!first || !last || first === last || row.some((s) => s.label)) continue;
    if (!readWhole(bareFigure(last.seg.text))) continue;
    const words = tokens(first.seg.text).filter((t) => /\p{L}{3,}/u.test(t));
    if (words.length) rows.push(tokens(first.seg.text));
  }
  return rows;
}
