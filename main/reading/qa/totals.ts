import { conceptById } from './lexicon';
import { findConcept } from './find';
import type { Located } from './locate';
import { parseAmount } from './normalize';
import type { PageModel } from './page-model';

/** Which printed total each concept is, in net + VAT = gross. */
const ROLE: Record<string, 'net' | 'vat' | 'gross'> = {
  total_excl: 'net',
  total_vat: 'vat',
  total_incl: 'gross',
};
// The amount due is not in the sum: what was paid in advance comes off the gross ("Zahlbetrag").
const CANDIDATES = 4;
/** How much agreeing arithmetic adds to a total's score. */
const AGREEMENT = 0.12;

type Candidate = { l: Located; value: number };

function candidates(model: PageModel, id: string): Candidate[] {
  const concept = conceptById.get(id);
  if (!concept) return [];
  return findConcept(model, concept)
    .slice(0, CANDIDATES)
    .map((l) => ({ l, value: parseAmount(l.text) ?? NaN }))
    .filter((c) => Number.isFinite(c.value));
}

/**
 * Totals checked by arithmetic: among the places that could state the asked total, the one that
 * makes net + VAT = gross with the page's other totals wins (a VAT column's "0%" line or a line's
 * amount under a "Summe" header does not add up). When nothing adds up, the finding stands as it is.
 */
export function checkTotals(model: PageModel, conceptId: string, found: Located[]): Located[] {
  const role = ROLE[conceptId];
  if (!role || found.length === 0) return found;
  const net = candidates(model, 'total_excl');
  const vat = candidates(model, 'total_vat');
  const gross = candidates(model, 'total_incl');
  let best: { n: Candidate; v: Candidate; g: Candidate; score: number } | null = null;
  for (const n of net)
    for (const v of vat)
      for (const g of gross) {
        if (Math.abs(n.value + v.value - g.value) > 0.011 || g.value === 0) continue;
        const score = n.l.score + v.l.score + g.l.score;
        if (!best || score > best.score) best = { n, v, g, score };
      }
  if (!best) return found;
  const pick = role === 'net' ? best.n : role === 'vat' ? best.v : best.g;
  const same = (l: Located) => parseAmount(l.text) === pick.value;
  const agreeing = found.filter(same).map((l) => ({ ...l, score: Math.min(1, l.score + AGREEMENT) }));
  if (!agreeing.length) return found;
  return [...agreeing, ...found.filter((l) => !same(l))].sort((a, b) => b.score - a.score);
}
