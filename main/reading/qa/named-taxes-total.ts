import { round2 } from '../../util/round';
import { conceptById } from './lexicon';
import { findConcept } from './find';
import { boxAround } from './geometry';
import type { Located } from './locate';
import { amountText, decimalComma, parseAmount } from './normalize';
import type { PageModel } from './page-model';
import { roundings } from './rounding';
import { askedTaxes, chargedTaxes, covers } from './named-tax';
import { printedAt } from './printed-amounts';

/** A sum resting on the page's net and gross: a little less sure than either. */
const DERIVED = 0.9;
/** A net this sure may confirm a gross printed without its label. */
const SURE_NET = 0.9;
/** A gross read without its label: less sure than one beside it. */
const UNLABELLED = 0.9;

/** Whether a VAT found is one named tax's amount. */
const isOneOf = (l: Located, amounts: { value: number }[]): boolean => {
  const v = parseAmount(l.text);
  return v !== null && amounts.some((a) => Math.abs(a.value - v) < 0.005);
};

/**
 * The taxes' total where a page charges named taxes on lines of their own and prints no VAT total
 * ("TPS (5 %)  74,81 $", "TVQ (9,975 %)  149,25 $" between "Sous-total" and "TOTAL"): asked of all
 * of them by name ("le montant total des taxes (TPS et TVQ)", "How much GST and QST in total?"),
 * or of the taxes with no name where no VAT label finds any ("Taxes totales ?"), the answer is
 * their sum, where the page's net and that sum make its gross (its rounding allowed). A name's
 * lines alone are not a VAT total: what else a page prints may be taxed on other lines.
 * null where the question asks one tax of several (named-tax.ts) or the sum does not add up.
 */
export function namedTaxesTotal(model: PageModel, question: string, found: Located[]): Located[] | null {
  const charged = chargedTaxes(model);
  if (charged.length < 2) return null;
  const asked = askedTaxes(question);
  if (asked.length) {
    if (!charged.every((c) => c.named.some((t) => asked.some((a) => covers(a, t))))) return null;
  }
  const amounts = charged.map((c) => ({ c, value: parseAmount(c.amount.text) ?? NaN }));
  // Asked of no tax by name, a VAT label's own figure answers, unless it is one of several taxes'
  // (a line naming one tax twice, "excl. GST", is no second tax).
  const several = new Set(charged.flatMap((c) => c.named)).size > 1;
  const oneOfThem = several && found.length > 0 && found.every((l) => isOneOf(l, amounts));
  if (!asked.length && found.length && !oneOfThem) return null;
  if (amounts.some((a) => !Number.isFinite(a.value) || a.value <= 0)) return null;
  const total = round2(amounts.reduce((s, a) => s + a.value, 0));
  const values = (id: string) => {
    const concept = conceptById.get(id);
    return concept ? findConcept(model, concept).map((l) => ({ l, value: parseAmount(l.text) ?? NaN })) : [];
  };
  const rounded = roundings(model);
  const nets = values('total_excl');
  const grosses = values('total_incl');
  let sure = 0;
  for (const n of nets)
    for (const g of grosses)
      if (rounded.some((r) => Math.abs(n.value + total + r - g.value) < 0.011))
        sure = Math.max(sure, Math.min(n.l.score, g.l.score));
  // A gross its label does not find (OCR misread "Invoice Total (₹)" as "(3)"): a figure printed
  // whole that is a sure net plus the taxes is the gross all the same, a little less surely.
  if (!sure)
    for (const n of nets)
      if (n.l.score >= SURE_NET && rounded.some((r) => printedAt(model, n.value + total + r)))
        sure = Math.max(sure, n.l.score * UNLABELLED);
  // One tax of several is no taxes' total: where their sum is not confirmed, a VAT found that is one
  // of them ("SGST 2.5 %  2,162.50" of CGST and SGST) is wrong, and saying nothing is better.
  if (!sure) return oneOfThem ? [] : null;
  const score = Math.min(1, sure) * DERIVED;
  // The sum printed as the page prints it (a tax summary's "Total" row): that place answers.
  const at = printedAt(model, total);
  if (at) return [{ ...at, score, via: 'arithmetic' }];
  const first = charged[0]!.amount;
  return [
    {
      text: amountText(total, decimalComma(first.text)),
      normalized: String(total),
      box: boxAround(charged.map((c) => c.amount.box)),
      score,
      via: 'arithmetic',
    },
  ];
}
