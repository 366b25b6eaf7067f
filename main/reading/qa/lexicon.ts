import { CONCEPT_DEFS, type ConceptDef } from '../concepts';
import { conceptWords } from '../lang';
import { tokens } from '../fold';

/** A concept with its words in every language pack (labels printed on documents, question cues). */
export type Concept = ConceptDef & {
  labels: string[];
  cues: string[];
  /** The printed labels of each language: a German page is read with German (and English) labels. */
  labelsByLang: Record<string, string[]>;
  /** The words (folded tokens) of its labels and cues, in every pack, in their order. */
  words: ReadonlySet<string>;
};

/** Every concept the answerer knows, in tie-break order. */
export const CONCEPTS: Concept[] = CONCEPT_DEFS.map((def) => {
  const phrases = conceptWords(def.id);
  const words = new Set([...phrases.labels, ...phrases.cues].flatMap((p) => tokens(p)));
  return { ...def, ...phrases, words };
});

export const conceptById = new Map(CONCEPTS.map((c) => [c.id, c]));

/** The concepts of a totals block (stacked-totals.ts, priced-rows.ts, translated-label.ts). */
export const TOTALS: ReadonlySet<string> = new Set(['total_excl', 'total_vat', 'total_incl', 'amount_due']);
