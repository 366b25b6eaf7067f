import type { Concept } from './lexicon';
import type { Located } from './locate';
import type { PageModel, SegmentInfo } from './page-model';
import type { Segment } from '../types';
import { conceptById } from './lexicon';
import { modelMemo } from './model-memo';
import { locateByLabel } from './locate';
import { placesNear } from './label-places';
import { headsValues, rowOf } from './columns';
import { isHeaderRow } from './header-row';
import { pageRates } from './receipt-arithmetic';
import { cellsOf } from './unread-value';
import { MISREAD_FIGURE, bareFigure, digitsShow, readWhole, withoutRates } from './ocr-figures';
import { BESIDE, FOOT, RELATED_LABEL } from './label-weights';
import { CENTS_PRINTED, figuresMade, printedAmounts, printedWithCents } from './printed-amounts';
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
 * VAT or the gross from the other (rateShares). The totals so read back are figures for the next:
 * a net read back from its VAT read whole at the rate, the gross from both, what is left to pay from
 * the gross less a deposit (figuresShown); each still shown digit for digit by its own cell. A text
 * layer prints what its maker wrote: nothing is read back.
 */

/** A figure the arithmetic read back is a little less sure than one read as printed. */
const RESTORED = 0.9;
/**
 * Digits alone, four at least: a figure with cents that lost its separator. Three say too little: a
 * till's small figures make many a sum of three digits ("175" of 17,35, a digit lost, is 0,90 + 0,85).
 */
const DIGITS_ONLY = /^\d{4,}$/;
/**
 * Three digits alone ("Sales Tax 8.25%  173"): read back only where two sums of different kinds
 * make the one figure, two read figures' sum or difference (the gross less the net) and the rate the
 * page prints of a net or gross: chance makes one of them, hardly both.
 */
const THREE_DIGITS = /^\d{3}$/;

/**
 * The digits of a cell that reads as no figure: digits alone, or digits with a mark misplaced among
 * them, a separator read as a digit beside the one kept ("5.925105" of 5.925,05, "3/75223" of
 * 3 752,23). A figure read whole is what it reads; a letter among the digits may be a digit misread.
 */
function unreadDigits(cell: string): string | null {
  const bare = withoutRates(cell).replace(CURRENCY_MARK, ' ').trim();
  if (DIGITS_ONLY.test(bare) || THREE_DIGITS.test(bare)) return bare;
  if (readWhole(bareFigure(cell)) || !MISREAD_FIGURE.test(bare)) return null;
  const digits = bare.replace(/\D/g, '');
  return DIGITS_ONLY.test(digits) ? digits : null;
}

/**
 * The one figure a run of digits shows of those the page's figures make, or null. Where two show,
 * the one made twice over is the figure: two read figures' sum and the rate's share of a net (a
 * line's 4 850,00 + 79,16 against "Subtotal 6,132.00" at 13 %: 797,16). So is the rate's share the
 * run shows digit for digit, where the other needs a separator read as a digit ("79716" of 79,16).
 * Three digits need both ways (THREE_DIGITS).
 */
function restored(digits: string, printed: number[], once: boolean, shares: number[] = []): number | null {
  const key = (v: number) => v.toFixed(2);
  const made = new Set(
    figuresMade(printed, once)
      .filter((v) => digitsShow(digits, v))
      .map(key),
  );
  const byRate = new Set(shares.filter((v) => digitsShow(digits, v)).map(key));
  const both = [...made].filter((v) => byRate.has(v));
  const either = [...new Set([...made, ...byRate])];
  const exact = [...byRate].filter((v) => v.replace('.', '') === digits);
  // Two sums the cell may show ("1770": 17,70 the rates' grosses make, 1,70 an item's price and a
  // VAT make, were '7' the separator misread): the one whose digits are the cell's, its separator
  // only lost, that the page also prints whole (the card slip's "MONTANT 17,70 EUR") is the figure.
  const again = once
    ? either.filter((v) => v.replace('.', '') === digits && printed.some((p) => key(p) === v))
    : [];
  const shown = THREE_DIGITS.test(digits)
    ? both
    : either.length === 1
      ? either
      : both.length
        ? both
        : exact.length
          ? exact
          : again;
  return new Set(shown).size === 1 ? Number(shown[0]) : null;
}

/**
 * The figures the page's totals make at a rate it prints, for a total whose neighbour OCR misread
 * too, so no two figures read whole make it. A VAT: the rate of a net read whole ("Summe netto
 * 6.492,60" under "zzgl 19 % MwSt.  123359": 1.233,59), or the share of a gross the rate makes
 * ("Moms 25 %  571938" over a gross of 28.596,88: 5.719,38). A gross: the net read whole with its
 * VAT at the rate, the VAT's own figure misread. The VAT worked out line by line may round a cent
 * either way. The rates are those the value's line or the label's prints, else the page's. The nets
 * and grosses are the figures their labels give (beside or under them: a tax table's "Netto" over
 * its row), and the figures read whole on the value's own line, a base it prints beside the VAT
 * ("PST 7% on 1,472.00  103.04", a tax table's row "A 19,00 % | 80,27 | 15125 | 95752"); the page's
 * greatest figure too, its gross. Every digit must still be the cell's (digitsShow): the rate only
 * places the mark.
 */
