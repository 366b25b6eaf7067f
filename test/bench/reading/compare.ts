/**
 * Compares this run with an earlier `--json` run, question by question, so a change to the reading
 * code shows what it fixed and what it broke, not only how the totals moved.
 */
import { readFileSync } from 'node:fs';
import type { Outcome, QuestionResult } from './run';

type Row = Partial<QuestionResult> & { set: string; doc: string; error?: string };

const GOOD: Outcome[] = ['right', 'abstained'];
/** A confident false answer is worse than none: a bookkeeper books it. */
const FALSE: Outcome[] = ['wrong', 'false-answer'];
const rank = (o: Outcome): number => (GOOD.includes(o) ? 2 : FALSE.includes(o) ? 0 : 1);
const key = (r: Row) => `${r.set}\u0000${r.doc}\u0000${r.question ?? ''}`;

export function compareRuns(file: string, now: QuestionResult[]): string[] {
  let before: Row[];
  try {
    before = JSON.parse(readFileSync(file, 'utf8')) as Row[];
  } catch {
    return [`\nCould not read the earlier run "${file}": give a file written by --json.`];
  }
  const old = new Map(before.filter((r) => r.question).map((r) => [key(r), r]));
  const fixed: QuestionResult[] = [];
  const broken: { was: Row; now: QuestionResult }[] = [];
  let compared = 0;
  let changed = 0;
  for (const r of now) {
    const was = old.get(key(r));
    if (!was?.outcome) continue;
    compared++;
    // Better or worse by the outcome's rank: missed -> wrong is worse too, wrong -> missed better.
    if (rank(r.outcome) > rank(was.outcome)) fixed.push(r);
    if (rank(r.outcome) < rank(was.outcome)) broken.push({ was, now: r });
    if ((was.answer ?? null) !== r.answer) changed++;
  }
  const out = [
    `\nCompared with ${file}: ${compared} questions asked in both runs; ` +
      `${fixed.length} better (right or rightly unanswered, or no longer wrong), ${broken.length} worse; ` +
      `${changed} answers changed.`,
  ];
  const show = (r: QuestionResult) =>
    `${r.set}/${r.doc}: "${r.question}" → ${r.answer === null ? '(no answer)' : JSON.stringify(r.answer)} ` +
    `(${r.outcome}, ${r.confidence})`;
  for (const b of broken.slice(0, 15))
    out.push(`  broke: ${show(b.now)}, was ${JSON.stringify(b.was.answer ?? null)}`);
  if (broken.length > 15) out.push(`  … and ${broken.length - 15} more`);
  for (const f of fixed.slice(0, 5)) out.push(`  fixed: ${show(f)}`);
  if (fixed.length > 5) out.push(`  … and ${fixed.length - 5} more`);
  return out;
}
