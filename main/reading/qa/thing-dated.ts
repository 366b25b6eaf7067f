import { STOP_WORDS, WEEKDAY_WORDS } from '../lang';
import { tokens } from './normalize';
import { isTitle } from './titles';

/**
 * A date that linking words tie to a thing named right before them, in its sentence: "Verordnung
 * vom 12.01.2026" (the prescription's date), "(Ölbild 60x80) ist ab 24.02.2026" (when the picture
 * can be fetched), "Lieferung vom 28.06.". It dates that thing, not the document: a till receipt's
 * own date stands alone or beside its time and register ("ORD #18 -REG #19- 21/03/2018"). Where
 * the receipt's date is unreadable (OCR ran it into its time: "1702202601142"), this date is no
 * stand-in. The document's own title before the words ("Rechnung vom", "Kassenbon vom") dates the
 * document; a number before them is the document's too (datesAnotherKey reads keyed numbers); so
 * does a key, which a colon closes ("Issued on: 2022-09-27", on a real Polish invoice).
 */
export function datesNamedThing(before: string): boolean {
  // A key ends with its colon ("Issued on: 2022-09-27"): a label of its own, however it words it.
  if (/:\s*$/.test(before)) return false;
  const words = tokens(before);
  let end = words.length;
  while (end > 0 && STOP_WORDS.has(words[end - 1] ?? '')) end--;
  if (end === words.length || end === 0) return false;
  const thing = words[end - 1] ?? '';
  if (thing.length < 3 || /\d/.test(thing) || WEEKDAY_WORDS.has(thing)) return false;
  return !isTitle(thing);
}
