import { fillerOf } from '../lang';
import { buyersIn, causesIn, letsIn, payeesIn, performsIn, receivesIn, worksIn } from '../lang/phrases';

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
  if (!work.size) return new Set();
  const other = new Set([...buyersIn(all, lang), ...receivesIn(all, lang), ...payeesIn(all, lang)]);
  const filler = fillerOf(lang);
  const out = new Set<number>();
  for (const at of causes) {
    // The thing worked on: the first word after the verb that no filler is.
    const thing = all.findIndex((t, i) => i > at && !filler(t) && !causes.has(i));
    if (thing < 0 || work.has(thing) || other.has(thing)) continue;
    // The work's verb closes the clause: "Which firm got the contract to clean the offices?" got
    // the contract, to do the work itself.
    const last = all.findLastIndex((t) => !filler(t));
    if (last > thing && work.has(last)) out.add(at);
  }
  return out;
}
