import type { Box, Segment } from '../types';
import type { PageModel, SegmentInfo } from './page-types';
import { textAfter } from './segment-words';
import { leftOnLine, rightOnLine } from './geometry';
import { looksLikeCompany } from './company';
import { findValues, type ValueType } from './values';
import { SIGNATURES } from '../lang';
import { tokens } from './normalize';

/** What stands beside a label on its line, and what that says of the label. */

/** The nearest segment right of this one on its line. */
export function rightOf(model: PageModel, seg: Segment): SegmentInfo | undefined {
  return rightOnLine(model.segs, seg)[0];
}

/**
 * A party's word with a price beside it ("Shop Supplies   34.82", "Frais de dossier   25,00") is a
 * charge among the totals, no party's label: the row under it is the next charge, not a name.
 */
export function pricesACharge(model: PageModel, info: SegmentInfo): boolean {
  const after = textAfter(info.seg, info.label?.wordsUsed ?? 0).trim();
  return PRICE.test(after || (rightOf(model, info.seg)?.seg.text.trim() ?? ''));
}
const PRICE = /^[-–(]?\s*(?:[€$£]\s*)?\d{1,3}(?:[.,\s]\d{3})*[.,]\d{2}\s*(?:[€$£]|kr\.?|[A-Z]{3})?\)?$/;

/**
 * A party's word that goes on with a word or two of a key and has a bare number beside it ("Client
 * ABN   22 615 880 471", "Customer GST   123456789"): the key of the party's number, whose last
 * words no pack need know. The words after the party's are no name: a name is not printed as a key
 * with a long number level with it, and a company's name carries its legal form.
 */
export function keysANumber(model: PageModel, info: SegmentInfo): boolean {
  const after = textAfter(info.seg, info.label?.wordsUsed ?? 0).trim();
  if (/\d|:/.test(after) || after.split(/\s+/).length > 2 || looksLikeCompany(after)) return false;
  const beside = rightOf(model, info.seg)?.seg.text ?? '';
  // A party's word with a code beside it ("Client | C-0871", "Client Klant | C-1187" read without
  // its slash) keys the party's number in a column of keys: the row under it is the next key's
  // ("Devis", "Objet"), not the party's name, whose block stands apart.
  if (CODE.test(beside)) return true;
  return !!after && /^[\s\d.:/-]+$/.test(beside) && beside.replace(/\D/g, '').length >= 6;
}

/** A customer's code: a letter or a few and digits ("C-0871", "BRW001", "4107"). */
const CODE = /^\s*\p{Lu}{0,4}[-/]?\d[\d/.-]{2,}\s*$/u;

/**
 * A line opening in lower case without a key's colon: a sentence's words, not a label. So is one
 * opening in lower case inside a bracket or a quote, a wrapped sentence's aside ("(clients
 * professionnels)." ending a paragraph of late-payment terms): no key opens with a bracket.
 */
export const prose = (text: string): boolean => /^\s*[([«"„“‘']?\p{Ll}/u.test(text) && !text.includes(':');

/**
 * A value glued to the label's last word ("N°12345", "Nr.4711", "No:88"): it starts inside that
 * word, so the text after the label's words alone would skip it (and find the year of the date
 * that follows, "Facture n°12345 du 5 janvier 2020").
 */
export function gluedValue(seg: Segment, wordsUsed: number): string {
  const last = seg.words[wordsUsed - 1]?.text ?? '';
  return /^\p{L}{1,3}[°º.#:](\w[\w/.-]*)$/u.exec(last)?.[1] ?? '';
}

/** Whether a segment's line prints an amount: a priced line, an item's or a charge's. */
export const pricedLine = (model: PageModel, info: SegmentInfo): boolean =>
  model.segs.some((o) => o.seg.line === info.seg.line && findValues('amount', o.seg.text).length > 0);

/** A run of rules or dots left blank for a hand to fill in. */
export const FILL_IN = /(?:_{3,}|\.{6,})\s*$/;

/**
 * A blank left for a hand to fill in ("Date ........", "Signature ______"), where the words before
 * it name the field. Dots that lead the eye to a figure printed further along the line ("Btw 9% over
 * € 490,95 ........  € 44,19") are a leader, no blank: the figure is the label's value. A signature's
 * field is one whose blank OCR dropped ("Customer Signature", "Guest Signature"): nothing beside or
 * under it is the party's name.
 */
export function blankToFill(
  model: PageModel,
  seg: Segment,
  rest: string,
  type: ValueType | undefined,
): boolean {
  if (SIGNATURE_FIELDS.has(tokens(rest).join(' '))) return true;
  if (!FILL_IN.test(rest)) return false;
  if (!/\.{6,}\s*$/.test(rest) || !type) return true;
  const next = rightOf(model, seg);
  return !next || !!next.label || !findValues(type, next.seg.text).length;
}

/**
 * Whether a party's name found by the question's own words stands on a priced line: the words
 * named what was bought ("Which café did I get the flat white from?" finds "Flat White Regular |
 * 3.40"), and the rest of the item's line ("Regular") is the item's, no one's name.
 */
export const onPricedLine = (model: PageModel, box: Box): boolean =>
  model.segs.some(
    (s) =>
      s.seg.y <= box.y + box.h / 2 &&
      box.y + box.h / 2 <= s.seg.y + s.seg.h &&
      s.seg.x <= box.x + 1 &&
      box.x < s.seg.x + s.seg.w &&
      pricedLine(model, s),
  );

/**
 * The figure printed right before a total's label on its line ("11.151,50  Subtotal ekskl. moms",
 * "13.939,38  I alt DKK"): a totals block set with its figures in a column left of the labels.
 * Only a figure that opens its line, alone or as the label's segment's first words, counts: a
 * figure further in is another cell's (an item's price before the next label).
 */
export function figureBefore(
  model: PageModel,
  info: SegmentInfo,
): { seg: Segment; text: string } | undefined {
  const { seg } = info;
  const lead: string[] = [];
  for (const w of seg.words.slice(0, (info.label?.wordsUsed ?? 1) - 1)) {
    if (!FIGURE_WORD.test(w.text)) break;
    lead.push(w.text);
  }
  const left = leftOnLine(model.segs, seg);
  if (lead.length)
    return left.length || !PRICE.test(lead.join(' ')) ? undefined : { seg, text: lead.join(' ') };
  const near = left[0];
  if (!near || left.length > 1 || !PRICE.test(near.seg.text.trim())) return undefined;
  // Right before the label: no wider gap than a few characters' width.
  return seg.x - (near.seg.x + near.seg.w) <= model.lineHeight * 4
    ? { seg: near.seg, text: near.seg.text }
    : undefined;
}
const FIGURE_WORD = /^[-–(]?(?:[€$£]\s*)?\d[\d.,]*\)?$/;

/** A signature's field's words as its label's rest ("Signature" after "Customer"). */
const SIGNATURE_FIELDS = new Set(SIGNATURES);
