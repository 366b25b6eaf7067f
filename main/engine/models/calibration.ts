/**
 * Top-label calibration by isotonic regression (pool adjacent violators) on held-out lines: maps the
 * model's top confidence to how often such suggestions were right. Temperature scaling alone cannot
 * fix a model that is sure of lines it memorised from noisy history; this can.
 */
export type Calibration = { x: number[]; y: number[] };

export function fitIsotonic(pairs: { confidence: number; correct: boolean }[]): Calibration | null {
  if (pairs.length < 100) return null;
  const sorted = [...pairs].sort((a, b) => a.confidence - b.confidence);
  // Equal-count bins first (at least 50 lines each) so no tiny all-right block claims certainty,
  // then pool adjacent violators so the map only ever rises.
  const size = Math.max(50, Math.ceil(sorted.length / 15));
  const blocks: { hit: number; n: number; conf: number }[] = [];
  for (let i = 0; i < sorted.length; i += size) {
    const bin = sorted.slice(i, i + size);
    if (bin.length < size / 2 && blocks.length > 0) {
      const last = blocks[blocks.length - 1]!;
      for (const p of bin) {
        last.hit += p.correct ? 1 : 0;
        last.conf += p.confidence;
        last.n++;
      }
      continue;
    }
    blocks.push({
      hit: bin.filter((p) => p.correct).length,
      n: bin.length,
      conf: bin.reduce((a, p) => a + p.confidence, 0),
    });
  }
  const pooled: typeof blocks = [];
  for (const b of blocks) {
    pooled.push({ ...b });
    while (pooled.length > 1) {
      const z = pooled[pooled.length - 1]!;
      const a = pooled[pooled.length - 2]!;
      if (a.hit / a.n < z.hit / z.n) break;
      pooled.splice(pooled.length - 2, 2, { hit: a.hit + z.hit, n: a.n + z.n, conf: a.conf + z.conf });
    }
  }
  return { x: pooled.map((b) => b.conf / b.n), y: pooled.map((b) => b.hit / b.n) };
}

/** Piecewise-linear lookup; outside the fitted range the end values hold. */
export function applyIsotonic(c: Calibration, p: number): number {
  const { x, y } = c;
  if (x.length === 0) return p;
  if (p <= x[0]!) return y[0]!;
  const last = x.length - 1;
  if (p >= x[last]!) return y[last]!;
  let lo = 0;
  let hi = last;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (x[mid]! <= p) lo = mid;
    else hi = mid;
  }
  const t = (p - x[lo]!) / (x[hi]! - x[lo]! || 1);
  return y[lo]! + t * (y[hi]! - y[lo]!);
}

/** Replaces the top probability by its calibrated value and rescales the rest to keep the sum 1. */
export function calibrateDistribution(c: Calibration, p: Float64Array, k: number): void {
  let top = 0;
  for (let i = 1; i < k; i++) if (p[i]! > p[top]!) top = i;
  const raw = p[top]!;
  const cal = Math.min(Math.max(applyIsotonic(c, raw), 1 / k), 1);
  const scale = raw < 1 ? (1 - cal) / (1 - raw) : 0;
  for (let i = 0; i < k; i++) p[i] = i === top ? cal : p[i]! * scale;
}
