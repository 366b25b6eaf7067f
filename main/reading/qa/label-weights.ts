/**
 * What a value found by a label is worth, by where it stands and which label found it. One place,
 * as a figure read back from a scan's broken cell (figure-restored.ts) is weighed as its label's
 * value would have been had OCR read it whole.
 */

/** A value beside its label on its line, the first to its right (an inline value weighs 1). */
export const BESIDE = 0.97;
/** Totals sit at the foot of the invoice: a total's score gains this share of its page height. */
export const FOOT = 0.05;
/** A label of a related concept (Concept.alsoFrom) against the concept's own. */
export const RELATED_LABEL = 0.9;
