import { NAMED_TAXES, SAME_NAMED_TAX, STOP_WORDS } from '../lang';
import { parseAmount, tokens } from './normalize';
import { findValues } from './values';
import { byLine } from './geometry';
import type { Located } from './locate';
import type { PageModel, SegmentInfo } from './page-types';

/** The named taxes (folded) a text names. */
const namedIn = (words: string[]): string[] => words.filter((t) => NAMED_TAXES.has(t));

/** The named taxes the page prints. */
const printedTaxes = (model: PageModel): Set<string> => new Set(namedIn(model.segs.flatMap((s) => s.tokens)));

/**
 * A name asked covers a printed one that is it or its part ("GST" is charged as "CGST" and "SGST"),
 * or it in the page's other language ("GST" of Quebec's "TPS").
 */
export const covers = (asked: string, printed: string): boolean =>
  printed === asked || printed.endsWith(asked) || SAME_NAMED_TAX.get(asked) === printed;

/**
 * Whether the question names a tax the page does not print, where the page prints others of its
 * kind: "the HST" on a Quebec invoice charging GST and QST, "the IGST" on an Indian one charging
 * CGST and SGST. Such a tax is not charged there; the VAT the page prints is another's. A name
 * covers its parts ("GST" is charged as "CGST" and "SGST"); a page printing no named tax ("VAT")
 * is not judged so.
 */
export function namedTaxAbsent(model: PageModel, question: string): boolean {
  const asked = namedIn(tokens(question));
  if (!asked.length) return false;
  const printed = printedTaxes(model);
  if (!printed.size) return false;
  return asked.some((a) => ![...printed].some((t) => covers(a, t)));
}

/**
 * The amount of the one tax asked by its name among several the page prints: "Montant de la TPS ?"
 * on a receipt charging "TPS 5 %  4,57", "TVQ 9,975 %  9,13", "Taxes totales  13,70" is 4,57, not
 * the taxes' total (which the totals' arithmetic shows) nor the rate's digits. null where the
 * question asks no such part: it names no tax, or every tax printed ("TPS + TVQ ?", "GST and QST"),
 * which is their total. [] where the page prints no amount on a line of that tax alone: say nothing
 * rather than the total of all.
 */
export function namedTaxLines(model: PageModel, question: string): Located[] | null {
  const asked = namedIn(tokens(question));
  if (!asked.length) return null;
  const of = (t: string) => asked.some((a) => covers(a, t));
  const charged = chargedTaxes(model);
  const askedLines = charged.filter((c) => c.named.some(of));
  if (!askedLines.length || askedLines.length === charged.length) return null;
  // A tax asked that the page prints on no line read with its amount ("CGST 9% 33223", OCR misread
  // its figure) leaves the others asked with it a part of what is asked ("CGST plus SGST"): their
  // lines are no answer.
  const unread = [...printedTaxes(model)].filter((t) => of(t) && !charged.some((c) => c.named.includes(t)));
  if (unread.length) return [];
  // A line naming a tax not asked as well is theirs together ("GST + QST 13,70"), unless it is the
  // tax asked in two languages ("TPS / GST 4,57"): the lines of the asked taxes alone first.
  const alone = askedLines.filter((c) => c.named.every(of));
  const found = (alone.length ? alone : askedLines).map((c) => c.amount);
  // Two amounts of one tax (a line table's tax column and its total) leave which one open.
  return found.length === 1 ? found : [];
}

/** The page's lines charging named taxes (see taxLine), top to bottom. */
export function chargedTaxes(model: PageModel): { named: string[]; amount: Located }[] {
  // Each line's cells left to right (geometry.ts byLine keeps the order given).
  const leftToRight = [...model.segs].sort((a, b) => a.seg.x - b.seg.x);
  return withoutTheirTotal([...byLine(leftToRight).values()].flatMap((line) => taxLine(line) ?? []));
}

/**
 * The named taxes without the line that totals them ("CGST @ 9%  832.23", "SGST @ 9%  832.23",
 * "Total GST  1,664.46"): its name is the taxes' common one, and its amount is the others' sum. Read
 * as a third tax, it doubled the taxes' sum, which then made no gross, and left each tax asked by
 * name two lines (its own and the total), so no VAT was answered.
 */
function withoutTheirTotal<T extends { amount: Located }>(charged: T[]): T[] {
  if (charged.length < 3) return charged;
  const values = charged.map((c) => parseAmount(c.amount.text) ?? NaN);
  const all = values.reduce((s, v) => s + v, 0);
  const total = values.findIndex((v) => Math.abs(all - v - v) < 0.005);
  return total < 0 ? charged : charged.filter((_, i) => i !== total);
}

/** The named taxes (folded) a question asks of. */
export const askedTaxes = (question: string): string[] => namedIn(tokens(question));

/**
 * A line charging named taxes: their names, then the amount, with nothing between but rates and
 * other names ("TPS 5 %  4,57 $", "Add: CGST  804.00", "TPS / GST  4,57"). Not an item named by
 * the word ("TPS cable 2.5mm ... 104.00"), a registration ("N° TPS : 814273561"), a sentence that
 * states a tax's rate after an amount, nor a total the name qualifies ("Total inc GST").
 */
function taxLine(line: SegmentInfo[]): { named: string[]; amount: Located } | null {
  if (line.some((s) => s.label && !TAX_CONCEPTS.has(s.label.concept.id))) return null;
  const ws = line.flatMap((s) => s.tokens.map((t) => ({ t, s })));
  const first = ws.findIndex((w) => NAMED_TAXES.has(w.t));
  if (first < 0) return null;
  const at = line.indexOf(ws[first]!.s);
  let charged: { named: string[]; amount: Located } | null = null;
  for (const s of line.slice(at)) {
    const amount = findValues('amount', s.seg.text).find(
      (v) =>
        !s.seg.text
          .slice(v.start + v.text.length)
          .trimStart()
          .startsWith('%'),
    );
    // The words before the amount (from the tax's name on) are names and rates only.
    const before = tokens(
      line
        .slice(at, line.indexOf(s))
        .map((x) => x.seg.text)
        .join(' ') + (amount ? ` ${s.seg.text.slice(0, amount.start)}` : ` ${s.seg.text}`),
    );
    const between = before.slice(before.findIndex((t) => NAMED_TAXES.has(t)) + 1);
    if (!between.every((t) => NAMED_TAXES.has(t) || !/\p{L}/u.test(t) || STOP_WORDS.has(t))) return charged;
    if (!amount) continue;
    // An amount in the tax's own cell with another in a cell right of it is what the tax is charged
    // on ("CGST @ 14% on 26,890.00 | 3,764.60"): the tax's is the last, in the amount column.
    charged = {
      named: namedIn(before),
      amount: {
        text: amount.text.trim(),
        normalized: amount.normalized,
        box: s.seg,
        score: NAMED_LINE,
        via: 'label',
      },
    };
  }
  return charged;
}

/** Labels a tax line may carry: the VAT's own and its rate's. */
const TAX_CONCEPTS = new Set(['total_vat', 'vat_rate']);

/** As sure as a labelled value beside its label: the tax's name is its label. */
const NAMED_LINE = 0.9;
