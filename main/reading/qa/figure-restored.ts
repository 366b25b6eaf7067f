import type { Concept } from './lexicon';
import type { Located } from './locate';
import type { PageModel, SegmentInfo } from './page-model';
import { pageRates } from './receipt-arithmetic';
import { cellsOf } from './unread-value';
import { MISREAD_FIGURE, bareFigure, digitsShow, readWhole, withoutRates } from './ocr-figures';
import { BESIDE, FOOT, RELATED_LABEL } from './label-weights';
import { CENTS_PRINTED, figuresMade, printedWithCents } from './printed-amounts';
import { amountText } from './normalize';
import { CURRENCY_MARK, findValues, ratesIn } from './values';

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
 * (unread-value.ts). Where OCR misread the net or the gross too, the rate the page prints makes the
 * VAT or the gross from the other (rateShares). A text layer prints what its maker wrote: nothing
 * is read back.
 */

/** A figure the arithmetic read back is a little less sure than one read as printed. */
const RESTORED = 0.9;
/**
 * Digits alone, four at least: a figure with cents that lost its separator. Three say too little: a
 * till's small figures make many a sum of three digits ("175" of 17,35, a digit lost, is 0,90 + 0,85).
 */
const DIGITS_ONLY = /^\d{4,}$/;

/**
 * The digits of a cell that reads as no figure: digits alone, or digits with a mark misplaced among
 * them, a separator read as a digit beside the one kept ("5.925105" of 5.925,05, "3/75223" of
 * 3 752,23). A figure read whole is what it reads; a letter among the digits may be a digit misread.
 */
function unreadDigits(cell: string): string | null {
  const bare = withoutRates(cell).replace(CURRENCY_MARK, ' ').trim();
  if (DIGITS_ONLY.test(bare)) return bare;
  if (readWhole(bareFigure(cell)) || !MISREAD_FIGURE.test(bare)) return null;
  const digits = bare.replace(/\D/g, '');
  return DIGITS_ONLY.test(digits) ? digits : null;
}

/** The one figure a run of digits shows of those the page's figures make, or null. */
function restored(digits: string, printed: number[], once: boolean, shares: number[] = []): number | null {
  const shown = new Set(
    [...figuresMade(printed, once), ...shares].filter((v) => digitsShow(digits, v)).map((v) => v.toFixed(2)),
  );
  return shown.size === 1 ? Number([...shown][0]) : null;
}

/**
 * The figures the page's totals make at a rate it prints, for a total whose neighbour OCR misread
 * too, so no two figures read whole make it. A VAT: the rate of a net read whole ("Summe netto
 * 6.492,60" under "zzgl 19 % MwSt.  123359": 1.233,59), or the share of the page's greatest figure,
 * its gross, that the rate makes ("Moms 25 %  571938" over a gross of 28.596,88: 5.719,38). A
 * gross: the net read whole with its VAT at the rate, the VAT's own figure misread. The VAT worked
 * out line by line may round a cent either way. The rates are those the total's line prints, else
 * the page's. Every digit must still be the cell's (digitsShow): the rate only places the mark.
 */
function rateShares(model: PageModel, info: SegmentInfo, printed: number[], vat: boolean): number[] {
  const line = model.segs.filter((s) => s.seg.line === info.seg.line).map((s) => s.seg.text);
  const own = line.flatMap(ratesIn);
  const rates = (own.length ? own : pageRates(model)).filter((r) => r > 0 && r < 50);
  const nets = model.segs
    .filter((s) => s.label?.concept.id === 'total_excl')
    .flatMap((s) => cellsOf(model, s).flatMap((c) => findValues('amount', c.text)))
    .map((v) => Number(v.normalized))
    .filter((v) => v > 0 && printed.includes(v));
  const gross = Math.max(...printed);
  const made = (r: number) =>
    vat
      ? [...nets.map((n) => (n * r) / 100), (gross * r) / (100 + r)]
      : nets.map((n) => (n * (100 + r)) / 100);
  return rates.flatMap((r) =>
    made(r).flatMap((v) => {
      const c = Math.round(v * 100);
      return [c - 1, c, c + 1].map((x) => x / 100);
    }),
  );
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
    // A figure read under the label is the next line's ("Heraf elafgift ... 1.401,76" under "I alt
    // inkl. moms  535353"): where the label's own line holds digits, they are its value.
    const ofLabel = found.find((l) => l.from === info.seg);
    const read = ofLabel?.via === 'below' ? undefined : ofLabel;
    // Amounts close their line: the last cell holding a figure is the label's.
    const cells = cellsOf(model, info).filter((c) => /\d/.test(withoutRates(c.text)));
    const cell = cells[cells.length - 1];
    if (!cell) continue;
    const digits = unreadDigits(cell.text);
    if (digits === null) continue;
    // A figure read with its currency mark is read as an amount, but of digits alone ("€ 202785" of
    // € 202,85) it is the same lost separator: it yields to the figure the arithmetic reads back. So
    // does a figure read of fewer digits than the cell holds, a piece of it ("€2 15100" read "€2").
    const piece = !!read && read.text.replace(/\D/g, '').length < digits.length;
    if (read && !piece && !DIGITS_ONLY.test(read.text.replace(CURRENCY_MARK, ' ').trim())) continue;
    const foot = (info.seg.y / Math.max(1, model.page.height)) * FOOT;
    const score =
      ((info.label?.quality ?? 0) * (cell.inline ? 1 : BESIDE) * (id === concept.id ? 1 : RELATED_LABEL) +
        foot) *
      RESTORED;
    const vat = concept.id === 'total_vat';
    const value = restored(digits, printed, !vat, rateShares(model, info, printed, vat));
    if (value === null) continue;
    if (ofLabel) out.splice(out.indexOf(ofLabel), 1);
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
