import { COMPANY_WORDS } from '../lang';
import { buyersIn, interrogatives, placesIn, receivesIn, tradesIn, worksIn } from '../lang/phrases';
import { numberWord } from './question-words';
import { conceptById, type Concept } from './lexicon';
import { isParty, ofBusiness } from './question-unexplained';
import { sideByRole } from './side-by-role';
import type { ValueType } from './values';

const ISSUER = conceptById.get('supplier_name');

/** A question's words as question.ts parsed them: all of them, the meaningful ones, its language and kind. */
export interface QuestionWords {
  all: readonly string[];
  content: readonly { t: string; i: number }[];
  lang: string | null;
  expected: ValueType | null;
}

/**
 * Who did the work or bills it, asked by what was done ("Chez qui la voiture a-t-elle été
 * entretenue ?", "Bei welcher Fahrschule wurde die Ausbildung gemacht?", "Wer verlangt hier die
 * Gebühren von uns?", "Who did the service on the ute?"): a bill is from the one who did it, the
 * issuer. The words of the work (LanguagePack.works) say so; what the work was done on ("la
 * voiture", "the ute") is the asker's word for what the page itemises, which it need not print, so
 * every meaningful word is accounted for. Only a question asking who or which (a name, or no kind
 * with a question word), naming no party ("Which customer did we repair the car for?") and no one
 * paying, buying or getting the bill ("Für wen wurde die Arbeit gemacht?"), which the rules and the
 * classifier read as no concept or as the issuer: a label they read ("the invoice number of the
 * repair") is what is asked.
 */
export function workAsked(
  best: Concept | null,
  q: QuestionWords,
): { concept: Concept; covered: number[] } | null {
  if (!ISSUER || (best && best !== ISSUER)) return null;
  const { all, content, lang, expected } = q;
  if (expected !== 'name' && (expected !== null || !all.some((t) => interrogatives(lang).has(t))))
    return null;
  // A plain word for a business names no party ("Which plumbing company did the job?").
  if (!worksIn(all, lang).size || content.some((c) => isParty(c.t) && !COMPANY_WORDS.has(c.t))) return null;
  if (buyersIn(all, lang).size || receivesIn(all, lang).size || sideByRole(all, lang) === 'receiver')
    return null;
  if (content.some((c) => numberWord(c.t)) || personAsked(all, content, lang)) return null;
  return { concept: ISSUER, covered: content.map((c) => c.i) };
}

/**
 * Whether the question asks who at the business did the work ("Welcher Geselle hat die Montage
 * gemacht?", "Quel mécanicien a effectué la révision ?", "Which brand was rented?"): a trade that
 * is a person's, not a place's ("mécanicien"), or a word right after the question word that no
 * place of business, plain word for a business ("boîte", "Handwerksbetrieb") or word of what it
 * does ("d'électricité") is. A person or a thing is asked, which the bill need not name.
 */
function personAsked(
  all: readonly string[],
  content: readonly { t: string; i: number }[],
  lang: string | null,
): boolean {
  const places = placesIn(all, lang);
  const trades = tradesIn(all, lang);
  const business = (i: number) =>
    places.has(i) || [...COMPANY_WORDS].some((w) => all[i]!.endsWith(w)) || ofBusiness(all, i, trades, false);
  if (content.some((c) => trades.has(c.i) && !business(c.i))) return true;
  const works = worksIn(all, lang);
  return content.some(
    (c) => c.i > 0 && interrogatives(lang).has(all[c.i - 1]!) && !works.has(c.i) && !business(c.i),
  );
}
