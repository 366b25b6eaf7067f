import { keptIn, ownsIn, performsIn, worksIn } from '../lang/phrases';

/**
 * The words saying the party asked owns the thing the work was done to, or kept at the seller's
 * ("Hvilket selskap eier båten som står i opplag?", "Le vélo réparé appartient à qui ?", "Who owns
 * the car that was serviced?"): its owner had it done or kept, the customer (LanguagePack.owns,
 * kept). The seller owns what it hires out ("Hvilket selskap eier kranen?"), so owning alone says
 * no side: without a word of the work or the keeping the question is neither party's to answer
 * here (question-deed.ts reads no deed of the seller's in it).
 */
export function ownerIn(all: readonly string[], lang: string | null): Set<number> {
  const owns = ownsIn(all, lang);
  if (!owns.size) return owns;
  const done = [keptIn, worksIn, performsIn].some((read) => [...read(all, lang)].some((i) => !owns.has(i)));
  return done ? owns : new Set();
}
