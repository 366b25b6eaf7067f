import type { Box } from '../types';
import { round2 } from '../../util/round';
import { conceptById } from './lexicon';
import { conceptOnPage } from './concept-on-page';
import { parseAmount } from './normalize';
import type { PageModel } from './page-model';
import { pageRates } from './receipt-arithmetic';
import { rateTable, type Total } from './vat-table';

/** One rate's share of a document's VAT: the rate (percent), the net it is charged on, the VAT. */
export type VatShare = { rate: number; base: number; vat: number; box: Box; score: number };

/**
 * The VAT by rate a page prints, so that a booking draft can book each rate on a line of its own
 * (a Norwegian café's 15 % take-away and 25 % eaten in; a French ticket's 5,5 % and 10 %). Read by
 * arithmetic, not by headings: the rows of a VAT table whose rate, base and VAT agree and which
 * together make the page's total (vat-table.ts rateTable); else, on a page of one rate, the
 * page's VAT where it is a printed rate of its net. Nothing where neither holds: a rate guessed
 * from the ratio of two totals would book the wrong VAT code.
 */
export function vatDistribution(model: PageModel): VatShare[] {
  const gross = totals(model, 'total_incl');
  const net = totals(model, 'total_excl');
  // One row alone must make the gross: a surcharge line "4,2 % of 1 305,61 = 54,84" makes the net.
  const table = rateTable(model, gross, net, 2) ?? rateTable(model, gross, [], 1);
  if (table)
    return table.rows.map((r) => {
      const base = r.fromGross ? round2(r.base - r.vat) : r.base;
      return { rate: round2(r.rate * 100), base, vat: r.vat, box: r.box, score: table.total.l.score };
    });
  const [vat] = totals(model, 'total_vat');
  const [base] = net;
  if (!vat || !base || vat.value <= 0) return [];
  const rate = pageRates(model).find((r) => Math.abs(round2((base.value * r) / 100) - vat.value) < 0.011);
  if (rate === undefined) return [];
  return [
    { rate, base: base.value, vat: vat.value, box: vat.l.box, score: Math.min(vat.l.score, base.l.score) },
  ];
}

/** A concept's totals on the page as read for its questions, with their values. */
function totals(model: PageModel, id: string): Total[] {
  const concept = conceptById.get(id);
  if (!concept) return [];
  return conceptOnPage(model, concept)
    .map((l) => ({ l, value: parseAmount(l.text) ?? NaN }))
    .filter((t) => Number.isFinite(t.value));
}
