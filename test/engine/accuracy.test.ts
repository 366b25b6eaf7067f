import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedCalibrationError } from '../../main/engine/models/logreg';
import { launch, type TestEngine } from './engine-client';
import { eilDataset, eilInput, placeDataset } from './datasets-helpers';
import { generateLines } from './synthetic';

type Predictions = { predictions: Record<string, { label: string; confidence: number }[]>[] };

let e: TestEngine;
// Generated history: 200 accounts, 300 suppliers, 2% label noise; the last 2,000 lines are held out.
const lines = generateLines(22_000, { accounts: 200, suppliers: 300, seed: 2024 });
const train = lines.slice(0, 20_000);
const heldOut = lines.slice(20_000);
// A harder history: 15% of lines booked off-pattern, so confidences must spread to stay honest.
const noisy = generateLines(12_000, { accounts: 60, suppliers: 150, seed: 77, noise: 0.15 });

beforeAll(async () => {
  e = await launch({ scanIntervalMs: 100 });
  placeDataset(e.engine.bucketRoot, 'electronic-invoice-line', 'accuracy.pb', eilDataset(train));
  placeDataset(
    e.engine.bucketRoot,
    'electronic-invoice-line',
    'noisy.pb',
    eilDataset(noisy.slice(0, 10_000), ['account']),
  );
  await e.engine.idle();
}, 120_000);
afterAll(async () => e.dispose());

describe('EIL model quality on held-out lines', () => {
  it('is accurate and calibrated for every target', async () => {
    const targets = ['account', 'vat_code', 'cost_center'] as const;
    const pairs: Record<string, { confidence: number; correct: boolean }[]> = {
      account: [],
      vat_code: [],
      cost_center: [],
    };
    for (let i = 0; i < heldOut.length; i += 500) {
      const batch = heldOut.slice(i, i + 500);
      const r = await e.post('/model/electronic-invoice-line/v1/dataset/accuracy.pb/predict', {
        inputs: batch.map(eilInput),
        targets,
        options: { suggestion_limit: 1 },
      });
      expect(r.status).toBe(200);
      (r.body as unknown as Predictions).predictions.forEach((p, j) => {
        for (const t of targets)
          pairs[t]!.push({
            confidence: p[t]![0]!.confidence,
            correct: p[t]![0]!.label === batch[j]!.targets[t],
          });
      });
    }
    const report = targets.map((t) => {
      const accuracy = pairs[t]!.filter((p) => p.correct).length / pairs[t]!.length;
      return {
        target: t,
        accuracy: Math.round(accuracy * 1000) / 1000,
        ece: Math.round(expectedCalibrationError(pairs[t]!) * 1000) / 1000,
      };
    });
    console.log('held-out quality (2,000 lines):', JSON.stringify(report));
    for (const r of report) {
      expect(r.accuracy, `${r.target} accuracy`).toBeGreaterThan(0.9);
      expect(r.ece, `${r.target} expected calibration error`).toBeLessThan(0.05);
    }
    // Confidence means something: lines suggested with high confidence are right more often.
    const acc = pairs.account!;
    const high = acc.filter((p) => p.confidence >= 0.8);
    const low = acc.filter((p) => p.confidence < 0.5);
    if (low.length >= 10)
      expect(high.filter((p) => p.correct).length / high.length).toBeGreaterThan(
        low.filter((p) => p.correct).length / low.length,
      );
  }, 120_000);

  it('stays calibrated when the history is noisy', async () => {
    const test = noisy.slice(10_000);
    const r = await e.post('/model/electronic-invoice-line/v1/dataset/noisy.pb/predict', {
      inputs: test.map(eilInput),
      targets: ['account'],
      options: { suggestion_limit: 1 },
    });
    expect(r.status).toBe(200);
    const pairs = (r.body as unknown as Predictions).predictions.map((p, j) => ({
      confidence: p.account![0]!.confidence,
      correct: p.account![0]!.label === test[j]!.targets.account,
    }));
    const accuracy = pairs.filter((p) => p.correct).length / pairs.length;
    const ece = expectedCalibrationError(pairs);
    const meanConfidence = pairs.reduce((a, p) => a + p.confidence, 0) / pairs.length;
    console.log('noisy held-out (2,000 lines):', JSON.stringify({ accuracy, meanConfidence, ece }));
    expect(accuracy).toBeGreaterThan(0.75);
    expect(ece).toBeLessThan(0.05);
  });
});
