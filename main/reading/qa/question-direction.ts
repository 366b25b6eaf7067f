import { COMPANY_WORDS } from '../lang';
import { payeesIn } from '../lang/phrases';
import { conceptById, type Concept } from './lexicon';
import { byParty, namedFirst, sideOf, type Party } from './question-party';
import { shopBuying } from './shop-buying';
import { shopAsked } from './question-shop';
import { sideByRole } from './side-by-role';
import type { ValueType } from './values';

const NAMES: Record<Party, string> = { issuer: 'supplier_name', receiver: 'receiver_name' };

/** A party's name read for the side the question's roles say, when it names no party itself. */
export function byRole(
  best: Concept | null,
  all: readonly string[],
  lang: string | null,
  named: boolean,
): Concept | null {
  if (named || (best?.id !== 'supplier_name' && best?.id !== 'receiver_name')) return best;
  const side = sideByRole(all, lang);
  return side ? (conceptById.get(NAMES[side]) ?? best) : best;
}

/**
 * The concept a question asks of which party: the party it names says whose ("Where is the seller
 * located?", "the customer's VAT number"), a party word opening it whose name; naming none, who
 * does what (byRole). "Where" asked of a purchase asks the shop, the issuer, whoever bought there
 * ("Hvor er det her købt?", "Bei wem haben wir das Auto gemietet?"): `shop`, with the words its
 * reading accounts for (question-shop.ts). `covered`: the words a reading decided here accounts for.
 */
export function partyAsked(
  best: Concept | null,
  q: {
    all: readonly string[];
    lang: string | null;
    expected: ValueType | null;
    party: Party | null;
    opening: string | undefined;
    purchases: ReadonlySet<number>;
    trades: ReadonlySet<number>;
  },
): { concept: Concept | null; shop: boolean; covered: number[] } {
  const named = !!q.party || (!!q.opening && !!sideOf(q.opening));
  const name = best ? best.id === 'supplier_name' || best.id === 'receiver_name' : q.expected === 'name';
  // A shop that bought, ordered or had is the customer, though its word read as the issuer's.
  if (name && shopBuying(q.all, q.lang))
    return { concept: conceptById.get('receiver_name') ?? null, shop: false, covered: [] };
  const shop = shopAsked(q.all, q.lang, q.expected, named, q.purchases, q.trades);
  if (shop) return { concept: conceptById.get('supplier_name') ?? null, shop: true, covered: shop };
  // The plain word for a company asked alone ("Company?", "Företag?", "Entreprise ?"): whose the
  // document is, its issuer, as a form's one-word field asks it (covered: the word).
  if (q.all.length === 1 && COMPANY_WORDS.has(q.all[0]!))
    return { concept: conceptById.get('supplier_name') ?? null, shop: false, covered: [0] };
  // The payee asked ("Who should checks be made payable to?", "Hvem er betalingsmodtager?"): the
  // issuer the customer pays, though the wording shares words with the customer's ("made out to",
  // "modtager", "an wen"); asked as a name, never its account or address.
  const payee = payeesIn(q.all, q.lang);
  if (payee.size && name)
    return { concept: conceptById.get('supplier_name') ?? null, shop: false, covered: [...payee] };
  const read = namedFirst(byParty(best, q.expected, q.party), q.opening);
  return { concept: byRole(read, q.all, q.lang, named), shop: false, covered: [] };
}
