import { firstPersonWords, interrogatives, shopsIn } from '../lang/phrases';
import { sideOf } from './question-party';
import { sideByRole } from './side-by-role';

/**
 * A shop asked as the one that bought, ordered, paid or had ("Welke winkel heeft de honing
 * besteld?", "Which store is paying for this shipment?"): a shop sells, so its word names the
 * issuer's side, but a shop buys too, and the question's verb says which it did here. Only the
 * shop the question word asks ("Welke winkel"), where every party word is a shop's, no "we" is
 * said (who would be the buyer, or whose shop: "Who made our shop sign?") and the question's
 * roles say the receiver (side-by-role.ts: not bought from).
 */
export function shopBuying(all: readonly string[], lang: string | null): boolean {
  const shops = shopsIn(all, lang);
  const named = all.flatMap((t, i) => (sideOf(t) ? [i] : []));
  const asking = interrogatives(lang);
  const own = firstPersonWords(lang, all);
  return (
    named.length > 0 &&
    named.every((i) => sideOf(all[i]!) === 'issuer' && shops.has(i)) &&
    named.some((i) => asking.has(all[i - 1] ?? '')) &&
    !all.some((t) => own.has(t)) &&
    sideByRole(all, lang) === 'receiver'
  );
}
