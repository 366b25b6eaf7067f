import type { Concept } from './lexicon';
import type { Located } from './locate';
import type { PageModel, SegmentInfo } from './page-model';
import type { Segment } from '../types';
import { textAfter } from './segment-words';
import { rightOnLine } from './geometry';
import { ASKED_RATE, findValues, CURRENCY_MARK, positiveRateIn, type Found } from './values';
import { restoredCents } from './ocr-cents';
import { CENTS, withoutRates } from './ocr-figures';

/**
 * A label printed with a value OCR could not read: "Rechnungsbetrag  Tol2,57€", "NET À PAYER
 * 818153 €", "TOTAL DUE  £5.98 20", "Rechnungsdatum  2160972026". Its value was printed there, so
 * what the finders take instead (the line under it, the total before the deposit, a label of a
 * related total, another date by its shape) is a neighbour's value, booked at full confidence. On a
 * scan, a finding of the concept counts only where a label at least as strong as the unread one
 * found it; the page's own arithmetic (a till's cash less change) may still answer after it. A text
 * layer prints what its maker wrote: nothing there is unread.
 */

/** What a related concept's label is worth against the concept's own (find.ts, RELATED_LABEL). */
const RELATED_LABEL = 0.9;
/** The weight of a value beside its label on its line (locate.ts, placesNear). */
const BESIDE = 0.97;
/** A value read after its label in the same segment. */
const INLINE = 1;
/** Totals sit at the foot of the invoice: locate.ts adds this share of the page's height. */
const FOOT = 0.05;
/** Its own value, read as a fragment, scores as the label would: the line's height apart, no more. */
const SAME_LABEL = 0.005;

/** Too many letters for a misread figure: words ("30 days", "Page 1 of 2") are no figure. */
const FEW_LETTERS = 3;
/** A misread date keeps most of its digits ("2160972026" for 21.09.2026, "03110.2024"). */
const DATE_DIGITS = 6;

const letters = (text: string) => (text.replace(CURRENCY_MARK, ' ').match(/\p{L}/gu) ?? []).length;
const digits = (text: string) => (text.match(/\d/g) ?? []).length;

/**
 * Part of a figure OCR broke apart: the value found has digits beside it that are no figure of
 * their own ("5 983 91€" read "91", "£5.98 20" read "5.98", "Rs11, 11615.00" read "11615.00").
 * Two figures with cents in one cell ("198,00 37,62") are two columns, both whole.
 */
function fragment(cell: string, found: Found): boolean {
  // Where it is printed: a found value's start may count from the cell's text trimmed.
  const start =
    cell.slice(found.start, found.start + found.text.length) === found.text
      ? found.start
      : cell.lastIndexOf(found.text);
  if (start < 0) return false;
  const before = /(\S+)\s?$/.exec(cell.slice(0, start))?.[1] ?? '';
  const after = /^\s?(\S+)/.exec(cell.slice(start + found.text.length))?.[1] ?? '';
  const broken = (token: string) => /\d/.test(token) && !CENTS.test(token.replace(/[^\d.,]+$/, ''));
  return (/\d[.,]?$/.test(before) && broken(before)) || (/^[.,]?\d/.test(after) && broken(after));
}

/** Whether an amount's cell reads as no amount, or as part of one. */
function unreadAmount(model: PageModel, cell: string, at: SegmentInfo): boolean {
  if (digits(cell) < 3 || letters(cell) > FEW_LETTERS) return false;
  const bare = cell.replace(CURRENCY_MARK, ' ').trim();
  const found = findValues('amount', cell);
  const last = found[found.length - 1];
  // Digits alone are read back where the page's figures add up to them (ocr-cents.ts).
  const whole = /^\d{3,}$/.test(bare) ? bare : last && /^\d{3,}$/.test(last.text.trim()) ? last.text : null;
  if (whole !== null) {
    const probe: Located = { text: whole, normalized: whole, box: at.seg, score: 1, via: 'right' };
    return restoredCents(model, [probe]).length === 0;
  }
  return !last || fragment(cell, last);
}

/** Whether a date's cell reads as no date: most of a date's digits, and no date. */
const unreadDate = (cell: string): boolean =>
  digits(cell) >= DATE_DIGITS && letters(cell) <= 1 && !findValues('date', cell).length;

/**
 * The cells that hold a label's value on its line: the rest of its segment, then the segments right
 * of it up to the next label.
 */
export function cellsOf(
  model: PageModel,
  info: SegmentInfo,
): { text: string; at: SegmentInfo; inline: boolean }[] {
  const rest = textAfter(info.seg, info.label?.wordsUsed ?? 0);
  const right = rightOnLine(model.segs, info.seg);
  const next = right.findIndex((s) => s.label);
  const own = next < 0 ? right : right.slice(0, next);
  return [
    ...(rest.trim() ? [{ text: rest, at: info, inline: true }] : []),
    ...own.map((s) => ({ text: s.seg.text, at: s, inline: false })),
  ];
}

/**
 * The score a label of the concept would have given its value, had OCR read it (as locate.ts
 * weighs it), or 0 where its value was read or is not on its line.
 */
