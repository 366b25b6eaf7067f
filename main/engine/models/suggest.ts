import { targetNotAvailable } from '../errors';
import type { DatasetModels } from '../training/hub';
import type { LineRecord } from './features';
import { predictTarget } from './logreg';
import { mostSimilarLines, type WhyLine } from './why';
import { round2 } from '../../util/round';

export type Suggestion = { label: string; confidence: number; why?: WhyLine[] };

/** Confidences are rounded to 2 decimals, as the interface says. */

/**
 * Checks that every requested target can answer; one unavailable target fails the whole request
 * (the service's behaviour), with the not-found answer naming dataset and target.
 */
export function requireTargets(dataset: string, entry: DatasetModels | undefined, targets: string[]): void {
  for (const target of targets) {
    if (entry?.models.has(target)) continue;
    if (entry?.state === 'FAILED') {
      throw targetNotAvailable(
        dataset,
        target,
        `Dataset "${dataset}" could not be trained: ${entry.error ?? 'unknown reason'}. Fix the file and upload it again.`,
      );
    }
    if (entry && entry.state === 'DONE') {
      throw targetNotAvailable(
        dataset,
        target,
        `Dataset "${dataset}" has no target "${target}". Its targets are: ${entry.targets.join(', ') || 'none'}.`,
      );
    }
    throw targetNotAvailable(dataset, target);
  }
}

export function suggestForTarget(
  entry: DatasetModels,
  target: string,
  record: LineRecord,
  limit: number,
  explain: boolean,
): Suggestion[] {
  const model = entry.models.get(target)!;
  return predictTarget(model, record, limit).map((s) => {
    const out: Suggestion = { label: s.label, confidence: round2(s.p) };
    if (explain) out.why = mostSimilarLines(entry.rows, target, s.label, record);
    return out;
  });
}