function rateShares(
  model: PageModel,
  info: SegmentInfo,
  valueLine: number,
  printed: number[],
  role: Role,
): number[] {
  const lines = new Set([valueLine, info.seg.line]);
  const own = model.segs.filter((s) => lines.has(s.seg.line)).flatMap((s) => ratesIn(s.seg.text));
  const rates = (own.length ? own : pageRates(model)).filter((r) => r > 0 && r < 50);
  const read = (v: number) => v > 0 && printed.includes(v);
  const labelled = (id: string) => labelledFigures(model, id, () => labelledBy(model, id));
  const onLine = model.segs
    .filter((s) => s.seg.line === valueLine)
    .flatMap((s) => findValues('amount', withoutRates(s.seg.text)).map((v) => Number(v.normalized)));
  const nets = [...new Set([...labelled('total_excl'), ...onLine])].filter(read);
  const grosses = [...new Set([...labelled('total_incl'), ...onLine, Math.max(...printed)])].filter(read);
  const made = (r: number) =>
    role === 'vat'
      ? [...nets.map((n) => (n * r) / 100), ...grosses.map((g) => (g * r) / (100 + r))]
      : nets.map((n) => (n * (100 + r)) / 100);
  const near = (v: number) => {
    const c = Math.round(v * 100);
    return [c - 1, c, c + 1].map((x) => x / 100);
  };
  const vats = labelled('total_vat').filter(read);
  if (role === 'net') return rates.flatMap((r) => netsOfVat(vats, r));
  if (role === 'vat') return rates.flatMap((r) => made(r).flatMap(near));
  return [...rates.flatMap((r) => made(r).flatMap(near)), ...grossesOfVat(vats, nets, rates)];
}

/**
 * The grosses a page's VAT read whole makes where OCR misread its net too, or where the net stands
 * with more than one VAT line: the VAT with the net its rate makes of it, to the cent either way
 * ("zzgl. 19 % Umsatzsteuer 281,39" over "Rechnungsbetrag 1762139", its net glued to its label:
 * 1.481,00 + 281,39), and the net read whole with every VAT line the page labels ("Totaal excl. btw
 * € 1.618,95", "Btw 21% ... € 236,88", "Btw 9% ... € 44,19", "Totaal incl. btw € 1 900702").
 */
function grossesOfVat(vats: number[], nets: number[], rates: number[]): number[] {
  const cent = (v: number) => Math.round(v * 100) / 100;
  const ofVat = rates.flatMap((r) => vats.flatMap((v) => netsOfVat([v], r).map((n) => cent(n + v))));
  const lines = [...new Set(vats)];
  const sum = lines.reduce((a, v) => a + v, 0);
  return [...ofVat, ...(lines.length > 1 ? nets.map((n) => cent(n + sum)) : [])];
}

/**
 * The nets whose VAT at a rate is a VAT read whole, to the cent either way (19 % of 1.775,90 is
 * 337,42): a net OCR misread ("Summe netto  177590") is read back from its VAT as its VAT is from it.
 */
function netsOfVat(vats: number[], rate: number): number[] {
  return vats.flatMap((v) => {
    const c = Math.round((v * 10000) / rate);
    const span = Math.ceil(150 / rate);
    return Array.from({ length: 2 * span + 1 }, (_, k) => c - span + k)
      .filter((n) => Math.abs(Math.round((n * rate) / 100) - Math.round(v * 100)) <= 1)
      .map((n) => n / 100);
  });
}

type Role = 'net' | 'vat' | 'gross';
const ROLE: Record<string, Role> = {
  total_excl: 'net',
  total_vat: 'vat',
  total_incl: 'gross',
  amount_due: 'gross',
};

/** The figure a total's cell of digits shows of those the page's figures make, or null. */
function readBack(
  model: PageModel,
  info: SegmentInfo,
  cell: { seg: Segment },
  digits: string,
  id: string,
  printed: number[],
): number | null {
  const role = ROLE[id] ?? 'gross';
  return restored(digits, printed, role !== 'vat', rateShares(model, info, cell.seg.line, printed, role));
}

/**
 * How often the totals are read back from each other: a net from its VAT, the gross from both, what
 * is left to pay from the gross less a deposit ("Total HT 325380", "TVA 10 % 325,38", "Total TTC
 * 3157918", "Acompte -1 000,00", "NET À PAYER 2157918").
 */
const ROUNDS = 3;
const shown = modelMemo<'figures', number[]>();

