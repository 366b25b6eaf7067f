import { sectorsOf } from '../lang/phrases';
import { namedWithLegalForm } from './company';
import { ownWords } from './legal-name';
import type { Located } from './locate';
import { tokens } from './normalize';
import { sameStem } from './same-stem';
import { headsLegalName } from './trade-heading';

/**
 * A business asked by its trade ("Bij welk hotel hebben we overnacht?", "Which hotel issued this
 * bill?") is the name that says it is one: where the page names its issuer twice, by its legal
 * name and by the name it trades under ("Havenzicht Hospitality B.V. h.o.d.n. Hotel Havenzicht"),
 * the legal name leads (legal-name.ts), but the hotel asked is "HOTEL HAVENZICHT". Only between
 * two names of one party (a word of its own shared, not a legal form's) where the leading one
 * prints no word of the trade asked and the other does.
 */
export function byTradeAsked(found: Located[], trades: readonly string[], lang: string | null): Located[] {
  const [top, ...rest] = found;
  if (!top || !trades.length || printsTrade(top.text, trades, lang)) return found;
  const own = ownWords(top.text);
  // The company behind a shop ("Hoekstra Supermarkten B.V." under "VERSMARKT HOEKSTRA") is not the
  // business the customer dealt with, whatever its name says it runs: a trading name leading stays.
  const legal = namedWithLegalForm(top.text);
  const named = rest.find(
    (l) =>
      printsTrade(l.text, trades, lang) &&
      (legal || !namedWithLegalForm(l.text)) &&
      ownWords(l.text).some((w) => own.some((o) => sameStem(w, o))) &&
      // A heading that only describes the business, its words the legal name's stems and not its
      // words ("ORTOPÆDISK VÆRKSTED" of "Ortopædi Midtjylland ApS"), names no one: the legal name stays.
      !(legal && describesOnly(l.text, top.text)),
  );
  if (!named) return found;
  // The same party by another name, no rival reading (answer.ts calibrate).
  return [{ ...named, score: Math.max(named.score, top.score) }, ...rest.filter((l) => l !== named)];
}

/** Whether a heading shares stems with a legal name but no word of it whole. */
const describesOnly = (heading: string, legal: string): boolean =>
  headsLegalName(heading, legal) && !ownWords(heading).some((w) => ownWords(legal).includes(w));

/** Whether a name prints a word of one of the trades asked: the word itself or one of its sector. */
function printsTrade(name: string, trades: readonly string[], lang: string | null): boolean {
  return tokens(name).some((t) =>
    trades.some((q) => sameStem(q, t) || sectorsOf(q, lang).some((s) => sectorsOf(t, lang).includes(s))),
  );
}
