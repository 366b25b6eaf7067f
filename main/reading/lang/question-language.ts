import { tokens } from '../fold';
import { words, type LanguagePack } from './pack';
import { PACKS } from './packs';

// A question's language and the wordings that tell the kind of value it asks: read from the packs
// once, at load, and per question by the words each pack knows.

export type AskedType = 'date' | 'amount' | 'name' | 'address' | 'percent' | 'count' | 'text';

/**
 * Wordings that say which kind of value is asked, tried in order: a duration before a count
 * ("combien de temps" before "combien de"), counts before amounts.
 */
type Asks = { type: AskedType; re: RegExp; closes: RegExp | null }[];

function asksOf(packs: LanguagePack[]): Asks {
  const any = (phrases: string[]) => new RegExp(`(?:${phrases.map((ph) => `(?:${ph}\\b)`).join('|')})`);
  return (['text', 'count', 'date', 'amount', 'percent', 'name', 'address'] as AskedType[]).map((type) => {
    const listed = [...new Set(packs.flatMap((p) => words(p.asks[type])))];
    const phrases = listed.map((w) => {
      const anchored = w.startsWith('^');
      const closing = w.endsWith('$');
      // An elided "s'" ("comment s'appelle") may be missing from the words read: a question's
      // reading drops an "s" after a word as a genitive's ("customer's").
      const body = tokens(w.replace(/^\^|\$$/g, ''))
        .map((t, k) => (k === 0 ? t : t === 's' ? '(?: s)?' : ` ${t}`))
        .join('');
      return anchored ? `^${body}` : closing ? `\\b${body}$` : `\\b${body}`;
    });
    const closes = phrases.filter((ph) => ph.endsWith('$'));
    return { type, re: any(phrases), closes: closes.length ? any(closes) : null };
  });
}

/** Question wordings of every language, for questions whose language is not clear. */
export const ASKS: Asks = asksOf(PACKS);
const ASKS_BY_LANG = new Map(PACKS.map((p) => [p.code, asksOf([p])]));

const packWords = (p: LanguagePack): string =>
  [p.stopWords, ...Object.values(p.concepts).flatMap((c) => [c.labels ?? '', c.cues ?? ''])].join('|');
const QUESTION_WORDS = new Map(PACKS.map((p) => [p.code, new Set(tokens(packWords(p).replace(/\|/g, ' ')))]));

/** The wordings of a few languages together, by their codes. */
const ASKS_BY_LANGS = new Map<string, Asks>();

/**
 * The wordings that tell the asked kind of value, in the question's own language: German "wie"
 * asks how, Dutch "wie" asks who. The language is the pack knowing most of the question's words;
 * when two know as many, the wordings of those languages: a Norwegian or Danish "som" (which) is
 * no Dutch "som" (a sum), whichever of the two the question is in.
 */
export function asksFor(questionTokens: string[]): Asks {
  const lang = questionLanguage(questionTokens);
  if (lang) return ASKS_BY_LANG.get(lang) ?? ASKS;
  const packs = questionPacks(questionTokens);
  if (!packs.length || packs.length === PACKS.length) return ASKS;
  const key = packs.map((p) => p.code).join(' ');
  let asks = ASKS_BY_LANGS.get(key);
  if (!asks) ASKS_BY_LANGS.set(key, (asks = asksOf(packs)));
  return asks;
}

/** How many of a question's words each pack knows, in the packs' order. */
const knownByPack = (questionTokens: string[]) =>
  PACKS.map((p) => ({ p, n: questionTokens.filter((t) => QUESTION_WORDS.get(p.code)?.has(t)).length }));

/** The pack knowing most of a question's words, or null when two know as many. */
export function questionLanguage(questionTokens: string[]): string | null {
  const [first, second] = knownByPack(questionTokens).sort((a, b) => b.n - a.n);
  if (!first || first.n === 0 || (second && second.n === first.n)) return null;
  return first.p.code;
}

/**
 * The packs knowing most of a question's words, all of them on a tie: "för moms" is Swedish "for",
 * not Danish "før".
 */
export function questionPacks(questionTokens: string[]): LanguagePack[] {
  const scored = knownByPack(questionTokens);
  const top = Math.max(...scored.map((s) => s.n));
  return scored.filter((s) => s.n === top).map((s) => s.p);
}
