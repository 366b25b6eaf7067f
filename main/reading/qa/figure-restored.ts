import type { Concept } from './lexicon';
import type { Located } from './locate';
import type { PageModel } from './page-model';
import { cellsOf } from './unread-value';
import { digitsShow, withoutRates } from './ocr-figures';
import { BESIDE, FOOT, RELATED_LABEL } from './label-weights';
import { CENTS_PRINTED, figuresMade, printedWithCents } from './printed-amounts';
import { amountText } from './normalize';
import { CURRENCY_MARK } from './values';

/**
 * A scan's total whose figure OCR read as digits alone, in a cell of its own ("TOTAAL EUR | 5651",
 * "Totalt SEK | 979100", "Total TVA | 3231"): OCR lost its cents' separator, or read it as a digit.
 * values.ts reads no amount in a bare run of digits with no currency beside it (a quantity, a
 * number), so the label found nothing, and the totals' arithmetic had no gross to check the VAT
 * table against. Its separators were dropped or each read as a digit ("979100" of 979,00,
 * "101171725" of 10 171,25): the label's value is the one figure two figures the page reads whole
 * make to the cent, their sum or difference (the net and its VAT, the gross less the net), whose
 * every digit the run shows so; a gross, what is left to pay, may also be printed again whole (the
 * card's slip). A figure printed once elsewhere says nothing of a VAT: a litre's price "13,79" is
 * no VAT "137,18" read "1378". A run of digits the arithmetic does not confirm stays unread
 * (unread-value.ts). A text layer prints what its maker wrote: nothing is read back.
 */

/** A figure the arithmetic read back is a little less sure than one read as printed. */
const RESTORED = 0.9;
/**
 * Digits alone, four at least: a figure with cents that lost its separator. Three say too little: a
 * till's small figures make many a sum of three digits ("175" of 17,35, a digit lost, is 0,90 + 0,85).
 */
const DIGITS_ONLY = /^\d{4,}$/;

/** The one figure a run of digits shows of those the page's figures make, or null. */
function restored(digits: string, printed: number[], once: boolean): number | null {
  const shown = new Set(
    figuresMade(printed, once)
      .filter((v) => digitsShow(digits, v))
      .map((v) => v.toFixed(2)),
  );
  return shown.size === 1 ? Number([...shown][0]) : null;
}

export function withRestoredFigures(model: PageModel, concept: Concept, found: Located[]): Located[] {
  if (model.page.readConfidence === undefined || concept.type !== 'amount') return found;
  const related = new Set(concept.alsoFrom ?? []);
  const printed = printedWithCents(model);
  if (printed.length < CENTS_PRINTED) return found;
  const comma = model.segs.some((s) => /\d,\d{2}\b/.test(s.seg.text));
  const out = [...found];
  for (const info of model.segs) {
    const id = info.label?.concept.id;
    if (id === undefined || (id !== concept.id && !related.has(id))) continue;
    // A figure read with its currency mark is read as an amount, but of digits alone ("€ 202785" of
    // € 202,85) it is the same lost separator: it yields to the figure the arithmetic reads back.
    const read = found.find((l) => l.from === info.seg);
    if (read && !DIGITS_ONLY.test(read.text.replace(CURRENCY_MARK, ' ').trim())) continue;
    // Amounts close their line: the last cell holding a figure is the label's.
    const cells = cellsOf(model, info).filter((c) => /\d/.test(withoutRates(c.text)));
    const cell = cells[cells.length - 1];
    if (!cell) continue;
    const digits = withoutRates(cell.text).replace(CURRENCY_MARK, ' ').trim();
    if (!DIGITS_ONLY.test(digits)) continue;
    const foot = (info.seg.y / Math.max(1, model.page.height)) * FOOT;
    const score =
      ((info.label?.quality ?? 0) * (cell.inline ? 1 : BESIDE) * (id === concept.id ? 1 : RELATED_LABEL) +
        foot) *
      RESTORED;
    const value = restored(digits, printed, concept.id !== 'total_vat');
    if (value === null) continue;
    if (read) out.splice(out.indexOf(read), 1);
    out.push({
      text: amountText(value, comma),
      normalized: String(value),
      box: cell.at.seg,
      // A figure read where its label puts it, beside its currency mark, keeps the read's place
      // among the candidates: the arithmetic only gave its separator back.
      score: read ? read.score : score,
      via: cell.inline ? 'inline' : 'right',
      from: info.seg,
    });
  }
  // What the arithmetic did not read back stays unread: a run of digits beside its currency mark,
  // on a page printing its figures with cents, lost its separator, and its value is not known.
  const kept = out.filter((l) => !DIGITS_ONLY.test(l.text.replace(CURRENCY_MARK, ' ').trim()));
  return kept.length === found.length && kept.every((l, k) => l === found[k])
    ? found
    : kept.sort((a, b) => b.score - a.score);
}
