import { fillerOf } from '../lang';
import {
  buyersIn,
  causedParticiples,
  causesIn,
  letsIn,
  payeesIn,
  performsIn,
  receivesIn,
  worksIn,
} from '../lang/phrases';

/**
 * The words saying the party asked had another do the work on something ("Who had the phones
 * repaired?", "Wer ließ die Handys reparieren?", "Hvem fikk telefonene reparert?", "Qui a fait
 * réparer les téléphones ?"): who had it done is the one it was done for, who pays for it, the
 * customer. Without them the work's verb asks who did it, the issuer (question-work.ts).
 *
 * A verb of letting or making (LanguagePack.lets) says so wherever it stands. A verb that is also
 * an auxiliary or says having or getting (LanguagePack.causes: "had", "got", "fikk") says so only
 * with the thing worked on right after it and a word of the work closing the question ("had the
 * phones repaired"): right before the work's verb it is its auxiliary ("Who had repaired the
 * phones?"), before a word of paying or getting another thing ("Who got paid for the repair?").
 */
export function causedIn(all: readonly string[], lang: string | null): Set<number> {
  const lets = letsIn(all, lang);
  if (lets.size) return lets;
  const causes = causesIn(all, lang);
  if (!causes.size) return causes;
  const work = new Set([...worksIn(all, lang), ...performsIn(all, lang)]);
  const other = new Set([...buyersIn(all, lang), ...receivesIn(all, lang), ...payeesIn(all, lang)]);
  const filler = fillerOf(lang);
  const endings = causedParticiples(lang);
  const out = new Set<number>();
  for (const at of causes) {
    // The thing worked on: the first word after the verb that no filler is.
    const thing = all.findIndex((t, i) => i > at && !filler(t) && !causes.has(i));
    if (thing < 0 || other.has(thing)) continue;
    // Danish and Norwegian put the work's participle first, whatever the work ("fik udskiftet
    // butiksruden", "fikk skiftet låsen"); the thing worked on follows it. Got alone, a thing is
    // received ("Hvem fik fakturaen?"), not had done; nor is a thing with more said of it
    // ("Hvilket firma fik ansvaret for rengøringen?": the job got, no work had done).
    const object = thing + 1;
    if (
      object < all.length &&
      !filler(all[object]!) &&
      !other.has(object) &&
      participle(all[thing]!, endings)
    ) {
      out.add(at);
      continue;
    }
    if (!work.size || work.has(thing)) continue;
    // The work's verb closes the clause: "Which firm got the contract to clean the offices?" got
    // the contract, to do the work itself.
    const last = all.findLastIndex((t) => !filler(t));
    if (last > thing && work.has(last)) out.add(at);
  }
  return out;
}

/** The shortest stem a participle's ending may close: "et" of "udskiftet", never "net" alone. */
const STEM = 3;

/** Whether a word closes with one of a language's participle endings, on a stem of its own. */
const participle = (t: string, endings: readonly string[]): boolean =>
  endings.some((e) => t.length >= e.length + STEM && t.endsWith(e));
