import { questionPacks, STOP_WORDS, words, type LanguagePack } from '../lang';
import { tokens } from './normalize';

/**
 * A question that adds parts up: "Ça fait combien de TVA en tout, 10 et 20 % ensemble ?", "Wie viel
 * Steuer steckt in der Rechnung, 7 und 19 Prozent zusammen?", "What's the VAT at both rates added
 * together?". Its rates and its words of adding say which sum is asked (the VAT of every rate), and
 * ask nothing else of the page.
 */

/** A figure as the question's tokens give it: "19", "9%", "5%" of "13,5%". */
const FIGURE = /^\d+%?$/;

/** The folded tokens of a pack list's phrases. */
const phrasesOf = (packs: LanguagePack[], pick: (p: LanguagePack) => string | undefined): string[][] =>
  packs.flatMap((p) => words(pick(p)).map(tokens)).filter((t) => t.length > 0);

/** Where a pack list's phrases stand in the question, word for word (their forms: "cumulée"). */
function phraseAt(all: string[], phrases: string[][]): Set<number> {
  const out = new Set<number>();
  for (const phrase of phrases)
    for (let i = 0; i + phrase.length <= all.length; i++)
      if (phrase.every((w, k) => all[i + k] === w)) phrase.forEach((_, k) => out.add(i + k));
  return out;
}

/** A word that is a percent word of the packs, or a "%" alone ("20 %"). */
const percentWord = (t: string, packs: LanguagePack[]): boolean =>
  t === '%' || phrasesOf(packs, (p) => p.asks.percent?.replace(/\^/g, '')).some((w) => w[0] === t);

/**
 * The question's figures that state rates: a figure with "%", one before a percent word ("19
 * Prozent"), and one joined to such a figure by a small word or nothing ("7 und 19 Prozent", "13,5 %").
 * A percent word right after a figure states a rate; it does not ask one.
 */
export function statedRates(all: string[], packs: LanguagePack[]): Set<number> {
  const out = new Set<number>();
  for (let i = all.length - 1; i >= 0; i--) {
    const t = all[i]!;
    if (!FIGURE.test(t) || Number.parseInt(t, 10) > 100) continue;
    const next = all[i + 1] ?? '';
    const joined = (STOP_WORDS.has(next) && out.has(i + 2)) || out.has(i + 1);
    if (t.endsWith('%') || percentWord(next, packs) || joined) out.add(i);
  }
  return out;
}

/** Where the question says parts are added up ("zusammen", "added together"). */
export const togetherAt = (all: string[], packs: LanguagePack[]): Set<number> =>
  phraseAt(
    all,
    phrasesOf(packs, (p) => p.together),
  );

/** Where it names two parts at once ("both", "beide", "les deux"). */
export const bothAt = (all: string[], packs: LanguagePack[]): Set<number> =>
  phraseAt(
    all,
    phrasesOf(packs, (p) => p.both),
  );

/**
 * Where it names both rates ("both rates", "beide Sätze", "les deux taux", "begge satser"): the parts
 * a VAT is summed over, no rate asked. The word for both and the rate word (any form: "rates").
 */
export function bothRatesAt(all: string[], packs: LanguagePack[]): Set<number> {
  const rateWords = phrasesOf(packs, (p) => p.asks.percent?.replace(/\^/g, ''))
    .filter((w) => w.length === 1)
    .map((w) => w[0]!);
  const rate = (t: string) =>
    rateWords.some((w) => t === w || (w.length >= 4 && t.startsWith(w) && t.length - w.length <= 3));
  const out = new Set<number>();
  for (const i of bothAt(all, packs)) if (rate(all[i + 1] ?? '')) [i, i + 1].forEach((k) => out.add(k));
  return out;
}

/**
 * The words of a question asking a sum that its concept accounts for: the words of adding and of
 * both parts in any amount asked; in a VAT question the rates it adds, which name no one line of
 * the page (a single rate stated, "TVA 21 % ?", asks that rate's line); in a rate question the
 * rates it states.
 */
export function sumWordsAt(all: string[], concept: { id: string; type: string }): Set<number> {
  const out = new Set<number>();
  const packs = questionPacks(all);
  const rates = statedRates(all, packs);
  // The rates a rate question states are what it asks of ("Are the rates 10 and 20 %?").
  if (concept.id === 'vat_rate') return rates;
  if (concept.type !== 'amount') return out;
  if (concept.id === 'total_vat') bothRatesAt(all, packs).forEach((i) => out.add(i));
  const together = togetherAt(all, packs);
  const sum = together.size > 0 || rates.size >= 2;
  if (!sum) return out;
  together.forEach((i) => out.add(i));
  bothAt(all, packs).forEach((i) => out.add(i));
  if (concept.id === 'total_vat') rates.forEach((i) => out.add(i));
  return out;
}
