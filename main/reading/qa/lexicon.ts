import { CONCEPT_DEFS, type ConceptDef } from '../concepts';
import { conceptWords } from '../lang';

/** A concept with its words in every language pack (labels printed on documents, question cues). */
export type Concept = ConceptDef & {
  labels: string[];
  cues: string[];
  /** The printed labels of each language: a German page is read with German (and English) labels. */
  labelsByLang: Record<string, string[]>;
};

/** Every concept the answerer knows, in tie-break order. */
export const CONCEPTS: Concept[] = CONCEPT_DEFS.map((def) => ({ ...def, ...conceptWords(def.id) }));

export const conceptById = new Map(CONCEPTS.map((c) => [c.id, c]));
