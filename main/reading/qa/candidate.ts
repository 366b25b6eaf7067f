import type { Confidence } from '../confidence';

// The shape of one found feature, apart from computing them: the finders (lines.ts) and the
// collector (features.ts) both use it without importing each other.

export type BoundingBox = { x: number; y: number; width: number; height: number };
export type FeatureCandidate = {
  value: string;
  text?: string;
  confidence: Confidence;
  boundingBox?: BoundingBox;
  pageRef: number;
  [extra: string]: unknown;
};
