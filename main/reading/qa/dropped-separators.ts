import type { Segment } from '../types';
import type { PageModel } from './page-types';
import { modelMemo } from './model-memo';
import { bulletedTagline } from './trade-heading';

/**
 * A line's parts where OCR dropped the small mark between them. A scanner's reader loses the
 * middle dots and bullets a letterhead's sender line or a footer's legal line prints between its
 * parts ("Kanzlei Hofmann · Wilhelmshöher Allee 156 · 34119 Kassel" read as "Kanzlei Hofmann
 * Wilhelmshöher Allee 156 34119 Kassel"), but leaves their room: a space, the mark, a space, about
 * twice a word space and more. Where the segment's words show such a gap, a dot is put back in it,
 * so the parts split as they do in a text layer. A text layer's words keep their marks and their
 * word spaces, and a page read from its text layer comes back unchanged.
 */

/** A gap between words, in word heights: a space, a dot, a space measure 0.9-1.1; a word space 0.3-0.5, two spaces (a till receipt's pairs) about 0.7, an ampersand's misplaced box up to 0.8. */
const DROPPED_MARK = 0.85;

export function withDroppedSeparators(model: PageModel, seg: Segment): string {
  // A till receipt set every word as far apart as a dropped mark leaves ("GH  DISTRIBUTOR  &
  // MARKETING  SDN  BHD" read as a list of trades): there a mark's room stands out from the page's
  // own spacing, as listedAsRead asks.
  return model.page.readConfidence === undefined ? seg.text : marksPutBack(seg, markRoom(model));
}

/** The least gap, in word heights, that a dropped mark leaves on this page. */
const markRoom = (model: PageModel): number => Math.max(DROPPED_MARK, wordGap(model) * OWN_SPACING);

/**
 * Whether the words after a label's (`used` of them) are a list OCR dropped the dots of: a dot's
 * room after the label, and the rest a tagline's parts ("Verkauf  Reparatur  E-Bikes" of "Verkauf ·
 * Reparatur · E-Bikes": "Verkauf" there is a trade, no seller's label). The gap alone is no mark:
 * the rest must read as a list once its own marks are put back.
 */
export function listedAfterLabel(seg: Segment, used: number): boolean {
  const words = seg.words ?? [];
  if (used < 1 || used >= words.length - 1) return false;
  const read = marksPutBack(seg);
  const head = words
    .slice(0, used)
    .map((w) => w.text)
    .join(' ');
  return read.startsWith(`${head} · `) && bulletedTagline(read.slice(head.length + 3));
}

/**
 * Whether a line is a tagline's list as read: with its marks printed, or on a scan with the marks
 * OCR dropped put back, then of three parts at least ("Zeitungen  Tabak  Getränke  Lotto"). Two
 * words a gap apart may be a name printed letter-spaced ("E L E K T R O T E C H N I K   P Ö L Z L"
 * read "ELEKTROTECHNIK PÖLZL"), its words' gap widened with its letters'.
 */
export function listedAsRead(model: PageModel, seg: Segment): boolean {
  if (bulletedTagline(seg.text)) return true;
  if (model.page.readConfidence === undefined) return false;
  // A till receipt printed wide spaces every word about as far as a dropped mark would leave
  // ("SANYU  STATIONERY  SHOP"): there a mark's room must stand out from the page's own spacing.
  const read = marksPutBack(seg, markRoom(model));
  return read !== seg.text && read.split(' · ').length >= 3 && bulletedTagline(read);
}

/** How many of the page's own word gaps a dropped mark's room measures at least. */
const OWN_SPACING = 2;
const memo = modelMemo<'gap', number>();

/** The page's usual gap between two words of a segment, in word heights (its median). */
const wordGap = (model: PageModel): number =>
  memo(model, 'gap', () => {
    const gaps = model.page.segments
      .flatMap((s) => {
        const words = s.words ?? [];
        return words.slice(1).map((w, i) => [words[i]!, w] as const);
      })
      .map(([a, b]) => (b.x - (a.x + a.w)) / Math.max(a.h, b.h, 1))
      .sort((a, b) => a - b);
    return gaps[Math.floor(gaps.length / 2)] ?? 0;
  });

/** The segment's text with a dot put back in each gap a dropped mark left (see above). */
function marksPutBack(seg: Segment, least = DROPPED_MARK): string {
  const words = seg.words ?? [];
  if (words.length < 2 || words.map((w) => w.text).join(' ') !== seg.text) return seg.text;
  let text = words[0]!.text;
  for (let i = 1; i < words.length; i++) {
    const [prev, word] = [words[i - 1]!, words[i]!];
    const gap = word.x - (prev.x + prev.w);
    const mark =
      gap >= Math.max(prev.h, word.h) * least && !/[•·|–—-]$/.test(prev.text) && !/^[•·|–—-]/.test(word.text);
    text += mark ? ` · ${word.text}` : ` ${word.text}`;
  }
  return text;
}

/**
 * Whether a line closes with a key's colon ("Prepared for:", heading the window under it). OCR
 * reads a colon after a word as a quote mark ("Prepared for'", "Account Ref'"): on a scanned page
 * a word closed by one is taken as keyed too. A text layer's quote marks are its own.
 */
export function closesWithColon(model: PageModel, seg: Segment): boolean {
  if (/:\s*$/.test(seg.text)) return true;
  return model.page.readConfidence !== undefined && /\p{L}['’‘`]\s*$/u.test(seg.text);
}

/**
 * Whether a line opens with a key read as closed by a quote mark, a value after it: OCR reads a
 * key's colon as one ("Server' Mika R.", "Servitör' Linnea" of "Server: Mika R."). On a scanned
 * page that is a field, as "Server: Mika R." is, no name. A text layer's quote marks are its own.
 */
export function keyedAsRead(model: PageModel, seg: Segment): boolean {
  return model.page.readConfidence !== undefined && /^[^:'’‘`]{1,29}\p{L}['’‘`]\s+\S/u.test(seg.text);
}
