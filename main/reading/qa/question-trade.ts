import { NAME_WORDS } from '../lang';
import { interrogatives } from '../lang/phrases';
import { conceptById } from './lexicon';
import { ofBusiness } from './question-unexplained';
import { scoreConcept } from './question-score';

const ISSUER = conceptById.get('supplier_name');

/**
 * Whether a question asks nothing but a business named by its trade: every meaningful word is a
 * place of business ("restaurant", "cabinet"; not a person at work, whose name "the mechanic's
 * name" may be), says what the business does ("hosting" of "hosting provider",
 * "veterinary" of "veterinary practice"), asks a name ("nom", "name"), is a word of the issuer's
 * own ("émis", "issued") or says what was bought there, one a trade at least. A bill or receipt is
 * from one business, so such a question asks the issuer (answer.ts still holds the trade to the
 * parties the page prints: "the name of the restaurant" on a caterer's bill to a restaurant is no
 * issuer's).
 */
export function tradeOnly(
  all: string[],
  content: readonly { t: string; i: number }[],
  places: ReadonlySet<number>,
  weak: Set<number>,
  lang: string | null,
  purchases: ReadonlySet<number>,
): boolean {
  if (!ISSUER || !content.some((c) => places.has(c.i))) return false;
  const issuerWords = scoreConcept(all, ISSUER, weak, lang).covered;
  // What it sold or did, and of what kind ("Which studio did the design work?", "Hvilket
  // togselskap solgte billettene?"): the business that sold it, whatever it was.
  const sold = (i: number) => purchases.has(i) || purchases.has(i + 1);
  return content.every(
    (c) =>
      places.has(c.i) ||
      NAME_WORDS.has(c.t) ||
      issuerWords.has(c.i) ||
      sold(c.i) ||
      ofBusiness(all, c.i, places, false),
  );
}

/**
 * Whether a business named by its trade right after the question word is what is asked: "Which
 * restaurant issued this receipt?", "Vilket apotek är kvittot från?" ask a party's name, not the
 * date it issued. So does one after a preposition ("Bij welke webshop is de bestelling gedaan?"):
 * the trade is the first word asked and the word before it asks which. A trade opening the
 * question after an article is asked only when no question word further on asks something else
 * of it in its clause: "L'imprimeur nous a facturé quand ?", "L'électricien a mis quel numéro sur
 * sa facture ?" ask its bill's date and number.
 */
export function tradeFirstAsked(
  all: string[],
  clause: number[],
  isStop: boolean[],
  first: number,
  trades: ReadonlySet<number>,
  lang: string | null,
): boolean {
  const asks = interrogatives(lang);
  if (first > 0 && trades.has(first) && asks.has(all[first - 1]!)) return true;
  const asksLater = all.some((t, i) => i > 1 && clause[i] === clause[1] && asks.has(t));
  return isStop[0] === true && first === 1 && trades.has(1) && !asksLater;
}

/**
 * Whether "who" asks nothing but a business named by its trade, a person's trade too ("Wie is de
 * loodgieter?", "Who is the plumber?"), and no reading accounts for the trade: a business named by
 * its trade is the party of that trade, never the customer by default. The classifier, reading no
 * word of it, chose a party by the sentence's shape alone ("Wie is de ..." as "Wie is de klant?").
 * Which party prints the trade is answer.ts's to tell.
 */
export function tradesAlone(
  content: readonly { t: string; i: number }[],
  trades: ReadonlySet<number>,
  covered: ReadonlySet<number>,
): boolean {
  return content.length > 0 && content.every((c) => trades.has(c.i) && !covered.has(c.i));
}
