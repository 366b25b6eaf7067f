import { fold } from '../fold';
import { PACKS, words } from '../lang';
import { CONCEPTS } from './lexicon';
import type { Found } from './values';
import { findValues } from './values';

/**
 * A cell holding a number and nothing but a short prefix in capitals before it ("CFE 019274", a
 * shop's initials): the whole cell is the number as the issuer writes it, the way a customer quotes
 * it. Only a cell of its own, beside or under its label ("Invoice No: | CFE 019274"): the label
 * stands apart, so the prefix is no label's word. Nor is one any pack labels or shortens with
 * ("NR 4711", "TRN 4417", "INV 88"), nor a currency.
 */
const PREFIXED = /^\s*([A-Z]{2,4}) (\d[\d/-]*\d)\s*$/;

const LABEL_WORDS = new Set([
  ...CONCEPTS.flatMap((c) => [...c.words]),
  ...PACKS.flatMap((p) => words(p.abbreviations).map((pair) => fold(pair.split('=')[0]!.trim()))),
]);

/** The reference found in a value cell, with the cell's own prefix when it holds one (see above). */
export function withPrefix(cell: string, found: Found): Found {
  const m = PREFIXED.exec(cell);
  if (!m || m[2] !== found.text) return found;
  const prefix = m[1]!;
  if (LABEL_WORDS.has(fold(prefix)) || findValues('currency', prefix).length) return found;
  const text = `${prefix} ${m[2]}`;
  return { text, start: cell.indexOf(text), normalized: text };
}
