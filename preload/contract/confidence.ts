// Kept apart from the call schemas (no zod here), so the window can import the scale without them.

/**
 * The interface's confidence levels, one scale for the engine's suggestions, the document answers
 * and the window's confidence bars alike (main/util/confidence.ts rounds the value and names its level).
 */
export const CONFIDENCE_LEVELS = ['UNKNOWN', 'VERY_LOW', 'LOW', 'MID', 'HIGH', 'VERY_HIGH'] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];

/** The level a confidence in [0, 1] falls in; 0 means nothing is known. */
export function confidenceLevel(value: number): ConfidenceLevel {
  return value <= 0
    ? 'UNKNOWN'
    : value < 0.2
      ? 'VERY_LOW'
      : value < 0.4
        ? 'LOW'
        : value < 0.6
          ? 'MID'
          : value < 0.85
            ? 'HIGH'
            : 'VERY_HIGH';
}
