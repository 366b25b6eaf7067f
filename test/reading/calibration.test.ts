import { afterEach, describe, expect, it } from 'vitest';
import { answerDocument } from '../../main/reading/answer-document';
import { bestAnswered } from '../../main/reading/best-answer';
import { calibrated, useCalibration } from '../../main/reading/qa/calibration';
import { CALIBRATION_TABLE } from '../../main/reading/qa/calibration-table';
import { belowStronger } from '../../main/reading/qa/stronger-page';
import type { IntakeResult } from '../../main/reading/types';
import { CEILING, fitCurve } from '../bench/reading/fit';
import { calibrationError, ece } from '../bench/reading/report';
import { runDocument, type QuestionResult } from '../bench/reading/run';
import { setDocuments } from '../bench/reading/sets';
import { printedPage, type Row } from './positioned-page';

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

  it('gives every finding of one raw score one value, the share of them right', () => {
    // A wrong finding sorted before the right ones at its score made a step of its own there.
    const points = [
      { raw: 0.6, right: false },
      ...Array.from({ length: 30 }, () => ({ raw: 0.6, right: true })),
      ...Array.from({ length: 30 }, () => ({ raw: 0.9, right: true })),
    ];
    useCalibration({ name: fitCurve(points) });
    expect(calibrated(0.6, 'name')).toBeGreaterThan(0.9);
    // The count's 0.95 × 0.7 (0.66499…) is a score the fit saw, not one below its first point.
    useCalibration({ count: fitCurve(Array.from({ length: 30 }, () => ({ raw: 0.95 * 0.7, right: true }))) });
    expect(calibrated(0.95 * 0.7, 'count')).toBe(CEILING);
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

  it('ships rising curves for the kinds asked most, never above the ceiling', () => {
    for (const kind of ['amount', 'date', 'name', 'receipt', 'reference', 'count']) {
      const ps = CALIBRATION_TABLE[kind]!.map(([, p]) => p);
      expect(ps.length).toBeGreaterThan(0);
      expect(ps).toEqual([...ps].sort((a, b) => a - b));
      expect(Math.max(...ps)).toBeLessThanOrEqual(CEILING);
    }
  });
});

describe('expected calibration error as the benchmark reports it', () => {
  it('bins answers in 10 equal widths and weighs each bin by its share of the answers', () => {
    // Bin [0.9, 1): 3 answers at 0.95, 2 right (0.667): gap 0.283, weight 3/4.
    // Bin [0.5, 0.6): 1 answer at 0.5, right: gap 0.5, weight 1/4.
    const given = [
      { p: 0.95, right: true },
      { p: 0.95, right: true },
      { p: 0.95, right: false },
      { p: 0.5, right: true },
    ];
    expect(calibrationError(given)).toBeCloseTo((3 / 4) * (0.95 - 2 / 3) + (1 / 4) * 0.5, 10);
    // A confidence of 1 is the top bin's; all right at it is no error.
    expect(calibrationError([{ p: 1, right: true }])).toBe(0);
  });
});

describe('pages that answer one question differently', () => {
  const page = (rows: Row[], n: number) => ({ ...printedPage(rows).pages[0]!, page: n });
  // Page 1 prints a VAT rate's line, page 2 the invoice's total VAT: both read as the total VAT,
  // and both kinds' curves give 0.97.
  const doc: IntakeResult = {
    name: 'two-pages.pdf',
    kind: 'pdf-text',
    pageCount: 2,
    pages: [
      page(
        [
          'Acme Supplies Ltd',
          'Invoice 4711',
          'Date 03.02.2024',
          '',
          [
            [50, 'Consulting'],
            [300, '198.00'],
          ],
          '',
          [
            [50, 'VAT 19 %'],
            [200, '198.00'],
            [300, '37.62'],
          ],
        ],
        1,
      ),
      page(
        [
          'Acme Supplies Ltd',
          'Page 2',
          '',
          [
            [50, 'Net total'],
            [300, '473.00'],
          ],
          [
            [50, 'Total VAT'],
            [300, '56.87'],
          ],
          [
            [50, 'Amount due'],
            [300, '529.87'],
          ],
        ],
        2,
      ),
    ],
  };

  it("gives the stronger finding, not the first page's, when the curves tie them", () => {
    for (const q of ['What is the total VAT?', 'Wie hoch ist die Umsatzsteuer insgesamt?']) {
      const best = bestAnswered(answerDocument(doc, [q]));
      expect(best?.answer).toBe('56.87');
      expect(best?.pageRef).toBe(2);
    }
  });

  it('leaves pages that say the same, or differ in confidence, as they are', () => {
    const same = [
      { answer: '01.10.2018', raw: 0.55, p: 0.97 },
      { answer: '01.10.2018', raw: 0.95, p: 0.97 },
    ];
    expect(belowStronger(same)).toEqual(same);
    const apart = [
      { answer: '10,00', raw: 0.82, p: 0.9 },
      { answer: '20,16', raw: 0.94, p: 0.97 },
    ];
    expect(belowStronger(apart)).toEqual(apart);
    expect(
      belowStronger([{ answer: '-5,00', raw: 0.75, p: 0.97 }, null, { answer: '-1,12', raw: 0.88, p: 0.97 }]),
    ).toEqual([{ answer: '-5,00', raw: 0.75, p: 0.96 }, null, { answer: '-1,12', raw: 0.88, p: 0.97 }]);
  });
});

/**
 * The goal, on real documents the curves were not fitted on (they are fitted on the pages
 * typed by others): answers given with 0.97 are right about 97 times in 100 on each set, asked in
 * the document's language and English (the benchmark asks in every language too). The ZUGFeRD
 * prints need the shared corpus and are measured by the benchmark. Before the curves were fitted
 * on the typed pages, printed-en stood at 0.061.
 */
describe('calibration on real documents', () => {
  it.each(['printed-en', 'printed-de', 'receipts', 'receipts-more'])(
    '%s: expected calibration error at most 0.05',
    async (set) => {
      const results: QuestionResult[] = [];
      for (const doc of setDocuments(set)) results.push(...(await runDocument(doc)).results);
      expect(results.filter((r) => r.answer !== null).length).toBeGreaterThan(40);
      expect(ece(results)).toBeLessThanOrEqual(0.05);
    },
    60_000,
  );
});
