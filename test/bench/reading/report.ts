/**
 * Turns question results into the benchmark's table: per set, question language and field the
 * right answers, wrong answers and false answers to absent questions; calibration (ECE) and
 * latency per set.
 */
import type { DocumentResult, QuestionResult } from './run';

/** Expected calibration error over the answers given: 10 equal-width confidence bins. */
export function ece(results: QuestionResult[]): number {
  return calibrationError(
    results.filter((r) => r.answer !== null).map((r) => ({ p: r.confidence, right: r.outcome === 'right' })),
  );
}

/**
 * Expected calibration error of answers given with probability `p`, the standard way (Naeini et
 * al. 2015, Guo et al. 2017): 10 equal-width bins [0, 0.1), [0.1, 0.2), … [0.9, 1] over the
 * answers given, each bin's |share right − mean confidence| weighted by its share of the answers.
 * (Confidences are shown to two places, so no value falls between two bins by rounding.)
 */
export function calibrationError(given: { p: number; right: boolean }[]): number {
  if (!given.length) return NaN;
  const bins = Array.from({ length: 10 }, () => ({ n: 0, p: 0, right: 0 }));
  for (const g of given) {
    const bin = bins[Math.min(9, Math.floor(g.p * 10))]!;
    bin.n++;
    bin.p += g.p;
    if (g.right) bin.right++;
  }
  return bins.reduce((s, b) => s + (b.n ? (b.n / given.length) * Math.abs(b.right / b.n - b.p / b.n) : 0), 0);
}

export function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}

const pct = (a: number, b: number) => (b ? `${Math.round((100 * a) / b)}%` : '-');
const frac = (a: number, b: number) => (b ? `${a}/${b}` : '-');

function row(cells: string[], widths: number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
}

export function printSet(set: string, docs: DocumentResult[]): string[] {
  const out: string[] = [];
  const results = docs.flatMap((d) => d.results);
  const failed = docs.filter((d) => d.error);
  const langs = [...new Set(results.map((r) => r.lang))];
  const docLangs = [...new Set(docs.map((d) => d.doc.lang))].join(',');
  out.push(
    `\n== ${set}: ${docs.length} documents (${docLangs})${failed.length ? `, ${failed.length} could not be read` : ''}`,
  );
  const widths = [22, 9, 9, 9, 6, 7];
  out.push(row(['lang field', 'plain', 'reworded', 'right', '', 'wrong'], widths));
  for (const lang of langs) {
    const mine = results.filter((r) => r.lang === lang);
    const fields = [...new Set(mine.filter((r) => r.wording !== 'absent').map((r) => r.field))];
    for (const field of fields) {
      const f = mine.filter((r) => r.field === field);
      const plain = f.filter((r) => r.wording === 'plain');
      const rew = f.filter((r) => r.wording === 'reworded');
      const right = (l: QuestionResult[]) => l.filter((r) => r.outcome === 'right').length;
      out.push(
        row(
          [
            `${lang} ${field}`,
            frac(right(plain), plain.length),
            frac(right(rew), rew.length),
            frac(right(f), f.length),
            pct(right(f), f.length),
            String(f.filter((r) => r.outcome === 'wrong').length),
          ],
          widths,
        ),
      );
    }
    const present = mine.filter((r) => r.wording !== 'absent');
    const absent = mine.filter((r) => r.wording === 'absent');
    const rightN = present.filter((r) => r.outcome === 'right').length;
    const falseN = absent.filter((r) => r.outcome === 'false-answer').length;
    if (present.length)
      out.push(
        row(
          [
            `${lang} ALL FIELDS`,
            '',
            '',
            frac(rightN, present.length),
            pct(rightN, present.length),
            String(present.filter((r) => r.outcome === 'wrong').length),
          ],
          widths,
        ),
      );
    out.push(
      `${lang} absent questions: false answers ${frac(falseN, absent.length)} (${pct(falseN, absent.length)})`,
    );
  }
  const read = docs.filter((d) => !d.error);
  const ms = read.map((d) => d.ms);
  const cpu = read.map((d) => d.cpuMs);
  const given = results.filter((r) => r.answer !== null).length;
  out.push(
    `ECE ${ece(results).toFixed(3)} over ${given} answers given; latency per document (read + answer) ` +
      `median ${percentile(ms, 50).toFixed(0)} ms, p90 ${percentile(ms, 90).toFixed(0)} ms ` +
      `(CPU median ${percentile(cpu, 50).toFixed(0)} ms, p90 ${percentile(cpu, 90).toFixed(0)} ms)`,
  );
  for (const f of failed) out.push(`  not read: ${f.doc.id}: ${f.error}`);
  return out;
}
