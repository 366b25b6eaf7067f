import type { Box } from '../types';
import type { Located } from './locate';
import type { PageModel, SegmentInfo } from './page-model';
import { cellsOnLine } from './columns';
import { overlapX } from './geometry';
import { ASKED_RATE, findValues, positiveRateIn } from './values';
import { bareFigure, readWhole } from './ocr-figures';
import { parseAmount } from './normalize';
import { NAMED_TAXES } from '../lang';

/**
 * A scan's VAT split over parts (CGST + SGST, GST + PST, one line per rate, a GST summary's CGST,
 * SGST and total columns) where OCR could not read one part's figure ("CGSTOR 5%  65M0" over
 * "SGST 2.5%  65.10"; "GST 5%  623" over "PST 10%  3.05"; a summary row "28.55 | 28155 | SO"). The
 * part read is one share of the VAT, and the page's arithmetic cannot show it (a part is missing):
 * given for the total it is booked as the VAT at half its size. Nothing is read into the unread
 * cell; the read part is not answered for the total. Asked by its rate ("GST 5%?"), the part read
 * is what is asked. A text layer prints what its maker wrote: nothing there is unread.
 */

/**
 * Whether a cell that should hold an amount holds something else: a figure OCR broke or lost. A
 * cell printing a rate is a rate's column ("25%" misread "251%" beside "Grunnlag | MVA"), no amount.
 */
const unreadCell = (text: string) => {
  if (text.includes('%')) return false;
  const b = bareFigure(text);
  return b.length > 0 && b.length <= 12 && !readWhole(b);
};

/** Whether a line's words name a tax or its rate: a part's label ("SGST 2.5%", "PST 10% (liquor)"). */
const partLabel = (infos: SegmentInfo[]) =>
  infos.some((s) => positiveRateIn(s.seg.text) || s.tokens.some((t) => NAMED_TAXES.has(t)));

const sameLine = (model: PageModel, a: Box, b: Box) => Math.abs(a.y - b.y) < model.lineHeight / 2;

/** The cell of a line under a value's column (overlapping it), or its last cell. */
function cellUnder(model: PageModel, line: SegmentInfo[], value: Box): SegmentInfo | undefined {
  const under = line.filter((s) => overlapX(s.seg, value) > 0);
  if (under.length) return under[under.length - 1];
  const right = line.filter((s) => s.seg.x > value.x - value.w);
  return right.length > 1 ? right[right.length - 1] : undefined;
}

/**
 * Whether a VAT line beside the value's own (the line above or under it, itself naming a rate)
 * prints an amount OCR could not read in the value's column.
 */
function unreadSiblingLine(model: PageModel, l: Located): boolean {
  const own = model.segs.filter((s) => sameLine(model, s.seg, l.box));
  if (!partLabel(own.filter((s) => s.seg.x + s.seg.w <= l.box.x + 1))) return false;
  const line = own[0]?.seg.line;
  if (line === undefined) return false;
  const ownRates = rates(own.filter((s) => s.seg.x + s.seg.w <= l.box.x + 1));
  // The block of rate lines the value's line stands in, up and down ("Output CGST 9%", "Output
  // SGST 9%", "Output CGST 6%", "Output SGST 6%"): a line that prints no rate ends it.
  for (const step of [-1, 1])
    for (let near = line + step, n = 0; n < BLOCK; near += step, n++) {
      const infos = cellsOnLine(model, near);
      if (!infos.length || infos.some((s) => s.label && s.label.concept.id !== 'total_vat')) break;
      const cell = cellUnder(model, infos, l.box);
      if (!cell || cell.seg.x < l.box.x - l.box.w) break;
      const label = infos.filter((s) => s.seg.x + s.seg.w <= cell.seg.x + 1);
      if (!label.length || !label.some((s) => positiveRateIn(s.seg.text))) break;
      // An unread figure counts on the lines next to the value's only.
      if (n === 0 && unreadCell(cell.seg.text)) return true;
      if (otherRatePart(infos, cell, ownRates)) return true;
    }
  return false;
}

/** The most lines of parts one VAT is printed over on either side of a part (central, state...). */
const BLOCK = 3;

/** The positive rates a line's cells print ("Btw 21% over € 40,40" prints 21). */
const rates = (infos: SegmentInfo[]): number[] =>
  infos
    .flatMap((s) => findValues('percent', s.seg.text))
    .map((v) => Number(v.normalized.replace('%', '')))
    .filter((r) => r > 0);

/**
 * Whether a line is another rate's VAT, read whole: its label is the VAT's ("Btw 9% over € 72,71"
 * over "Btw 21% over € 40,40") at a rate the value's line does not print, and it prints an amount.
 * The value is then one rate's share, where no total the scan reads shows their sum.
 */
function otherRatePart(line: SegmentInfo[], cell: SegmentInfo, own: number[]): boolean {
  if (!own.length || !line.some((s) => s.label?.concept.id === 'total_vat')) return false;
  const theirs = rates(line.filter((s) => s.seg.x + s.seg.w <= cell.seg.x + 1));
  if (!theirs.length || theirs.some((r) => own.includes(r))) return false;
  const b = bareFigure(cell.seg.text);
  return readWhole(b) && (parseAmount(b) ?? 0) > 0;
}

/**
 * A heading printing the rate's sign with no figure ("Moms%", "MwSt %") heads the rates' column: a
 * cell under it OCR misread ("25700" of "25,00") is a rate, no part of the VAT.
 */
const RATE_HEADING = /(?<!\d\s?)%/u;

/**
 * Whether a value read under a tax summary's heading ("CGST 6%") has, on its row, a cell under
 * another VAT heading of that header line ("SGST 6%", "Total GST") that OCR could not read.
 */
function unreadSiblingColumn(model: PageModel, l: Located): boolean {
  const head = l.from;
  if (l.via !== 'below' || !head) return false;
  const heads = model.segs.filter(
    (s) =>
      s.seg !== head &&
      sameLine(model, s.seg, head) &&
      s.label?.concept.id === 'total_vat' &&
      !RATE_HEADING.test(s.seg.text),
  );
  const row = model.segs.filter((s) => sameLine(model, s.seg, l.box));
  return heads.some((h) => {
    const cell = row.find((s) => overlapX(s.seg, h.seg) > 0);
    return cell !== undefined && unreadCell(cell.seg.text);
  });
}

/**
 * A scan's VAT findings less the parts read beside a part OCR could not read. The page's own
 * arithmetic (a sum found of the parts) stands.
 */
export function withoutUnreadParts(model: PageModel, found: Located[], asked: readonly string[]): Located[] {
  if (model.page.readConfidence === undefined) return found;
  if (asked.some((w) => ASKED_RATE.test(w))) return found;
  return found.filter(
    (l) =>
      l.via === 'arithmetic' ||
      !readWhole(bareFigure(l.text)) ||
      !(unreadSiblingLine(model, l) || unreadSiblingColumn(model, l)),
  );
}
