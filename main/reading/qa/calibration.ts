import { CALIBRATION_TABLE, type CalibrationCurve } from './calibration-table';
import type { Located } from './locate';

/**
 * From a finding's raw score to the probability that the answer is right, per kind of value asked
 * (amount, date, name, reference, count). The curves are fitted by `npm run calibrate:reading`
 * (isotonic regression, shrunk towards the raw score where the data is thin, never above 0.97) on
 * the 333 pages typed by others, and measured where they were not fitted: those pages' writers'
 * batches held out in turn, and the real documents of the reading benchmark, which never fit them.
 */
let table: Record<string, CalibrationCurve> | null = CALIBRATION_TABLE;

/** What the fitting script hears of each finding it is about to calibrate. */
export type CalibrationRecorder = (
  question: string,
  page: number,
  answer: string,
  raw: number,
  group: string,
) => void;
let recorder: CalibrationRecorder | null = null;

/**
 * The curve's name for a finding: the kind of value asked. A till receipt's total scores itself by
 * how many of the receipt's lines agree on it, a scale of its own, so it has its own curve
 * ("receipt"). Curves per way of finding (label, letterhead, arithmetic, shape) were tried and held
 * worse on layouts left out of the fit: fitted on the typed pages, the real printed-en set's error
 * rose from 0.030 to 0.048 and the held-out typed pages' from 0.031 to 0.036 (a way of finding
 * has few wrong answers to fit on), so a kind's findings share one curve.
 */
export const calibrationGroup = (kind: string, via: string): string => (via === 'receipt' ? 'receipt' : kind);

function lookup(curve: CalibrationCurve, raw: number): number {
  const first = curve[0]!;
  const last = curve[curve.length - 1]!;
  // Below what the fit saw (answers under the threshold were never given), never raise a score:
  // run down from the first point towards zero. A score the fit saw takes its curve's value.
  if (raw < first[0]) return first[0] > 0 ? Math.min(raw, first[1] * (raw / first[0])) : first[1];
  if (raw >= last[0]) return last[1];
  for (let i = 1; i < curve.length; i++) {
    const [x1, y1] = curve[i]!;
    const [x0, y0] = curve[i - 1]!;
    if (raw <= x1) return x1 === x0 ? y1 : y0 + ((raw - x0) / (x1 - x0)) * (y1 - y0);
  }
  return last[1];
}

/**
 * The calibrated probability for a raw score: the curve of its group, else the raw score where
 * nothing was fitted.
 */
export function calibrated(
  raw: number,
  group: string,
  seen?: { question: string; page: number; answer: string },
): number {
  if (recorder && seen) recorder(seen.question, seen.page, seen.answer, raw, group);
  const curve = table?.[group];
  return curve?.length ? lookup(curve, raw) : raw;
}

/** The fitting script reads raw scores: it runs with the curves switched off, then fits new ones. */
export function useCalibration(
  curves: Record<string, CalibrationCurve> | null,
  record?: CalibrationRecorder,
): void {
  table = curves;
  recorder = record ?? null;
}

/** A finding as if its reading were not in doubt: the score its doubt took off given back. */
export const asRead = (l: Located): Located =>
  l.doubt === undefined || l.doubt <= 0 ? l : { ...l, score: l.score / l.doubt, doubt: undefined };

/**
 * The probability of being right, given the probability as read and what is left of the page's
 * reading after its doubts (a share in [0, 1]): right only where both hold. The typed pages the
 * curves are fitted on never doubt their reading, so the fit cannot say how much a doubt costs,
 * and a curve flat over the scores a doubt lowers would forget it: "VAT 15% R 21803.57" between a
 * net of 18 690.43 and a gross of 21 494.00 (a misread "R 2 803.57") was said 0.97 sure.
 */
export const afterDoubt = (p: number, left: number): number => p * Math.max(0, Math.min(1, left));
