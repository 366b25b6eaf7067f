/**
 * The most confident candidate that answers, over every page (the first of equals); null when
 * none does. Candidates come one per question and page, most of them without an answer.
 */
export function bestAnswered<T extends { answer?: string; confidence: { value: number } }>(
  candidates: readonly T[],
): T | null {
  let best: T | null = null;
  for (const c of candidates)
    if (c.answer !== undefined && (!best || c.confidence.value > best.confidence.value)) best = c;
  return best;
}
