import { tokens } from './normalize';
import { partyOfTrade } from './party-named';
import type { PageModel } from './page-model';
import type { ParsedQuestion } from './question';

/**
 * Whether a word of the question only says what kind of business its trade word right after it
 * names ("the bike couriers" of "Bicycle Courier", "the dog groomer"): where that trade is one of
 * the page's parties, the word qualifies the party named, no other thing the page must print. The
 * asker's word for the kind need not be the page's ("bike", "Bicycle").
 */
export function qualifiesTrade(model: PageModel, q: ParsedQuestion, word: string): boolean {
  const all = tokens(q.text);
  return all.some(
    (t, i) =>
      t === word &&
      q.trades.includes(all[i + 1] ?? '') &&
      partyOfTrade(model, [all[i + 1]!], q.lang) !== null,
  );
}
