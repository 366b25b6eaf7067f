import type { Box, Segment } from '../types';

/**
 * A value found on a page: the exact text printed there, its normalised form and where it is;
 * `doubt`, the share of its score a doubt about a scan's reading left it (calibration.ts asRead).
 */
type Place = { text: string; normalized: string; box: Box; via: string };
/** `from`: the label's segment a value was read beside or under (unread-value.ts weighs it). */
export type Located = Place & { score: number; doubt?: number; from?: Segment };
