import { BoundedCache } from '../../util/bounded-cache';
import type { LabelSet } from './page-types';

/** How long a word must be to be the head of a compound ("Rechnungs|summe", "Versicherung|steuer"). */
const HEAD_LENGTH = 4;
export const isCompoundOf = (word: string, head: string): boolean =>
  head.length >= HEAD_LENGTH && word.length >= head.length + 3 && word.endsWith(head);

const amountWords = new BoundedCache<boolean>(20_000);

/**
 * Whether a word is a one-word amount label or a compound ending in one ("Rechnungssumme",
 * "Steuerbasisbetrag"). A more precise label may follow it: "Rechnungssumme Netto" is the net,
 * "Steuerbasisbetrag USt. 19%" the VAT line.
 */
export function amountWord(set: LabelSet, word: string): boolean {
  return amountWords.get(`${set.key}\u0002${word}`, () =>
    set.entries.some(
      ({ concept, labels }) =>
        concept.type === 'amount' &&
        labels.some((lt) => lt.length === 1 && (lt[0] === word || isCompoundOf(word, lt[0] ?? ''))),
    ),
  );
}
