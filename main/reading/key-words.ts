import { tokens } from './fold';

/** Words that say how money moved, not who or what: they make unrelated entries look alike. */
const NOISE = new Set([
  'overforsel',
  'overfoersel',
  'betaling',
  'indbetaling',
  'udbetaling',
  'payment',
  'transfer',
  'dankort',
  'visa',
  'mastercard',
  'betalingsservice',
  'faktura',
  'invoice',
  'fra',
  'til',
  'from',
  'the',
  'and',
  'aps',
  'a/s',
  'as',
  'ab',
  'gmbh',
  'ltd',
]);

/** The words that name who or what an entry is about (folded; 3+ characters; no payment words). */
export function keyWords(...texts: (string | null | undefined)[]): Set<string> {
  const out = new Set<string>();
  for (const t of texts) {
    if (!t) continue;
    for (const w of tokens(t)) if (w.length >= 3 && !NOISE.has(w) && !/^\d+$/.test(w)) out.add(w);
  }
  return out;
}

/** How many of `a`'s key words `b` shares. */
export function sharedWords(a: Set<string>, b: Set<string>): number {
  let n = 0;
  for (const w of a) if (b.has(w)) n++;
  return n;
}
