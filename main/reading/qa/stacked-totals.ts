import { QUALIFIER_GROUPS } from '../lang';
import type { Located } from './locate';
import type { Segment } from '../types';
import { segmentsByLine } from './geometry';
import type { LabelHit, PageModel } from './page-model';
import { tokens } from './normalize';
import { findValues } from './values';
// A run of labels holding none of the totals block's concepts is no totals block.
import { TOTALS } from './lexicon';

/**
 * Totals whose labels and values a text layer gives apart: a totals block extracted column by
 * column prints its amounts as a run of lines ("USD 40.25" / "USD 7.65" / "USD 47.90") and its
 * labels as the next run ("Total Ex. Tax" / "19.01% VAT" / "Total Amount Paid"), or the other way
 * round. Two adjacent runs of as many lines pair in order. The pairing is a guess about the
 * layout, so it counts only where the totals it gives add up (totals.ts checks net + VAT = gross).
 */

/** What a label paired by the order of lines is worth against a label beside its value. */
const STACKED = 0.6;
/** How far apart two lines of one run may be, in lines. */
const LINE_GAP = 1.6;

/** A printed line as the text layer gave it (not joined into headings): its segments, left to right. */
type Line = { y: number; x: number; bottom: number; segs: Segment[] };

const RATE = /\d{1,2}(?:[.,]\d{1,3})?\s?%/g;

/** A line of a few words and nothing else but a rate ("19.01% VAT", "Gross value"): a label alone. */
function labelOnly(line: Line): Segment | null {
  const [only] = line.segs;
  if (line.segs.length !== 1 || !only) return null;
  const text = only.text.replace(RATE, '');
  if (/\d/.test(text) || !/\p{L}{3}/u.test(text) || only.words.length > 5) return null;
  return only;
}

/** A line of one amount and perhaps its currency ("USD    USD 7.65", "0.00"): a value alone. */
function valueOnly(line: Line): { text: string; normalized: string; seg: Segment } | null {
  const last = line.segs[line.segs.length - 1];
  if (!last) return null;
  const found = findValues('amount', last.text);
  const value = found[0];
  if (found.length !== 1 || !value) return null;
  const rest = line.segs
    .map((s) => s.text)
    .join(' ')
    .replace(value.text, '');
  const words = tokens(rest).filter((t) => !/^\d+$/.test(t));
  if (rest.includes('%') || words.some((w) => w.length > 1 && !QUALIFIER_GROUPS.currency.has(w))) return null;
  // A lone amount printed again before it on the line ("USD 40.25   USD 40.25") is a table's row.
  if (findValues('amount', rest).length) return null;
  return { text: value.text, normalized: value.normalized, seg: last };
}

function printedLines(model: PageModel): Line[] {
  return [...segmentsByLine(model.page.segments).values()]
    .map((segs) => {
      const sorted = [...segs].sort((a, b) => a.x - b.x);
      return {
        y: Math.min(...sorted.map((s) => s.y)),
        x: sorted[0]?.x ?? 0,
        bottom: Math.max(...sorted.map((s) => s.y + s.h)),
        segs: sorted,
      };
    })
    .sort((a, b) => a.y - b.y);
}

/** Whether two lines follow each other in one run: next line down, same left edge. */
const follows = (a: Line, b: Line, lh: number): boolean =>
  b.y - a.bottom <= lh * LINE_GAP && Math.abs(a.x - b.x) <= lh;

const cache = new WeakMap<PageModel, Map<string, Located[]>>();

/** The values a text layer printed apart from their labels, each as its label's concept found it. */
export function stackedTotals(model: PageModel): Map<string, Located[]> {
  const hit = cache.get(model);
  if (hit) return hit;
  const out = pairRuns(model);
  cache.set(model, out);
  return out;
}

function pairRuns(model: PageModel): Map<string, Located[]> {
  const lines = printedLines(model);
  const lh = model.lineHeight;
  const out = new Map<string, Located[]>();
  // A label is read as the page model read it, wherever the model joined or split its segment.
  const labelOf = (seg: Segment): LabelHit | null =>
    model.segs.find((s) => s.origin === seg && s.label)?.label ?? null;
  let start = 0;
  while (start < lines.length) {
    let end = start;
    while (
      end < lines.length &&
      labelOnly(lines[end]!) &&
      (end === start || follows(lines[end - 1]!, lines[end]!, lh))
    )
      end++;
    const labels = lines.slice(start, end).map((l) => labelOnly(l)!);
    const [from, to] = [start, end];
    start = Math.max(end, start + 1);
    const hits = labels.map(labelOf);
    if (labels.length < 2 || !hits.some((h) => h && TOTALS.has(h.concept.id))) continue;
    // The values straight above the labels, or straight below them, as many lines as labels.
    const above = lines.slice(Math.max(0, from - labels.length), from);
    const below = lines.slice(to, to + labels.length);
    const runs = [
      { run: above, joins: [above[above.length - 1], lines[from]] },
      { run: below, joins: [lines[to - 1], below[0]] },
    ];
    for (const { run, joins } of runs) {
      const [a, b] = joins;
      if (run.length !== labels.length || !a || !b || !follows(a, b, lh)) continue;
      if (!run.every((l, k) => k === 0 || follows(run[k - 1]!, l, lh))) continue;
      const values = run.map(valueOnly);
      hits.forEach((hit, k) => {
        const v = values[k];
        if (!hit || !values.every(Boolean) || !v) return;
        const located = {
          text: v.text,
          normalized: v.normalized,
          box: v.seg,
          score: hit.quality * STACKED,
          via: 'stacked',
        };
        out.set(hit.concept.id, [...(out.get(hit.concept.id) ?? []), located]);
      });
    }
  }
  return out;
}
