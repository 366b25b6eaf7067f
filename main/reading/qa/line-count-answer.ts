import type { PageText } from '../types';
import { confidence, type Confidence } from '../confidence';
import { countedLines, UNSURE_LINE } from './counted-lines';
import { rowLeftOut } from './count-short';
import { calibrated } from './calibration';

/** One question's answer on one page (answer.ts's candidate, typed here to keep this leaf free of it). */
type Counted = { question: string; answer: string; confidence: Confidence; pageRef: number };

/**
 * "How many lines?": the invoice's line table, counted across the pages read. The count is as sure
 * as its least sure line (a row whose quantity x price is its amount is sure), a little less:
 * 60 of 66 counts on the real ZUGFeRD prints were right.
 */
const COUNT_DISCOUNT = 0.95;

export function lineCountAnswer(pages: PageText[], question: string): Counted | null {
  // A till receipt's items are counted too (till-lines.ts); its draft books the total as one line.
  const lines = countedLines(pages);
  const first = lines[0];
  if (!first) return null;
  const least = Math.min(...lines.map((l) => l.confidence.value));
  // A row that may be a note or a sub-row (no amount under the amount heading) leaves the count
  // open: on the real ZUGFeRD prints and scans 4 of 20 such counts were right. Say nothing.
  if (least < UNSURE_LINE) return null;
  // A scan's lines short of the net by a figure printed among the rows lost a row (count-short.ts).
  if (rowLeftOut(pages, lines)) return null;
  const answer = String(lines.length);
  // Counts have their own curve: a count is as sure as its least sure line, a scale of its own.
  const p = calibrated(COUNT_DISCOUNT * least, 'count', { question, page: first.pageRef, answer });
  return { question, answer, confidence: confidence(p), pageRef: first.pageRef };
}