/**
 * The figures a scan's broken total is read back from: those printed whole with their cents, a
 * deduction's without its minus (a deposit taken off the gross), and the totals the arithmetic read
 * back from them, each made by the page's figures and shown digit for digit by its own cell.
 */
function figuresShown(model: PageModel): number[] {
  return shown(model, 'figures', () => {
    const figures = [...printedWithCents(model), ...deductions(model)];
    for (let round = 0; round < ROUNDS; round++) {
      const more: number[] = [];
      for (const info of model.segs) {
        const id = info.label?.concept.id;
        if (id === undefined || !ROLE[id]) continue;
        const cell = valueCell(model, info);
        const digits = cell && unreadDigits(cell.text);
        if (!cell || !digits) continue;
        const value = readBack(model, info, cell, digits, id, figures);
        if (value !== null && !figures.includes(value) && !more.includes(value)) more.push(value);
      }
      if (!more.length) break;
      figures.push(...more);
    }
    return figures;
  });
}

/** The page's figures printed with a minus and their cents ("-1.000,00"), without it. */
const deductions = (model: PageModel): number[] =>
  printedAmounts(model)
    .filter((p) => p.value < 0 && /[.,]\d{2}\)?-?$/.test(p.text.trim()))
    .map((p) => -p.value);

/** The figures a total's labels give on a page, read once per page. */
const labelledFigures = modelMemo<string, number[]>();
const labelledBy = (model: PageModel, id: string): number[] => {
  const concept = conceptById.get(id);
  return concept ? locateByLabel(model, concept).map((l) => Number(l.normalized)) : [];
};

/**
 * The cell holding a label's figure: amounts close their line, so the last cell of the label's
 * line holding one. A heading in a row of headings over its values (a tax table's "MwSt" over
 * "15125") has its figure under it, in its column, where its own line holds none.
 */
function valueCell(
  model: PageModel,
  info: SegmentInfo,
): { text: string; seg: Segment; weight: number; via: string } | null {
  const cells = cellsOf(model, info).filter((c) => /\d/.test(withoutRates(c.text)));
  const cell = cells[cells.length - 1];
  if (cell)
    return {
      text: cell.text,
      seg: cell.at.seg,
      weight: cell.inline ? 1 : BESIDE,
      via: cell.inline ? 'inline' : 'right',
    };
  const row = rowOf(model, info);
  if (!isHeaderRow(row) && !headsValues(model, row)) return null;
  const under = placesNear(model, info, false).find((p) => p.via === 'below');
  return under && !under.labelled && /\d/.test(under.text)
    ? { text: under.text, seg: under.seg, weight: under.weight, via: 'below' }
    : null;
}

export function withRestoredFigures(model: PageModel, concept: Concept, found: Located[]): Located[] {
  if (model.page.readConfidence === undefined || concept.type !== 'amount') return found;
  const related = new Set(concept.alsoFrom ?? []);
  if (printedWithCents(model).length < CENTS_PRINTED) return found;
  const printed = figuresShown(model);
  const comma = model.segs.some((s) => /\d,\d{2}\b/.test(s.seg.text));
  const out = [...found];
  for (const info of model.segs) {
    const id = info.label?.concept.id;
    if (id === undefined || (id !== concept.id && !related.has(id))) continue;
    // A figure read under the label is the next line's ("Heraf elafgift ... 1.401,76" under "I alt
    // inkl. moms  535353"): where the label's own line holds digits, they are its value; a figure
    // found under it is the label's only where its cell is the one under it too (valueCell).
    const cell = valueCell(model, info);
    if (!cell) continue;
    const ofLabel = found.find((l) => l.from === info.seg);
    const read = (ofLabel?.via === 'below') === (cell.via === 'below') ? ofLabel : undefined;
    const digits = unreadDigits(cell.text);
    if (digits === null) continue;
    // A figure read with its currency mark is read as an amount, but of digits alone ("€ 202785" of
    // € 202,85) it is the same lost separator: it yields to the figure the arithmetic reads back. So
    // does a figure read of fewer digits than the cell holds, a piece of it ("€2 15100" read "€2").
    const piece = !!read && read.text.replace(/\D/g, '').length < digits.length;
    if (read && !piece && !DIGITS_ONLY.test(read.text.replace(CURRENCY_MARK, ' ').trim())) continue;
    const foot = (info.seg.y / Math.max(1, model.page.height)) * FOOT;
    const score =
      ((info.label?.quality ?? 0) * cell.weight * (id === concept.id ? 1 : RELATED_LABEL) + foot) * RESTORED;
    const value = readBack(model, info, cell, digits, concept.id, printed);
    if (value === null) continue;
    if (ofLabel) out.splice(out.indexOf(ofLabel), 1);
    out.push({
      text: amountText(value, comma),
      normalized: String(value),
      box: cell.seg,
      // A figure read where its label puts it, beside its currency mark, keeps the read's place
      // among the candidates: the arithmetic only gave its separator back.
      score: read ? read.score : score,
      via: cell.via,
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
