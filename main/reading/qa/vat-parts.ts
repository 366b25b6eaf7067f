import type { Located } from './locate';
import { parseAmount, sameCents } from './normalize';
import { AGREEMENT, DISAGREEING, SHOWN_BY_SUM } from './arithmetic-weights';

/** A VAT line found on the page and its value. */
type Part = { l: Located; value: number };

/** The most VAT lines one total sums (a rate each, or central + state + cess). */
const MAX_PARTS = 5;

/**
 * The VAT's total where the page prints it beside the lines it sums: "enthaltene MwSt. 7 %  3,36",
 * "enthaltene MwSt. 19 %  4,53", "MwSt. gesamt  7,89"; a GST summary's "CGST 28.55 | SGST 28.55 |
 * Total GST 57.10". The one VAT amount that is the sum of every other VAT line found (two or more,
 * each printed at a place of its own; the total may print twice) is the total, whatever the totals around it add up to: a
 * gross that includes shipping or a discount leaves no net + VAT = gross to show it, and the
 * difference of a subtotal and a gross is then the shipping or the discount, no tax.
 */
export function vatTotalOfParts(
  found: Located[],
  asked: string[],
  wordsAt: (l: Located) => string[],
): Located[] | null {
  // "Wie hoch ist die MwSt. 7 %?", "What is the CGST?" ask one line of them, not their total.
  if (asked.some((w) => /^\d{1,2}(?:[.,]\d+)?%?$/.test(w))) return null;
  const parts: Part[] = [];
  for (const l of found) {
    const value = parseAmount(l.text) ?? NaN;
    if (!Number.isFinite(value) || value <= 0) continue;
    // One place printed once: a label's value found twice is one line.
    if (parts.some((p) => p.l.box.x === l.box.x && p.l.box.y === l.box.y)) continue;
    parts.push({ l, value });
  }
  if (parts.length < 3 || parts.length > MAX_PARTS + 1) return null;
  const totals = parts.filter((t) => {
    const others = parts.filter((p) => p !== t && !sameCents(p.value, t.value));
    const sum = Math.round(others.reduce((s, p) => s + p.value, 0) * 100) / 100;
    return others.length >= 2 && sameCents(sum, t.value);
  });
  // The total printed twice (its line and a summary's) is one total: the surer place answers.
  const total = totals.sort((a, b) => b.l.score - a.l.score)[0];
  if (!total || totals.some((t) => !sameCents(t.value, total.value))) return null;
  const own = new Set(wordsAt(total.l));
  // A question naming some of the lines by a word the total's label lacks asks those lines
  // ("What is the CGST?"); naming them all, it asks their sum ("CGST and SGST together").
  const lines = parts.filter((p) => !sameCents(p.value, total.value));
  const named = lines.filter((p) => wordsAt(p.l).some((w) => asked.includes(w) && !own.has(w)));
  if (named.length && named.length < lines.length) return null;
  const score = Math.min(1, Math.max(total.l.score + AGREEMENT, SHOWN_BY_SUM));
  return [
    { ...total.l, score },
    ...found.filter((l) => l !== total.l).map((l) => ({ ...l, score: l.score * DISAGREEING })),
  ];
}
