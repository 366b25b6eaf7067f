import { round2 } from './round';

/**
 * The interface's confidence, one scale for suggestions and document answers alike: a value in
 * [0, 1] rounded to two decimals and its named level (the level names are the interface's).
 */
export const CONFIDENCE_LEVELS = ['UNKNOWN', 'VERY_LOW', 'LOW', 'MID', 'HIGH', 'VERY_HIGH'] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];
export type Confidence = { level: ConfidenceLevel; value: number };

/** The level a value falls in; 0 means nothing is known. */
export function confidence(value: number): Confidence {
  const v = round2(Math.max(0, Math.min(1, value)));
  const level: ConfidenceLevel =
    v === 0
      ? 'UNKNOWN'
      : v < 0.2
        ? 'VERY_LOW'
        : v < 0.4
          ? 'LOW'
          : v < 0.6
            ? 'MID'
            : v < 0.85
              ? 'HIGH'
              : 'VERY_HIGH';
  return { level, value: v };
}
