import { afterEach, describe, expect, it } from 'vitest';
import { calibrated, useCalibration } from '../../main/reading/qa/calibration';
import { CALIBRATION_TABLE } from '../../main/reading/qa/calibration-table';
import { fitCurve } from '../bench/reading/fit';

describe('confidence calibration', () => {
  afterEach(() => useCalibration(CALIBRATION_TABLE));

  it('fits a curve that rises with the raw score and follows how often answers were right', () => {
    const points = [
      ...Array.from({ length: 40 }, (_, i) => ({ raw: 0.5, right: i % 2 === 0 })),
      ...Array.from({ length: 40 }, (_, i) => ({ raw: 0.9, right: i < 38 })),
    ];
    const curve = fitCurve(points);
    const ps = curve.map(([, p]) => p);
    expect(ps).toEqual([...ps].sort((a, b) => a - b));
    useCalibration({ amount: curve });
    expect(calibrated(0.5, 'amount')).toBeCloseTo(0.5, 1);
    expect(calibrated(0.9, 'amount')).toBeGreaterThan(0.85);
    expect(calibrated(0.9, 'amount')).toBeLessThanOrEqual(0.97);
  });

  it('never raises a score below what the fit saw, and leaves unfitted kinds raw', () => {
    useCalibration({
      amount: [
        [0.6, 0.3],
        [0.9, 0.9],
      ],
    });
    expect(calibrated(0.75, 'amount')).toBeCloseTo(0.6, 5);
    expect(calibrated(0.3, 'amount')).toBeLessThanOrEqual(0.3);
    expect(calibrated(0.42, 'name')).toBe(0.42);
  });

  it("gives a score the fit saw its curve value, at the curve's first point too", () => {
    // Every receipt total scored 0.885 and was right: showing 0.885 would understate it.
    useCalibration({ receipt: [[0.885, 0.97]] });
    expect(calibrated(0.885, 'receipt')).toBe(0.97);
    expect(calibrated(0.8, 'receipt')).toBeLessThanOrEqual(0.8);
  });

  it('ships curves fitted on real documents for the kinds asked most', () => {
    for (const kind of ['amount', 'date', 'name', 'receipt'])
      expect(CALIBRATION_TABLE[kind]?.length).toBeGreaterThan(0);
  });
});
