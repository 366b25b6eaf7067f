import type { Located } from './locate';
import type { PageModel } from './page-model';
import type { Total } from './vat-table';
import { DISAGREEING } from './arithmetic-weights';
import { rateRowShares } from './rate-row-share';

/** A net, VAT and gross the page prints, with how surely each was found, summed. */
export type Triple = { n: Total; v: Total; g: Total; score: number };

/** The surest net, VAT and gross that add up (with one of the page's roundings), or null. */
export function bestTriple(net: Total[], vat: Total[], gross: Total[], rounded: number[]): Triple | null {
  let best: Triple | null = null;
  for (const n of net)
    for (const v of vat)
      for (const g of gross) {
        if (g.value === 0 || !rounded.some((r) => Math.abs(n.value + v.value + r - g.value) <= 0.011))
          continue;
        const score = n.l.score + v.l.score + g.l.score;
        if (!best || score > best.score) best = { n, v, g, score };
      }
  return best;
}

/**
 * A sum that only a VAT table's row makes (its base, tax and gross read under the headings, "TVA 10 %
 * | 425,45 | 42,55 | 468,00") says nothing of the page's totals where the page's sure gross is
 * another figure (a hotel's tourist tax outside the VAT makes "Total TVA 47,22" add up to no total):
 * it must not overturn the labelled totals. `sure`: how surely a total is found to be the page's.
 */
export const rowOnly = (model: PageModel, best: Triple, gross: Total[], sure: number): boolean =>
  (best.g.l.score < sure && gross.some((g) => g.l.score >= sure && g.value !== best.g.value)) ||
  (oneRow(model, best) &&
    gross.some((g) => g.l.via !== 'below' && g.l.score >= sure && g.value !== best.g.value));

/**
 * Three figures read under headings side by side on one line ("A 25% | 645,84 | 161,46 | 807,30"
 * under "Grunnlag | Mva | Sum") are one row of a VAT table, however sure its headings: where the
 * page labels a gross of another figure beside its own label ("TOTALT 888,30"), that row is one
 * rate's share of it.
 */
const oneRow = (model: PageModel, t: Triple): boolean =>
  [t.n, t.v, t.g].every(
    (c) => c.l.via === 'below' && Math.abs(c.l.box.y - t.g.l.box.y) < model.lineHeight / 2,
  );

/**
 * The totals found where only a VAT table's row adds up (rowOnly): the row's own figure, read under
 * its heading ("Sum" over 176,80 of the 15 % row, "TOTALT 270,80" labelled beside), is one rate's
 * share of the labelled total, and ranks below what stands beside a label of its own.
 */
export function rowShareDemoted(model: PageModel, best: Triple, found: Located[], picked: Total): Located[] {
  if (!oneRow(model, best)) return found;
  const share = (l: Located) =>
    l.via === 'below' &&
    l.normalized === picked.l.normalized &&
    Math.abs(l.box.y - picked.l.box.y) < model.lineHeight / 2;
  if (!found.some(share)) return found;
  // On a scan the row adding up is no proof it is the whole: the table's other rows and its sum row
  // may be misread ("329" for 3,29), and one rate's share given for the total would be booked.
  if (found.every(share)) return rateRowShares(model, found);
  return found
    .map((l) => (share(l) ? { ...l, score: l.score * DISAGREEING } : l))
    .sort((a, b) => b.score - a.score);
}
