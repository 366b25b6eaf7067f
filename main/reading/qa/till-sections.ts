import type { TillRow } from './till-line-rows';
import { sameCents } from './normalize';

/**
 * An item row as till-lines.ts reads it: `start` when it opens a section under its heading,
 * `ruled` when a rule is printed over it ("--------": what follows sums what is over it).
 */
export type Item = TillRow & { start: boolean; ruled: boolean };

const sumOf = (items: Item[]): number => Math.round(items.reduce((s, r) => s + r.amount!, 0) * 100) / 100;

/**
 * The items of a page that prints them in sections, without the rows that total the sections:
 * - a section's subtotal under its items and a rule ("Subtotaal elektriciteit  67,66" under six
 *   charges and "--------"), a row whose amount is the sum of the two or more items over it since
 *   the section began; the next item begins a section. Without the rule a row that sums the rows
 *   over it may be a charge of its own (an insurer's "vierteljährlicher Beitrag", a line of the
 *   e-invoice);
 * - a recap of the sections over the total, under a rule ("Labour  3,200.00" / "Materials
 *   1,180.50" under the labour and the materials listed under their headings): the last rows, one
 *   per section, each the sum of its section, in order.
 * What is left are the items; their sum must still be printed under them (till-lines.ts).
 */
export function sectioned(items: Item[]): Item[] {
  const out: Item[] = [];
  let start = 0;
  for (const item of items) {
    if (item.start) start = out.length;
    const section = out.slice(start);
    if (item.ruled && section.length >= 2 && sameCents(item.amount!, sumOf(section))) {
      start = out.length;
      continue;
    }
    out.push(start === out.length && !item.start ? { ...item, start: true } : item);
  }
  return withoutRecap(out);
}

/** The items less a recap of their sections printed last (see sectioned). */
function withoutRecap(items: Item[]): Item[] {
  const starts = items.flatMap((r, i) => (i === 0 || r.start ? [i] : []));
  const k = starts.length;
  // The recap follows the last section's items; each section is its own rows up to the next.
  if (k < 2 || items.length - k <= starts[k - 1]! || !items[items.length - k]!.ruled) return items;
  const body = items.slice(0, items.length - k);
  const recap = items.slice(items.length - k);
  const sums = starts.map((b, j) => sumOf(body.slice(b, starts[j + 1] ?? body.length)));
  return sums.every((s, j) => sameCents(s, recap[j]!.amount!)) ? body : items;
}
