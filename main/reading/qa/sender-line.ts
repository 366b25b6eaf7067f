import type { Box, Segment } from '../types';
import { endsWithLegalForm, looksLikeCompany, looksLikePerson } from './company';
import { isTitle } from './titles';
import { overlapX } from './geometry';
import type { Located } from './locate';
import type { PageModel } from './page-model';
import { findValues, isRoleOrSalutation } from './values';
import { isPostalLine, POSTAL_WITH_TOWN } from './postal';
import { partyName } from './party-name';
import { withDroppedSeparators } from './dropped-separators';

/**
 * The sender line of a letter in the envelope-window layout (DIN 5008 and its Nordic, Dutch and
 * French cousins): the issuer's name, street and town on one small line right above the window
 * ("Muster GmbH • Hauptstr. 1 • 12345 Stadt", "Papoo Software & Media GmbH – Auguststr. 4 – 53229
 * Bonn"), and under it the receiver's block, which a letterhead search would otherwise take for
 * the issuer's (it is the first company name on the page). The line is found by its shape, in any
 * language: parts between separators, a name first, a postal code in a later part, an address
 * block right under it.
 */
export type SenderLine = {
  /** The issuer, as the sender line names it. */
  issuer: Located;
  /** The receiver's name: the first line of the block under the sender line. */
  receiver: Located;
};

/** Bullets, bars and dashes between the parts of a sender line; a comma before a street or a town ("Gewerbestraße 7"). */
const PARTS = /\s*[•·|]\s*|\s+[-–—]\s+|,\s+(?=[^,]*\d)/;
/** A sender line leads into the window: it stands in the upper part of the first page. */
const UPPER = 0.5;
/** The issuer's name as a sender line prints it counts like a label's value. */
const ISSUER_SCORE = 0.85;
/** The block under it is the receiver's by its place alone. */
const RECEIVER_SCORE = 0.7;

/**
 * A firm named by its partners ("Holmgaard & Brink", "Smith & Jones"): capitalised words joined by
 * an ampersand, as law and accounting firms print their name on a sender line without its form.
 */
const partners = (name: string): boolean =>
  /\s&\s/.test(name) && name.split(/\s+/).every((w) => w === '&' || /^\p{Lu}/u.test(w));

/**
 * How many lines the window's block may hold: a department or a contact, the name, two street
 * lines, the town, and Britain's and Ireland's postcode on a line of its own ("Accounts Payable" /
 * "Harcourt & Lyle Solicitors LLP" / "2nd Floor, Exchange House" / "18 Park Row" / "Leeds" / "LS1 5JA").
 */
const BLOCK_LINES = 6;

/** How far from the sender line's start (in line heights) the window's lines may begin. */
const WINDOW_INDENT = 3;

/** Each page's sender line, found once: the issuer's and the receiver's questions both ask. */
const found = new WeakMap<PageModel, SenderLine | null>();

export function senderLine(model: PageModel): SenderLine | null {
  if (!found.has(model)) found.set(model, findSenderLine(model));
  return found.get(model) ?? null;
}

function findSenderLine(model: PageModel): SenderLine | null {
  const segs = model.segs.map((s) => s.seg);
  if (!segs.length) return null;
  const top = Math.min(...segs.map((s) => s.y));
  const bottom = Math.max(...segs.map((s) => s.y));
  for (const info of model.segs) {
    const seg = info.seg;
    if (info.label || seg.y > top + (bottom - top) * UPPER) continue;
    const parts = withDroppedSeparators(model, seg)
      .split(PARTS)
      .filter((p) => p.trim());
    const name = parts[0]?.trim() ?? '';
    if (parts.length < 2 || /\d/.test(name) || !parts.slice(1).some((p) => POSTAL_WITH_TOWN.test(p)))
      continue;
    // The sender is a company or a sole trader: a street's or a town's name is neither.
    if (isTitle(name) || !findValues('name', name).length) continue;
    if (!looksLikeCompany(name) && !looksLikePerson(name) && !partners(name)) continue;
    const block = blockUnder(model, seg);
    if (!block) continue;
    return {
      issuer: { text: name, normalized: name, box: seg, score: ISSUER_SCORE, via: 'sender-line' },
      receiver: {
        text: block.text,
        normalized: block.text,
        box: block.box,
        score: RECEIVER_SCORE,
        via: 'sender-line',
      },
    };
  }
  return null;
}

/**
 * The receiver's name under a sender line: the block's first line that is a name (after a
 * salutation line, "Herrn"), when the block goes on to a postal line; as partyName reads it: a
 * person's name over the company's line ("Jane Cooper" / "Northwind LLC") gives the company, a
 * name wrapped onto a second line ending in its legal form ("Kanzlei Behrendt & Voss" /
 * "Steuerberater PartG mbB") is read whole.
 */
function blockUnder(model: PageModel, seg: Segment): { text: string; box: Box } | null {
  const lh = model.lineHeight;
  const below: Segment[] = [];
  let last = seg;
  for (const s of model.segs.map((i) => i.seg).sort((a, b) => a.y - b.y)) {
    // The window stands under the line's start: a key table right of it, level with the window's
    // lines ("Rechnung Nr. | 2024-RE-00871"), is no part of its block however long the line.
    if (s.y <= last.y + last.h * 0.5 || overlapX(s, seg) <= 0 || Math.abs(s.x - seg.x) > lh * WINDOW_INDENT)
      continue;
    // A rule drawn under the sender line ("-------") is no line of the window's.
    if (!/[\p{L}\d]/u.test(s.text)) continue;
    if (s.y - (last.y + last.h) > lh * (below.length ? 1.6 : 2.5) || below.length === BLOCK_LINES) break;
    below.push(s);
    last = s;
  }
  if (!below.slice(1).some((s) => isPostalLine(s.text))) return null;
  // The window opens with the receiver's name (after a salutation line, "Herrn", "Firma").
  const start = below.findIndex((s) => !isRoleOrSalutation(s.text));
  // A name holds no figure, unless its legal form closes it: a club named for its founding year
  // ("TSV Grünhaide 1911 e.V."); a street or a town never ends with a form.
  const names = below
    .slice(start)
    .filter((s) => (!/\d/.test(s.text) || endsWithLegalForm(s.text)) && !isRoleOrSalutation(s.text));
  const first = names[0];
  if (!first || first !== below[start] || !findValues('name', first.text).length) return null;
  return partyName(model, first, first.text);
}
