import type { Located } from './locate';
import { parseAmount } from './normalize';
import type { PageModel } from './page-types';
import { cents } from './receipt-arithmetic';

/**
 * The VAT that makes net + VAT = gross, where the tax lines found are its parts: India's "CGST @ 9%
 * 11,970.00" and "SGST @ 9% 11,970.00" under the taxable value, repeated in a tax summary's row
 * "999723 | 1,33,000.00 | 11,970.00 | 11,970.00 | 23,940.00" under "Total Tax". Each line, found
 * beside its label, is surer than the summary's total read under its heading, and one of them was
 * the answer to "the total tax": half the tax. The lines of one kind of place (all beside their
 * labels, or all on the total's own row) that sum to the VAT the arithmetic picked are its parts: it
 * is the total of them, as sure as the surest. A question naming some of the lines by a word the
 * total's place lacks asks those (vat-parts.ts does the same). `lines`: every VAT place found, each
 * line however often its value is printed (`found` keeps one place per value).
 */
export function vatOfPickedParts(
  model: PageModel,
  found: Located[],
  lines: Located[],
  pick: number,
  asked: string[],
  wordsAt: (l: Located) => string[],
): Located[] | null {
  const total = found.find((l) => parseAmount(l.text) === pick);
  if (!total) return null;
  const others = lines.filter((l) => parseAmount(l.text) !== pick);
  const onRow = (l: Located) => Math.abs(l.box.y - total.box.y) < model.lineHeight / 2;
  const groups = [others.filter((l) => l.via !== 'below'), others.filter(onRow)];
  const parts = groups.find((g) => distinct(g).length >= 2 && sums(distinct(g), pick));
  if (!parts) return null;
  const own = new Set(wordsAt(total));
  const named = parts.filter((p) => wordsAt(p).some((w) => asked.includes(w) && !own.has(w)));
  if (named.length && named.length < distinct(parts).length) return null;
  const score = Math.max(total.score, ...parts.map((p) => p.score));
  const rest = found.filter((l) => l !== total).map((l) => ({ ...l, score: l.score * LINES }));
  return [{ ...total, score }, ...rest];
}

/** Each place once: a label's value found twice is one line. */
const distinct = (ls: Located[]): Located[] =>
  ls.filter((l, i) => ls.findIndex((o) => o.box.x === l.box.x && o.box.y === l.box.y) === i);

const sums = (ls: Located[], pick: number): boolean =>
  ls.reduce((s, l) => s + cents(parseAmount(l.text) ?? NaN), 0) === cents(pick);

/** A tax line's amount, where their total is found, is part of it: less sure than it. */
const LINES = 0.85;
