import { round2 } from '../../util/round';

/** One page's finding for a question: the answer read, its raw score and calibrated probability. */
export type PageFinding = { answer: string; raw: number; p: number };

/**
 * Pages that answer one question differently at one confidence: the document's answer is the most
 * confident page's (best-answer.ts), the first page's on a tie, so a tie would pick by page order.
 * The calibration curves are flat where the pages typed by others were right alike (every amount
 * from 0.51 up is 0.97), but two pages disagreeing are not alike: on the ZUGFeRD prints the page
 * whose finding scored lower was the wrong one each time (a total's page over its line items').
 * So the weaker of two different answers tied at a confidence is said one step less sure, and the
 * stronger finding is the one given. Same answers tie on: either page says the same.
 */
export function belowStronger<T extends PageFinding>(found: (T | null)[]): (T | null)[] {
  return found.map((f) => {
    if (!f) return f;
    const stronger = found.find(
      (g) => g && g !== f && g.answer !== f.answer && g.raw > f.raw && round2(g.p) === round2(f.p),
    );
    return stronger ? { ...f, p: round2(stronger.p) - 0.01 } : f;
  });
}
