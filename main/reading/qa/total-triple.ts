import type { Total } from './vat-table';

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
