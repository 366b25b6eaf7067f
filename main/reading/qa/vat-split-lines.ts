import type { Box } from '../types';
import { conceptById } from './lexicon';
import { boxAround } from './geometry';
import { findConcept } from './find';
import type { Located } from './locate';
import { amountText, decimalComma, parseAmount } from './normalize';
import type { PageModel } from './page-model';
import { printedAmounts, printedAt } from './printed-amounts';
import { ASKED_RATE, findValues } from './values';
import type { Total } from './vat-table';
import { roundings } from './rounding';
import { QUALIFIER_GROUPS } from '../lang';
import { saysNoVat } from './no-vat';

/**
 * VAT printed as several lines, each naming a tax (India's CGST + SGST, two fuels' VAT lines): their
 * sum is the VAT where the page's totals add up with it (totals.ts reads the rest of the totals).
 */

type Candidate = Total;

/**
 * The segments printed left of a value on its line, and the value's own when its label opens it
 * ("Btw 21% over € 1.128,00 ....... € 236,88" printed as one): its label.
 */
const labelSegs = (model: PageModel, box: Box) =>
  model.segs.filter((s) => Math.abs(s.seg.y - box.y) < model.lineHeight / 2 && s.seg.x <= box.x + 1);

/** The words of a value's label. */
export const labelWords = (model: PageModel, box: Box): string[] =>
  labelSegs(model, box).flatMap((s) => s.tokens);

/** The rate a value's label prints ("CGST @ 9%" is 0.09), or null. */
function labelRate(model: PageModel, box: Box): number | null {
  const rates = labelSegs(model, box).flatMap((s) => findValues('percent', s.seg.text));
  return rates.length === 1 ? Number(rates[0]?.normalized.replace('%', '')) / 100 : null;
}

/**
 * Whether a net the page does not label is still shown to be `net`: each VAT line printing its
 * rate is that rate of it ("CGST @ 9%  90.00", "SGST @ 9%  90.00" under 1,000.00 of lines), or
 * the page prints it as an amount (the line table's sum, a taxable value without a known label).
 */
function netShown(model: PageModel, net: number, parts: { l: Located; value: number }[]): boolean {
  if (net <= 0) return false;
  const rates = parts.map((c) => labelRate(model, c.l.box));
  if (rates.every((r) => r !== null && r > 0))
    return parts.every((c, i) => Math.abs((rates[i] ?? 0) * net - c.value) < ROUNDING);
  return printedAt(model, net) !== null;
}

/**
 * Whether every VAT line prints its rate and the base it is charged on, and is that rate of it
 * ("Btw 21% over 3.819,25  802,04"): each line is then shown to be a tax of its own base, and no
 * total of the page is needed to say the lines are the VAT. A line printing no base, or two
 * amounts beside its label, proves nothing.
 */
function eachOfItsBase(model: PageModel, parts: Candidate[]): boolean {
  return parts.every((c) => {
    const rate = labelRate(model, c.l.box);
    const amounts = labelSegs(model, c.l.box)
      .flatMap((s) => findValues('amount', s.seg.text.replace(/\d+(?:[.,]\d+)?\s*%/g, ' ')))
      .map((v) => parseAmount(v.text))
      .filter((v): v is number => v !== null);
    // The line's own figure is among them where its label opens its segment: one base besides.
    const own = amounts.findIndex((v) => Math.abs(v - c.value) < 0.005);
    const bases = own >= 0 ? amounts.filter((_, i) => i !== own) : amounts;
    const [base] = bases;
    return (
      !!rate && bases.length === 1 && !!base && base > c.value && Math.abs(rate * base - c.value) < ROUNDING
    );
  });
}

/** The sum of candidates' amounts, to the cent. */
const sumOf = (cs: Candidate[]): number => Math.round(cs.reduce((s, c) => s + c.value, 0) * 100) / 100;

/** How far a VAT line may be from its rate of the net: a cent, and half a cent of rounding. */
const ROUNDING = 0.016;

/** A derived value is worth less than a labelled one: it rests on two other findings. */
export const DERIVED = 0.8;

/** The most VAT lines one tax is split over (central, state, cess...). */
const MAX_PARTS = 4;

/**
 * VAT printed as several lines that each name a tax ("CGST @ 9%  90.00", "SGST @ 9%  90.00"): when
 * the net plus all of them is the gross, the VAT is their sum, and no one line of it is the VAT.
 * A question naming one of them ("What is the CGST?", `asked` holds its words) asks that line.
 */
