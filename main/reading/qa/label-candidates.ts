import type { PageText } from '../types';
import { QUALIFIERS } from '../lang';
import { detectLanguage } from './classify';
import { CONCEPTS, type Concept } from './lexicon';
import { tokenSimilarity, tokens } from './normalize';
import { labelHeads, withSplitCompounds } from './split-compounds';
import { numberSign } from './number-sign';
import { BoundedCache } from '../../util/bounded-cache';
import type { LabelSet } from './page-types';

/**
 * The label sets a page is read with and the labels that can start at a word: the index that
 * makes label finding fast (comparing every word with every label was most of a page's time).
 */
const labelTokens = (labels: string[]) => labels.map(tokens).filter((t) => t.length > 0);
const HEADS = labelHeads(CONCEPTS.flatMap((c) => labelTokens(c.labels)));
const labelSet = (key: string, pick: (c: Concept) => string[]): LabelSet => ({
  key,
  entries: CONCEPTS.map((c) => ({ concept: c, labels: withSplitCompounds(labelTokens(pick(c)), HEADS) })),
});

/** Every language's labels: for pages whose language is not clear. */
export const ALL_LABELS = labelSet('*', (c) => c.labels);
const BY_LANG = new Map<string, LabelSet>();

/**
 * The labels to read a page with: its own language's and English (printed beside many languages),
 * so that a Danish "Nummer" does not label a German supplier's customer number.
 */
export function labelsFor(page: PageText): LabelSet {
  const lang = detectLanguage([page]);
  if (!lang || lang.confidence < 0.5) return ALL_LABELS;
  let set = BY_LANG.get(lang.code);
  if (!set) {
    set = labelSet(lang.code, (c) => [
      ...new Set([...(c.labelsByLang[lang.code] ?? []), ...(c.labelsByLang.en ?? [])]),
    ]);
    BY_LANG.set(lang.code, set);
  }
  return set;
}

export type Candidate = { concept: Concept; lt: string[]; order: number };
const labelIndexes = new WeakMap<LabelSet, Map<string, Candidate[]>>();

/** A set's labels by their first word, in the set's order. */
function byFirstWord(set: LabelSet): Map<string, Candidate[]> {
  let byFirst = labelIndexes.get(set);
  if (!byFirst) {
    byFirst = new Map<string, Candidate[]>();
    let order = 0;
    for (const { concept, labels } of set.entries)
      for (const lt of labels) {
        const first = lt[0] ?? '';
        byFirst.set(first, [...(byFirst.get(first) ?? []), { concept, lt, order: order++ }]);
      }
    labelIndexes.set(set, byFirst);
  }
  return byFirst;
}

const candidates = new BoundedCache<Candidate[]>(20_000);

/**
 * The labels that can start at a word: those whose first word is it or an OCR-like slip of it,
 * in the set's order (ties go to the first). Cached per word: pages repeat their words, and
 * comparing every word with every label was most of a page's reading time.
 */
export function candidatesFor(set: LabelSet, first: string): Candidate[] {
  return candidates.get(`${set.key}\u0002${first}`, () => {
    const byFirst = byFirstWord(set);
    const found = [...(byFirst.get(first) ?? [])];
    // A word that opens labels of its own is a word of the language, no slip of another's:
    // "Lieferung" (delivery, of "Lieferung an") is not "Lieferant" (supplier) misread.
    if (found.length) return found.sort((a, b) => a.order - b.order);
    // Only words of about the same length can be slips of each other (see tokenSimilarity).
    for (const [word, labels] of byFirst)
      if (word !== first && Math.abs(word.length - first.length) <= 2 && tokenSimilarity(first, word) > 0)
        found.push(...labels);
    return found.sort((a, b) => a.order - b.order);
  });
}

export function matchAt(st: string[], lt: string[], start: number): number {
  let q = 1;
  for (let k = 0; k < lt.length; k++) {
    const s = st[start + k];
    const l = lt[k] ?? '';
    if (s === undefined) return 0;
    if (s === l || numberSign(s, l, k === lt.length - 1)) continue;
    // Two qualifiers are two words, never a slip of one another: "excluding" is not "including".
    if (QUALIFIERS.has(s) && QUALIFIERS.has(l)) return 0;
    // A label word fused with its neighbour by OCR or a compound: "Momsbeløb" for "moms beløb".
    const sim = tokenSimilarity(s, l);
    if (sim === 0) return 0;
    q = Math.min(q, sim);
  }
  return q;
}
