import { performsIn } from '../lang/phrases';
import { tokens } from '../fold';
import { conceptById, type Concept } from './lexicon';

/** Whether the words hold the phrase's words one after the other. */
const holds = (all: readonly string[], phrase: readonly string[]): boolean =>
  phrase.length > 0 && all.some((_, i) => phrase.every((w, k) => all[i + k] === w));

/**
 * A date question asking the day the work was carried out ("Vilket datum utfördes arbetet?", "On
 * what date was the marquee put up?", "Hvornår blev arbejdet udført?"): the day of the service,
 * which a page prints as its delivery or service date (the packs' delivery_date labels:
 * "Leistungsdatum", "Date of supply") or not at all. The invoice's own date is the day it was
 * billed, often days after the work: answered as that day, a false one. The words of carrying out
 * the work (LanguagePack.performs) say so, unless a cue of the document's day says the bill or the
 * purchase is what was made ("À quelle date l'achat a-t-il été effectué ?", "When was the bill
 * issued for the installed boiler?"): that day is the invoice's. The words of carrying out are
 * then accounted for, by the service date's label ("Leistungsdatum") where the page prints one.
 */
export function workDay(
  concept: Concept | null,
  all: readonly string[],
  lang: string | null,
): { concept: Concept; covered: number[] } | null {
  const performs = performsIn(all, lang);
  if (concept?.id !== 'invoice_date' || !performs.size) return null;
  if (concept.cues.some((cue) => holds(all, tokens(cue)))) return null;
  const service = conceptById.get('delivery_date');
  // The words of carrying out say which day: the service date's to account for.
  return service ? { concept: service, covered: [...performs] } : null;
}
