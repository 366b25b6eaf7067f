import { round2 } from './round';
import { confidenceLevel, type ConfidenceLevel } from '../../preload/contract/confidence';

/**
 * The interface's confidence, one scale for suggestions and document answers alike: a value in
 * [0, 1] rounded to two decimals and its named level (the scale is the contract's, so the window's
 * bars show the same levels).
 */
export { CONFIDENCE_LEVELS, type ConfidenceLevel } from '../../preload/contract/confidence';
export type Confidence = { level: ConfidenceLevel; value: number };

/** The value, rounded, with the level it falls in; 0 means nothing is known. */
export function confidence(value: number): Confidence {
  const v = round2(Math.max(0, Math.min(1, value)));
  return { level: confidenceLevel(v), value: v };
}
