import { boughtFromWords, interrogatives } from '../lang/phrases';
import { unknownWords } from './question-unexplained';

/**
 * The positions of words no pack knows that a question asks as a business's trade: the word right
 * after a question word that follows a word of buying from or at ("Bij welke beenhouwerij is dit
 * gekocht?", "Chez quelle librairie ...?", "Bei welcher Reinigung waren wir?"). At or from which
 * place asks a party, never a day, whatever its trade: a noun the packs do not know is a business
 * all the same, and the page's issuer is the one such a document is from. A word a pack knows
 * ("Bei welchem Konto", "From which account") keeps its own reading.
 */
export function unknownTradesAsked(
  all: readonly string[],
  trades: ReadonlySet<number>,
  lang: string | null,
): Set<number> {
  const asking = interrogatives(lang);
  const from = boughtFromWords(lang);
  const out = new Set<number>();
  all.forEach((t, i) => {
    if (i < 2 || !asking.has(all[i - 1]!) || !from.has(all[i - 2]!)) return;
    if (unknownWords(all, [{ t, i }], trades, lang).length) out.add(i);
  });
  return out;
}
