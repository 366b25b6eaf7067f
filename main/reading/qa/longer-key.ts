import type { Concept } from './lexicon';

/**
 * Whether a party's name label is only the opening of another field's longer key printed at the same
 * place: "Customer VAT No. not registered", a scan's "Customer VAT No.: not registered" with its
 * colon lost. The party's word there says whose the VAT number is; the words after "Customer" are
 * that key and its (missing) value, no name. With the colon the key is read whole (keyTokens in
 * page-model.ts); without it only the key's length tells.
 */
export function opensLongerKey(
  concept: Concept,
  length: number,
  matched: readonly { concept: Concept; length: number }[],
): boolean {
  return concept.type === 'name' && matched.some((m) => m.concept !== concept && m.length > length);
}
