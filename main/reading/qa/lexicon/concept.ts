import type { ValueType } from '../values';

/**
 * What business documents state, and how they label it in English, Danish, Swedish, Norwegian,
 * Dutch (and German, common on supplier invoices here). `labels` are printed on documents; `cues`
 * are extra words a question uses for the same thing. Matching is on folded tokens (see
 * normalize.ts), so "Forfaldsdato", "förfallodatum" and "forfallsdato" are plain ASCII here.
 */
export type Concept = {
  id: string;
  /** Feature type of the interface this concept answers, when it has one. */
  feature?: string;
  type: ValueType;
  labels: string[];
  cues?: string[];
  /** Names and addresses sit in a block under (or after) their heading. */
  block?: boolean;
};