function unreadCell(
  model: PageModel,
  info: SegmentInfo,
  type: string,
): { score: number; text: string } | null {
  const cells = cellsOf(model, info).filter((c) => /\d/.test(withoutRates(c.text)));
  // Amounts close their line; a date follows its label.
  const cell = type === 'amount' ? cells[cells.length - 1] : cells[0];
  if (!cell) return null;
  const text = withoutRates(cell.text);
  const unread = type === 'amount' ? unreadAmount(model, text, cell.at) : unreadDate(text);
  if (!unread) return null;
  const foot = type === 'amount' ? (info.seg.y / Math.max(1, model.page.height)) * FOOT : 0;
  return { score: (info.label?.quality ?? 0) * (cell.inline ? INLINE : BESIDE) + foot, text };
}

type Unread = { info: SegmentInfo; score: number; own: boolean; text: string };

/** The labels of the concept (`own`) and of those it is also read from, whose value OCR could not read. */
export function unreadLabels(model: PageModel, concept: Concept): Unread[] {
  const related = new Set(concept.alsoFrom ?? []);
  const out: Unread[] = [];
  for (const info of model.segs) {
    const id = info.label?.concept.id;
    if (id === undefined || (id !== concept.id && !related.has(id))) continue;
    const own = id === concept.id;
    const cell = unreadCell(model, info, concept.type);
    if (cell) out.push({ info, score: cell.score * (own ? 1 : RELATED_LABEL), own, text: cell.text });
  }
  return out;
}

/**
 * Whether nothing is taken off or added between two total lines: no figure but zero is printed on
 * the lines between them ("Totaal incl BTW  3.611,23" right over "Te betalen  e3612", or a
 * "Dépôt reçu  0,00 $" between): the one unread states what the other does.
 */
function nothingBetween(model: PageModel, a: Segment, b: Segment): boolean {
  const [top, bottom] = a.line < b.line ? [a.line, b.line] : [b.line, a.line];
  return model.segs.every(
    (s) =>
      s.seg.line <= top ||
      s.seg.line >= bottom ||
      findValues('amount', s.seg.text).every((v) => Number(v.normalized) === 0),
  );
}

/** A misread figure keeps most of its digits, in order: at most this many were misread or added. */
const MISREAD_DIGITS = 2;
/** Fewer digits than this say too little to be matched in a misread figure. */
const MATCHED_DIGITS = 4;

/**
 * Whether a figure printed elsewhere may be what the unread cell printed: the one's digits are the
 * other's, in order, but for a mark or two misread as a digit or a digit lost ("€ni320%39" of
 * "1.320,39", "5718 71725" of "57 871,25" on the payment slip under it). Nothing is read into the cell: the figure answered is
 * printed where it was found.
 */
function heldIn(cell: string, figure: string): boolean {
  const a = figure.replace(/\D/g, '');
  const b = cell.replace(/\D/g, '');
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < MATCHED_DIGITS || long.length - short.length > MISREAD_DIGITS) return false;
  let at = 0;
  for (const d of long) if (d === short[at]) at++;
  return at === short.length;
}

/** Whether a finding stands beside one unread label (see beforeUnread). */
function stands(model: PageModel, concept: Concept, l: Located, u: Unread, rateAsked: boolean): boolean {
  if (l.score > u.score + SAME_LABEL) return true;
  if (concept.type === 'amount' && heldIn(u.text, l.text)) return true;
  const from = l.from;
  if (!from || from === u.info.seg) return false;
  const info = model.segs.find((s) => s.seg === from);
  const label = info?.label;
  if (!info || !label || unreadCell(model, info, concept.type)) return false;
  // Not one rate's line beside an unread line printing none, the rates' total ("Btw 9% over € 87,06
  // | € 7,84" over "Totaal btw | 323"): it is a share of what the unread one says.
  // Asked by its rate ("Btw 9%?"), the rate's line is what is asked.
  const share = !rateAsked && positiveRateIn(info.seg.text) && !positiveRateIn(u.info.seg.text);
  if (label.concept.id === u.info.label?.concept.id && label.quality >= u.info.label.quality && !share)
    return true;
  // A deduction printed next to the unread total is no total ("Voorschot ontv.  -500,00").
  return concept.type === 'amount' && Number(l.normalized) > 0 && nothingBetween(model, from, u.info.seg);
}

/**
 * The findings of a concept on a scan that a label whose value OCR could not read leaves standing:
 * those that outrank it; those read beside another label of the concept itself, as sure a label
 * as the unread one (a payment slip's "Forfall" under the head's unread "Forfallsdato"); and for
 * an amount, a total printed with nothing taken off between it and the unread one. A neighbour's
 * value (the line under the unread label, another total, a date found by its shape) is dropped.
 */
export function beforeUnread(
  model: PageModel,
  concept: Concept,
  found: Located[],
  asked: readonly string[] = [],
): Located[] {
  if (model.page.readConfidence === undefined) return found;
  if (concept.type !== 'amount' && concept.type !== 'date') return found;
  const unread = unreadLabels(model, concept);
  if (!unread.length) return found;
  // A figure the concept's own unread label may have printed stands for it, whatever else is unread.
  const confirmed = (l: Located) =>
    concept.type === 'amount' && unread.some((u) => u.own && heldIn(u.text, l.text));
  const rateAsked = asked.some((w) => ASKED_RATE.test(w));
  return found.filter((l) => confirmed(l) || unread.every((u) => stands(model, concept, l, u, rateAsked)));
}
