import { inflected, packByCode, words as packWords } from '../lang';
import { countedLines } from './counted-lines';
import { tokens } from './normalize';
import { customerWords, issuerWords } from './party-named';
import type { PageModel } from './page-model';
import type { ParsedQuestion } from './question-parsed';

/** The sums a question may ask of the seller's whole work: what is paid, the gross. */
const WHOLE = new Set(['amount_due', 'total_incl']);

/** The fewest letters of a trade's word a compound may open with: "el" of "elarbejdet". */
const TRADE = 2;

/**
 * Whether each word left over is the seller's trade joined to a plain word for work or a purchase
 * ("elarbejdet" of "LARSEN EL | Aut. el-installatør", "elarbetet" of "Lindqvists El"): what the
 * seller does, the work it bills as a whole, as "the electrical work" asks of an electrician's
 * bill. The trade is a whole word of the issuer's name or letterhead (issuerWords), not the
 * customer's; the rest a word the pack lists for what is bought (LanguagePack.purchases: "arbejde",
 * "arbete", "jobb"), in any of its forms. Not where an item prints both parts ("El-arbejde"): one
 * line of the bill is named, which may be less than all of it. Only where the question's words
 * read the sum (conceptScore): "Hvor meget ..." alone asks no total.
 */
export function tradeWorkNamed(model: PageModel, q: ParsedQuestion, asked: readonly string[]): boolean {
  if (!q.concept || !WHOLE.has(q.concept.id) || q.conceptScore <= 0 || !asked.length) return false;
  const works = packWords(packByCode(q.lang ?? '')?.purchases ?? '');
  if (!works.length) return false;
  const issuer = new Set(issuerWords(model));
  const customer = new Set(customerWords(model));
  const items = countedLines([model.page]).map((l) => tokens(String(l.value)).join(''));
  const named = (w: string) => {
    for (let cut = TRADE; cut < w.length; cut++) {
      const [trade, rest] = [w.slice(0, cut), w.slice(cut)];
      const work = works.find((p) => rest === p || inflected(rest, p));
      if (!work || !issuer.has(trade) || customer.has(trade)) continue;
      if (!items.some((i) => i.includes(trade + work))) return true;
    }
    return false;
  };
  return asked.every(named);
}
