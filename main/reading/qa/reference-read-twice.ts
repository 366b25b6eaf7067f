import { editDistance, tokens } from './normalize';
import type { Concept } from './lexicon';
import type { Located } from './located';
import type { PageModel } from './page-model';
import { yearSetApart } from './year-serial';

/**
 * A scanned reference (an invoice number, an order number) checked against the page's other
 * printing of it. Pages print the invoice number twice: in the head and on the payment slip or in
 * the line asking it be quoted ("Please quote invoice number CFS-25-0219", "Ref: CSE-3318"). OCR
 * drops or blurs a small mark in one place at a time: the head's "CSE-3318" read "CSE 3318",
 * "CCR-5521" read "CCR5521", "CT-2026-0217" read "@T 2026 0217". So:
 *  - another reading of the same letters and digits that prints the marks the answer lost (a
 *    hyphen, a slash or the prefix where the answer has a space or nothing) is the number as
 *    printed: OCR drops marks, it does not add them. Nothing is invented: the text is the page's.
 *  - another reading after the concept's own label whose letters or digits differ by one or two
 *    ("CES 2570219" in the head, "invoice number CFS-25-0219" below) means one of them is misread
 *    and which one is unknown: nothing is said rather than a number that may be booked wrong.
 * A page read from its text layer has no misreadings and is returned as it is.
 */

/** Letters and digits only: what two readings of one number share whatever marks OCR lost. */
const key = (text: string): string => text.toUpperCase().replace(/[^0-9A-Z]/g, '');
/** Shorter numbers are a digit or two apart from too many other numbers on a page (postcodes, days). */
const MIN_KEY = 6;
/** A letter or digit misread, dropped or doubled in one reading, up to two: more is another number. */
const SLIPS = 2;
/** The marks a reference prints between its parts, which OCR drops. */
const MARKS = /[-/.]/g;
/** Characters of a printed reference's token: a reading found inside a line is extended over them. */
const TOKEN_CHAR = /[\p{L}\p{N}\-/.]/u;
/** A prefix OCR may have blurred into noise: a few letters before the number's mark ("CT-"). */
const PREFIX = /^[A-Z]{1,4}$/;

/** A payment code: a run of ten digits and more. */
const CODE = /\d{10,}/g;

const marks = (text: string): number => (text.match(MARKS) ?? []).length;

export function referenceReadTwice(model: PageModel, concept: Concept, found: Located[]): Located[] {
  const [top, ...rest] = found;
  if (!top || model.page.readConfidence === undefined || concept.type !== 'reference') return found;
  const mine = key(top.text);
  if (mine.length < MIN_KEY) return codeDiffers(model, mine) ? [] : found;
  const readings = model.segs.flatMap((s) => readingsIn(s.seg.text, mine, /^\d/.test(mine)));
  const marked = [...new Set(readings.filter((r) => r !== top.text && marks(r) > marks(top.text)))];
  if (marked.length === 1) return [{ ...top, text: marked[0]!, normalized: marked[0]! }, ...rest];
  if (marked.length > 1) return [];
  const labels = model.labels.entries.find((e) => e.concept.id === concept.id)?.labels ?? [];
  const misread = model.segs.some((s) =>
    afterLabels(s.seg.text, labels).some((r) => {
      const k = key(r);
      return k !== mine && k.length >= MIN_KEY && editDistance(k, mine, SLIPS) <= SLIPS;
    }),
  );
  return misread || codeDiffers(model, mine) || yearSetApart(model, top.text) ? [] : found;
}

/**
 * A number of digits alone that the page's payment code (a KID, an FIK or OCR line, a structured
 * reference) prints a digit apart and nowhere as read: the code carries the invoice number, and
 * one of the two is misread ("58215" in the head, "005821310447" on the slip).
 */
function codeDiffers(model: PageModel, mine: string): boolean {
  if (!/^\d{5,}$/.test(mine)) return false;
  const codes = model.segs.flatMap((s) => s.seg.text.match(CODE) ?? []);
  if (codes.some((c) => c.includes(mine))) return false;
  return codes.some((c) => {
    for (let i = 0; i + mine.length <= c.length; i++) {
      let off = 0;
      for (let n = 0; n < mine.length && off < 2; n++) if (c[i + n] !== mine[n]) off++;
      if (off === 1) return true;
    }
    return false;
  });
}

/**
 * The printings of `wanted` (letters and digits) in a line, each extended to its whole token; where
 * the number opens with a digit, a few letters before its mark are kept as part of it.
 */
function readingsIn(text: string, wanted: string, prefixed: boolean): string[] {
  const at: number[] = [];
  let letters = '';
  for (let i = 0; i < text.length; i++)
    if (/[\p{L}\p{N}]/u.test(text[i]!)) {
      at.push(i);
      letters += text[i]!.toUpperCase();
    }
  const out: string[] = [];
  for (let j = letters.indexOf(wanted); j >= 0; j = letters.indexOf(wanted, j + 1)) {
    let [a, b] = [at[j]!, at[j + wanted.length - 1]! + 1];
    while (a > 0 && TOKEN_CHAR.test(text[a - 1]!)) a--;
    while (b < text.length && TOKEN_CHAR.test(text[b]!)) b++;
    const reading = text.slice(a, b).replace(/^[-/.]+|[-/.]+$/g, '');
    const extra = key(reading).slice(0, key(reading).length - wanted.length);
    if (key(reading).endsWith(wanted) && (extra === '' || (prefixed && PREFIX.test(extra))))
      out.push(reading);
  }
  return out;
}

/** The word printed after one of the concept's own labels in a line ("invoice number CFS-25-0219"). */
function afterLabels(text: string, labels: string[][]): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const folded = words.map((w) => tokens(w).join(' '));
  const out: string[] = [];
  for (const label of labels) {
    // A label of one short word ("No", "Nr") opens too many other numbers' lines.
    if (label.length < 2 && (label[0]?.length ?? 0) < 6) continue;
    for (let i = 0; i + label.length < words.length; i++)
      if (label.every((t, n) => folded[i + n] === t)) out.push(words[i + label.length]!);
  }
  return out;
}