export function vatBySum(
  model: PageModel,
  net: Candidate[],
  gross: Candidate[],
  asked: string[],
): { sum: Located; parts: string[]; net: number | null } | null {
  const concept = conceptById.get('total_vat');
  if (!concept) return null;
  const lines = findConcept(model, concept)
    .map((l) => ({ l, value: parseAmount(l.text) ?? NaN }))
    .filter((c) => Number.isFinite(c.value) && c.value !== 0);
  // One amount per printed line: a label's value found twice is one line.
  const parts = lines.filter(
    (c, i) => lines.findIndex((o) => o.l.box.y === c.l.box.y && o.l.box.x === c.l.box.x) === i,
  );
  // The VAT lines of the totals block stand beside their labels; a figure under a heading is a
  // tax summary table's row ("Total Tax" over 6,660.00), another reading of the same VAT.
  const beside = parts.filter((c) => c.l.via !== 'below');
  if (beside.length >= 2) parts.splice(0, parts.length, ...beside);
  if (parts.length < 2 || parts.length > MAX_PARTS) return null;
  const labels = parts.map((c) => labelWords(model, c.l.box));
  // "What's the total tax (CGST + SGST)?" names every part: their sum is still asked.
  const named = labels.filter((l) => asked.some((w) => l.includes(w)));
  if (named.length && named.length < labels.length) return null;
  // "Wie hoch ist die USt 7%?" asks the line of that rate; "the VAT (21% and 9% together)" names
  // every rate, and asks their sum still.
  const rates = asked.map((w) => ASKED_RATE.exec(w)?.[1]).filter((r) => r !== undefined);
  const ofRate = (c: Candidate) =>
    rates.some((r) => labelRate(model, c.l.box) === Number(r.replace(',', '.')) / 100);
  if (rates.length && parts.some(ofRate) && !parts.every(ofRate)) return null;
  const total = sumOf(parts);
  // The gross may be rounded to whole money by a line of its own ("Round Off (-)0.40").
  const rounded = roundings(model);
  const adds = (n: number, g: number) => rounded.some((r) => Math.abs(n + total + r - g) < 0.011);
  // Two rates print a net each ("Nettobetrag 7%", "Nettobetrag 19%"): together they are the net.
  const nets = net.filter((c, i) => net.findIndex((o) => o.l.box.y === c.l.box.y) === i);
  const together = nets.length >= 2 ? [{ l: nets[0]!.l, value: sumOf(nets) }] : [];
  // A net total the parts and the rounding bring to another is the gross, whatever its label says
  // (India's "NET AMOUNT" under "Taxable Amount", CGST and SGST and "Round Off").
  const totals = [...gross, ...net];
  const n = [...net, ...together].find((c) => totals.some((g) => g !== c && adds(c.value, g.value)));
  // No labelled net adds up (India's invoices often print none): the gross less the parts must
  // be the net their rates are of, or an amount the page prints.
  const netOf = (g: number) =>
    rounded.map((r) => Math.round((g - total - r) * 100) / 100).find((v) => netShown(model, v, parts));
  const g = n ? totals.find((c) => adds(n.value, c.value)) : gross.find((c) => netOf(c.value) !== undefined);
  const text = amountText(total, decimalComma(parts[0]?.l.text ?? ''));
  const box = boxAround(parts.map((c) => c.l.box));
  const least = Math.min(...parts.map((c) => c.l.score));
  const partsOf = parts.map((c) => c.l.normalized);
  // No total adds up with them (an energy bill's two VAT lines, one per fuel, and no net total):
  // their sum printed on a line of its own that names the VAT ("VAT summary  5% on £168.34  £8.42")
  // is the VAT's total, as the page says it.
  if (!g) {
    const at = sumOnVatLine(model, total, parts);
    if (at) return { sum: { ...at, score: least * DERIVED, via: 'arithmetic' }, parts: partsOf, net: null };
    // Or each line proves itself, its rate of the base it prints ("Btw 9% over 4.560,00  410,40"):
    // the totals' figures misread by OCR ("Totaal incl. BTW 959169") leave the sum no other proof.
    return eachOfItsBase(model, parts)
      ? {
          sum: { text, normalized: String(total), box, score: least * DERIVED, via: 'arithmetic' },
          parts: partsOf,
          net: null,
        }
      : null;
  }
  const score = Math.min(n?.l.score ?? g.l.score, g.l.score, least);
  return {
    sum: { text, normalized: String(total), box, score, via: 'arithmetic' },
    parts: partsOf,
    net: n?.value ?? netOf(g.value) ?? Math.round((g.value - total) * 100) / 100,
  };
}

/** Whether a segment's line names the VAT: a VAT word, or a word compounded of one, on it. */
export const onVatLine = (model: PageModel, box: Box): boolean =>
  model.segs.some(
    (s) =>
      Math.abs(s.seg.y - box.y) < model.lineHeight / 2 &&
      s.tokens.some((t) => QUALIFIER_GROUPS.vat.has(t)) &&
      !(s.label && s.label.concept.id !== 'total_vat') &&
      !saysNoVat(s),
  );

/** Where the page prints the VAT lines' sum on another line that names the VAT, or null. */
function sumOnVatLine(model: PageModel, total: number, parts: Candidate[]) {
  const elsewhere = (box: Box) => !parts.some((c) => Math.abs(c.l.box.y - box.y) < model.lineHeight / 2);
  return (
    printedAmounts(model).find(
      (p) => Math.abs(p.value - total) < 0.005 && elsewhere(p.box) && onVatLine(model, p.box),
    ) ?? null
  );
}
