import { COMPANY_WORDS, fillerOf } from '../lang';
import { boughtFromWords, buyersIn, firstPersonWords, goodsIn, interrogatives } from '../lang/phrases';
import { sideByRole } from './side-by-role';
import type { ValueType } from './values';

/**
 * The shop asked by where, or at whose place, something was bought, eaten, stayed at, washed or
 * ridden: "Where did I buy this?", "Wo haben wir übernachtet?", "Bei wem haben wir das Auto
 * gemietet?", "Dans quel supermarché ai-je fait mes courses ?", "Bij welke kinepraktijk was de
 * behandeling?". A bill or receipt is the record of one visit to one business, its issuer, whoever
 * bought there; "Where is the shop located?" asks where it stands (no word of buying).
 *
 * `covered`: the words the shop's reading accounts for: the buying and what was done (the
 * purchase's words), the plain words for what was bought ("the things", "das Material"), and the
 * asker ("we", "I"). The things bought by their own names ("the PVC pipe") are left for the page to
 * show (purchase-printed.ts): a word it does not print may be another shop's purchase.
 * `trades`: where the question names a business by its trade (question.ts reads them).
 */
export function shopAsked(
  all: readonly string[],
  lang: string | null,
  expected: ValueType | null,
  named: boolean,
  purchases: ReadonlySet<number>,
  trades: ReadonlySet<number>,
): number[] | null {
  if (named) return null;
  const buyers = buyersIn(all, lang);
  if (!purchases.size && !buyers.size) return null;
  // Or who, beside a word of buying said of us or closed by buying from ("Qui nous a loué la salle
  // ?", "Who did we rent the excavator from?"): the one we bought or rented from (side-by-role.ts).
  // Not a word of the purchase alone ("Hvem var prosjektleder på jobben?" asks a person at work).
  const boughtFrom = buyers.size > 0 || boughtFromWords(lang).has(all.at(-1) ?? '');
  const asked =
    expected === 'address' ||
    ((expected === 'name' || expected === null) && placed(all, lang, expected === 'name', trades)) ||
    (expected === 'name' && boughtFrom && sideByRole(all, lang) === 'issuer');
  // "Für wen wurde die Reparatur gemacht?": for whom, the customer.
  if (!asked || (expected !== 'address' && sideByRole(all, lang) === 'receiver')) return null;
  const own = firstPersonWords(lang);
  const goods = goodsIn(all, lang);
  return all
    .map((t, i) => (purchases.has(i) || buyers.has(i) || goods.has(i) || own.has(t) ? i : -1))
    .filter((i) => i >= 0);
}

/**
 * A question word after a word of place ("Bei wem", "Dans quel supermarché", "Bij welk hotel",
 * "Mit welchem Taxi"): at whose place, which is where. Only a business asked ("welchem Taxi",
 * "welke zaak") or, in a question asking a name, a "who" (the question word followed by no thing
 * of its own): "Mit welcher Karte haben wir bezahlt?" asks the card, "…, et combien ?" a figure.
 */
function placed(
  all: readonly string[],
  lang: string | null,
  who: boolean,
  trades: ReadonlySet<number>,
): boolean {
  const asking = interrogatives(lang);
  const filler = fillerOf(lang);
  // Or after it, closing the question ("Hvilken kiosk kjøpte vi pølse og kaffe i?", "Which
  // supermarket did I buy the rice from?"): the word of place stranded at the end.
  const stranded = all.length > 1 && filler(all[all.length - 1]!);
  // Only of a business asked: "Who is this from?" asks no place.
  const business = (i: number) => trades.has(i + 1) || COMPANY_WORDS.has(all[i + 1]!);
  return all.some(
    (t, i) =>
      asking.has(t) &&
      (i > 0
        ? !asking.has(all[i - 1]!) &&
          filler(all[i - 1]!) &&
          (business(i) || (who && (i + 1 >= all.length || filler(all[i + 1]!))))
        : stranded && business(i)),
  );
}
