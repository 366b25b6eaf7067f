import { tokens } from '../fold';
import { tradesIn } from '../lang/phrases';
import { BoundedCache } from '../../util/bounded-cache';

/** The marks a tagline lists its parts with: "Brasserie - Bar - Terrasse", "Café • Bar". */
const LISTED = /\s+[-–—•·|/]\s+|\s*[•·|]\s*/;

/**
 * Whether a printed line says what kind of business it is, not which: the trade alone ("~
 * BRASSERIE ~" over "Chez Marceline") or a tagline listing one word parts, one of them a trade
 * ("Brasserie - Bar - Terrasse" under "La Treille d'Or"). Any business could print it, so it names
 * none; "Garage Lemoine" or "Smith - Jones" (no trade) still do.
 */
export function tradeHeading(text: string): boolean {
  // Asked of the same lines for every question of a page, and of every language's trades.
  return headings.get(text, () => isTradeHeading(text));
}

const headings = new BoundedCache<boolean>(20_000);

function isTradeHeading(text: string): boolean {
  const all = tokens(text);
  if (!all.length) return false;
  const trades = tradesIn(all, null);
  if (all.every((_, i) => trades.has(i))) return true;
  const parts = text
    .split(LISTED)
    .map((p) => tokens(p))
    .filter((p) => p.length);
  return (
    parts.length >= 2 && parts.every((p) => p.length === 1) && parts.some((p) => tradesIn(p, null).size > 0)
  );
}
