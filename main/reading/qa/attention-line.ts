import { ATTENTION, SALUTATIONS } from '../lang';
import { tokens } from '../fold';
import type { Segment } from '../types';
import type { PageModel } from './page-model';
import { isPostalLine } from './postal';
import { looksLikeCompany, sameCompany } from './company';
import type { Located } from './locate';
import { legalLineNames } from './legal-line';
import { isOfficeLine } from './office-line';
import { isTitle } from './titles';

/**
 * A letter's window names who it is for: the company, then the person it is for on a line of its
 * own ("Lechner Medientechnik GmbH" / "z. H. Herrn Tobias Lechner", "Administratiekantoor Brouwer
 * B.V." / "t.a.v. de heer M. Brouwer"), then the street and the town. A letterhead never prints an
 * attention line: a name heading such a block is the receiver's, however much it looks like the
 * issuer's (its legal form, its place under a centred letterhead or a hotel's logo).
 */

/** How many lines under the attention line the block's postal line may be. */
const BLOCK_LINES = 4;

/** The line printed right above or below a segment, in its column. */
function lineBeside(model: PageModel, seg: Segment, dir: 1 | -1): Segment | undefined {
  const lh = model.lineHeight;
  return model.segs
    .map((s) => s.seg)
    .filter((s) => Math.abs(s.x - seg.x) < lh && (dir > 0 ? s.y > seg.y : s.y < seg.y))
    .filter((s) => (dir > 0 ? s.y - (seg.y + seg.h) : seg.y - (s.y + s.h)) < lh * 1.2)
    .sort((a, b) => dir * (a.y - b.y))[0];
}

/**
 * Whether a line opens with an attention phrase and names someone after it, with no figure; or
 * names an office of the organisation without the phrase ("The Bursar", "Buchhaltung"), which is
 * read the same way.
 */
export function isAttention(text: string): boolean {
  if (/\d/.test(text)) return false;
  if (isOfficeLine(text)) return true;
  const t = tokens(text);
  return ATTENTION.some((a) => a.length < t.length && a.every((w, k) => t[k] === w));
}

/**
 * The name lines of the blocks an attention line addresses: the line right above it (or, where the
 * attention line opens the block, "FAO Jane Smith" over "Acme Ltd", the line right under it), when
 * the block goes on to a postal line.
 */
export function attendedNames(model: PageModel): Segment[] {
  const cached = found.get(model);
  if (cached) return cached;
  const out: Segment[] = [];
  const first = Math.min(...model.segs.map((s) => s.seg.y));
  for (const { seg } of model.segs) {
    const person = personUnderCompany(model, seg, first);
    if (!person && !isAttention(seg.text)) continue;
    const below: Segment[] = [];
    for (let at: Segment | undefined = seg; below.length < BLOCK_LINES;) {
      at = lineBeside(model, at, 1);
      if (!at) break;
      below.push(at);
    }
    if (!below.some((s) => isPostalLine(s.text))) continue;
    const above = person ?? lineBeside(model, seg, -1);
    // The line above is the block's name, figures and all ("Ejerforeningen Solsortevej 14-20",
    // an owners' association named for its houses), when the block's street is printed below.
    // A title ("INVOICE") or a key ("To:") over the block heads it: the name is then under the line.
    const heading = !person && !!above && (isTitle(above.text) || keyLine(model, above));
    const named = above && !heading && (!/\d/.test(above.text) || streetBelow(below));
    const head = named ? above : below[0];
    if (head && (head === above || !/\d/.test(head.text)) && /\p{L}{3}/u.test(head.text)) out.push(head);
  }
  found.set(model, out);
  return out;
}
const found = new WeakMap<PageModel, Segment[]>();

/**
 * A person addressed by a salutation under a company's name ("Gerber Holzbau AG" / "Herr Lukas
 * Gerber", "Acme Ltd" / "Mrs Jane Doe"): the window's contact, as an attention line names one. A
 * letterhead names no one so; the page's first printed line heads the letterhead, never a window,
 * and the company its legal line names is the issuer's.
 * Returns the company's line.
 */
function personUnderCompany(model: PageModel, seg: Segment, first: number): Segment | undefined {
  const t = tokens(seg.text);
  if (t.length < 2 || !SALUTATIONS.has(t[0]!) || SALUTATIONS.has(t[1]!) || /\d/.test(seg.text)) return;
  if (looksLikeCompany(seg.text)) return;
  const above = lineBeside(model, seg, -1);
  if (!above || above.y - first < model.lineHeight * 0.5 || !looksLikeCompany(above.text)) return;
  // The company the footer's legal line or a sender line names ("Papoo Software & Media GmbH –
  // Auguststr. 4 – 53229 Bonn") is the issuer's: its block names its director ("Dr. Carsten
  // Euwens"), no window's contact. A payment slip's copy of the window's name alone names no address.
  const withAddress = model.segs.some(
    (s) =>
      s.seg !== above && s.seg.text.startsWith(above.text) && /\d/.test(s.seg.text.slice(above.text.length)),
  );
  if (withAddress || legalLineNames(model).some((l) => sameCompany(l.text, above.text))) return;
  return above;
}

/** A labelled line or a key closing with its colon ("To:", "Bill to"). */
const keyLine = (model: PageModel, line: Segment): boolean =>
  /:\s*$/.test(line.text) || !!model.segs.find((s) => s.seg === line)?.label;

/** A street in the block under its name: a line with letters and a figure before the postal line. */
function streetBelow(below: Segment[]): boolean {
  const postal = below.findIndex((s) => isPostalLine(s.text));
  return below.slice(0, postal).some((s) => /\d/.test(s.text) && /\p{L}{3}/u.test(s.text));
}

/**
 * A customer's key whose value names no block an attention line addresses, printed under them all,
 * keys some other thing: "CLIENT TRUST ACCOUNT (IOLTA) ACTIVITY" heading a law firm's trust
 * account under its fees, where the window names "Delmont Ridge Builders, Inc." over "Attn: Marcus
 * Feld". The block addressed is the customer's. Only one block's name: two addressed blocks
 * (the bill's and the delivery's) leave the key to say which.
 */
export function addressedOverKey(model: PageModel, keyed: Located[]): Located[] {
  const names = [...new Map(attendedNames(model).map((s) => [tokens(s.text).join(' '), s])).values()];
  const [name] = names;
  if (!name || names.length > 1 || !keyed.length) return keyed;
  const below = (l: Located) => l.box.y > name.y + model.lineHeight * BLOCK_LINES;
  if (!keyed.every((l) => below(l) && !sameCompany(l.text, name.text))) return keyed;
  return [{ text: name.text, normalized: name.text, box: name, score: keyed[0]!.score, via: 'attention' }];
}
