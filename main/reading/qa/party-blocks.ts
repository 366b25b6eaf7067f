import type { Box, Segment } from '../types';
import { overlapX } from './geometry';
import { locateByLabel, type Located } from './locate';
import { conceptById } from './lexicon';
import type { PageModel } from './page-model';
import { receiverBlockFallback } from './receiver-window';
import { senderLine } from './sender-line';
import { isTillReceipt } from './till-receipt';
import { isTitle } from './titles';
import { findValues } from './values';
import { COLUMN_WORDS } from '../lang';

/**
 * The receiver's block: the lines a page prints for its customer, under a receiver's label ("Bill
 * to", "Rechnungsempfänger", "Billing Contact:"), in the envelope window under the sender line, or
 * in the window the page model finds without a label. A value printed there (a VAT number, an
 * e-mail address, a street) is the customer's: asked for the issuer's, it is the wrong party's, and
 * asked for the customer's, only a value there (or under the customer's own label) is theirs.
 */

/** How many lines a customer's block runs to: name, contact, street, town, country, VAT, e-mail. */
const MAX_LINES = 7;
/** Labels a customer's block prints: its name, address, numbers and contact details. */
const PARTY_TYPES = new Set(['name', 'address', 'vat', 'orgnr', 'email', 'phone', 'reference']);
const COLUMN_FIRST = new Set(COLUMN_WORDS.flatMap(([, ws]) => [...ws]));

/**
 * What ends a customer's block when no gap does (a page whose lines are evenly spaced): a title,
 * a date, an amount, a label of something else than a party's details, a line table's heading.
 */
function endsBlock(text: string, labelType: string | undefined, tokens: string[]): boolean {
  if (isTitle(text) || findValues('date', text).length || /\d[.,]\d{2}\b/.test(text)) return true;
  if (labelType && !PARTY_TYPES.has(labelType)) return true;
  return tokens.length <= 3 && COLUMN_FIRST.has(tokens[0] ?? '');
}
/** A wider gap than this ends the block. */
const GAP = 1.6;
/** How much wider than the block's own spacing (in line heights) a blank line's gap is at least. */
const BLANK = 0.8;

const blocks = new WeakMap<PageModel, Segment[]>();

export function receiverBlock(model: PageModel): Segment[] {
  let block = blocks.get(model);
  if (!block) {
    block = findReceiverBlock(model);
    blocks.set(model, block);
  }
  return block;
}

/** Whether a found value sits in the receiver's block (its box's centre inside one of the lines). */
export function inReceiverBlock(model: PageModel, box: Box): boolean {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  return receiverBlock(model).some(
    (s) => cx >= s.x - 1 && cx <= s.x + s.w + 1 && cy >= s.y - 1 && cy <= s.y + s.h + 1,
  );
}

function findReceiverBlock(model: PageModel): Segment[] {
  const receiver = conceptById.get('receiver_name');
  const labelled = receiver ? locateByLabel(model, receiver) : [];
  const anchors: Box[] = labelled.map((l) => l.box);
  // The labels themselves open the block ("Bill to" over the name, "Billing Contact:" over the lines).
  for (const info of model.segs)
    if (info.label?.concept.id === 'receiver_name' || info.label?.concept.id === 'receiver_address')
      anchors.push(info.seg);
  const sender = senderLine(model);
  // A till receipt (it prints the money handed over or the change) has no envelope window: the
  // block a window's search finds there is the store's own letterhead under its former name.
  if (sender) anchors.push(sender.receiver.box);
  // A page that labels its customer says where the block is: the window's search, run on it anyway,
  // may take the seller's block under "Verkäufer:" for the envelope's.
  else if (model.page.page === 1 && !labelled.length && !isTillReceipt(model))
    anchors.push(...receiverBlockFallback(model).map((l: Located) => l.box));
  const out = new Set<Segment>();
  for (const anchor of anchors) for (const s of linesUnder(model, anchor)) out.add(s);
  return [...out];
}

/** The anchor's own line (its segments from the anchor rightwards) and the lines under it in its column. */
function linesUnder(model: PageModel, anchor: Box): Segment[] {
  const lh = model.lineHeight;
  const segs = model.segs.map((i) => i.seg);
  const own = segs.filter(
    (s) =>
      Math.abs(s.y - anchor.y) < lh * 0.5 &&
      s.x + s.w > anchor.x - 1 &&
      s.x - (anchor.x + anchor.w) < lh * 12,
  );
  const out = [...own];
  const column = { x: anchor.x - lh, w: Math.max(anchor.w, lh * 10) + lh };
  let bottom = anchor.y + anchor.h;
  const below = segs
    .filter((s) => s.y > anchor.y + anchor.h * 0.5 && overlapX(s, column) > 0)
    .sort((a, b) => a.y - b.y);
  let lines = 0;
  let lastY = -Infinity;
  // The gap over the block's last line: a blank line's is wider by a line's height.
  let spacing: number | undefined;
  for (const s of below) {
    const gap = s.y - bottom;
    if (gap > lh * GAP) break;
    // A scan's boxes fill more of the line's pitch than a text layer's, so a blank line leaves a
    // gap under GAP ("Please quote INV-10482 …", a blank line, then the issuer's legal lines under
    // the remittance slip's "Customer:"): wider than the block's own spacing by most of a line ends it.
    if (spacing !== undefined && gap > spacing + lh * BLANK && Math.abs(s.y - lastY) >= lh * 0.5) break;
    const info = model.segs.find((i) => i.seg === s);
    // The next party's heading ("Seller", "Verkäufer") ends the customer's block.
    if (info?.label?.concept.id === 'supplier_name') break;
    if (endsBlock(s.text, info?.label?.concept.type, info?.tokens ?? [])) break;
    if (Math.abs(s.y - lastY) >= lh * 0.5) {
      if (lines === MAX_LINES) break;
      lines++;
      lastY = s.y;
      spacing = Math.max(0, gap);
    }
    out.push(s);
    bottom = Math.max(bottom, s.y + s.h);
  }
  return out;
}
