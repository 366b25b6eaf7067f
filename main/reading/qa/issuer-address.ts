import type { Box, Segment } from '../types';
import { CONTACT_WORDS } from '../lang';
import { endsWithLegalForm } from './company';
import { overlapX } from './geometry';
import { addressLike } from './postal';
import type { Located } from './locate';
import type { PageModel, SegmentInfo } from './page-model';
import { inReceiverBlock } from './party-blocks';
import { conceptById } from './lexicon';
import { isTitle } from './titles';
import { tokens } from './normalize';
import { findValues } from './values';

/**
 * The issuer's own address: "Where is the seller located?", "Where was this bought?". Invoices
 * print it where they print the issuer's name: on the name's line after it ("Atlassian Pty Ltd,
 * Level 6, 341 George St, Sydney NSW 2000", the sender line "Muster GmbH • Hauptstr. 1 • 12345
 * Stadt", the footer's legal line), or in the lines under the name (the letterhead, a till
 * receipt's top lines, a "Seller:" block). The names are the issuer's as the page model finds them
 * (label, sender line, legal line, letterhead); lines in the customer's block are never the
 * issuer's, whatever name heads them.
 */

/** Registration and VAT numbers print in the letterhead between the name and the address. */
const ISSUER_NUMBERS = new Set(['supplier_orgnr', 'supplier_vat']);
/** An address runs to five lines at most (street, district, town, region, country). */
const MAX_LINES = 5;
/** Lines scanned under a name, the letterhead's notes and numbers included. */
const SCAN_LINES = 9;
/** The first line may stand a little apart from a name in large print. */
const FIRST_GAP = 2.5;
const GAP = 1.6;
/** What an address found by the issuer's name is worth against how surely the name is the issuer's. */
const INLINE = 0.95;
const BELOW = 0.9;

/** Separators between the parts of one printed line: bullets, bars, dashes, commas, semicolons. */
const SEPARATORS = /\s*[•·|;]\s*|\s+[-–—]\s+|,\s*/;

export function issuerAddress(model: PageModel, names: Located[]): Located[] {
  const out: Located[] = [];
  for (const name of names.slice(0, 3)) {
    for (const seg of nameSegments(model, name)) {
      if (inReceiverBlock(model, seg)) continue;
      const inline = inlineAddress(seg, name.text);
      const found = inline ?? blockAddress(model, seg);
      if (!found) continue;
      const score = Math.min(0.9, name.score) * (inline ? INLINE : BELOW);
      out.push({ ...found, score });
      break;
    }
  }
  return out.sort((a, b) => b.score - a.score);
}

const key = (text: string): string => tokens(text).join(' ');

/**
 * The page's lines that print the name: the one the name was found on first, then every line
 * opening with it (a name printed in the letterhead and again in the footer), top first.
 */
function nameSegments(model: PageModel, name: Located): Segment[] {
  const k = key(name.text);
  const first = model.segs.find((s) => contains(s.seg, name.box))?.seg;
  const opening = model.segs
    .filter((s) => k && `${s.tokens.join(' ')} `.startsWith(`${k} `))
    .map((s) => s.seg)
    .sort((a, b) => a.y - b.y);
  return [...new Set([...(first ? [first] : []), ...opening])];
}

const contains = (seg: Box, box: Box): boolean => {
  const cx = box.x + Math.min(box.w, 2) / 2;
  const cy = box.y + box.h / 2;
  return cx >= seg.x - 1 && cx <= seg.x + seg.w + 1 && cy >= seg.y - 1 && cy <= seg.y + seg.h + 1;
};

/** The issuer's number labels, every language's ("HRB", "KvK", "Org.nr", "USt-IdNr."), as words. */
const NUMBER_LABELS = ['supplier_orgnr', 'supplier_vat'].flatMap((id) =>
  (conceptById.get(id)?.labels ?? []).map((l) => tokens(l)).filter((t) => t.length > 0),
);

/** Whether a part opens with the label of one of the issuer's numbers ("HRB 12345"). */
const isNumberPart = (text: string): boolean => {
  const t = tokens(text);
  return NUMBER_LABELS.some((l) => l.every((w, i) => t[i] === w)) && /\d/.test(text);
};

/** A part that starts the contact details or the numbers: an e-mail, a web address, "Tel", "VAT No". */
function isContact(text: string): boolean {
  if (isNumberPart(text)) return true;
  if (/@|www\.|https?:|\.(?:com|net|org)\b/i.test(text)) return true;
  // The contact word leads its line ("TEL : 607-556 1878", "E-mail: ..."): "Tel Aviv" in a town's
  // line is no phone.
  const lead = tokens(text)
    .slice(0, 2)
    .map((t) => t.replace(/[^\p{L}]/gu, ''));
  return lead.some((t) => CONTACT_WORDS.has(t)) || findValues('vat', text).length > 0;
}

/** The name's own line after the name: "Atlassian Pty Ltd, Level 6, 341 George St, Sydney NSW 2000". */
function inlineAddress(seg: Segment, name: string): Located | null {
  const parts = seg.text.split(SEPARATORS).filter((p) => p.trim());
  const k = key(name);
  let at = 0;
  let head = '';
  while (at < parts.length && key(head) !== k) {
    head = `${head} ${parts[at] ?? ''}`;
    at++;
    if (key(head).length > k.length) return null;
  }
  if (key(head) !== k) return null;
  const kept: string[] = [];
  for (const part of parts.slice(at)) {
    if (isContact(part) || /:/.test(part)) break;
    kept.push(part.trim());
  }
  if (!kept.some(addressLike)) return null;
  const text = kept.join(', ');
  return { text, normalized: text, box: seg, score: 0, via: 'issuer-address' };
}

/** A line of numbers alone ("1000131-K", "(65351-M)") or an issuer's numbers' label: no address. */
function isRegistration(info: SegmentInfo): boolean {
  const text = info.seg.text.trim();
  if (info.label && ISSUER_NUMBERS.has(info.label.concept.id)) return true;
  // "Company no: 514440874", "CO REG NO:797887-W": a key and its number.
  return !/\p{L}{3}/u.test(text) || /^\(.*\)$/.test(text) || /^[^:\d]{2,30}:\s*[\w-]*\d/u.test(text);
}

/**
 * The lines under the name in its column: the address, after the letterhead's numbers and notes
 * ("(65351-M)", "LICENSEE OF MCDONALD'S", a former name) and before the contact details, the
 * title or the next label. With a number printed between name and address (a registered
 * letterhead), lines before the first one with a number are notes, not the address.
 */
function blockAddress(model: PageModel, seg: Segment): Located | null {
  const lh = model.lineHeight;
  const under = model.segs
    .filter((s) => s.seg.y > seg.y + seg.h * 0.5 && overlapX(s.seg, seg) > 0)
    .sort((a, b) => a.seg.y - b.seg.y);
  const kept: Segment[] = [];
  let bottom = seg.y + seg.h;
  let registered = false;
  let scanned = 0;
  for (const info of under) {
    const s = info.seg;
    if (s.y - bottom > lh * (scanned ? GAP : FIRST_GAP) || ++scanned > SCAN_LINES) break;
    bottom = s.y + s.h;
    if (inReceiverBlock(model, s) || isTitle(s.text) || findValues('date', s.text).length) break;
    // The numbers after the address ("(GST ID NO: ...)") end it; before it they are the letterhead's.
    if (isRegistration(info)) {
      if (kept.length) break;
      registered = true;
      continue;
    }
    if (isContact(s.text)) {
      if (kept.length) break;
      continue;
    }
    if (info.label) break;
    // A former or parent company's name is no line of the address.
    if (endsWithLegalForm(s.text) && !/\d/.test(s.text)) continue;
    if (registered && !kept.length && !/\d/.test(s.text)) continue;
    // A slogan under the name ("It Starts Here.") is a sentence, not a street: no street ends so.
    if (!kept.length && !/\d/.test(s.text) && /\p{Ll}.*[.!]$/u.test(s.text.trim())) continue;
    kept.push(s);
    if (kept.length === MAX_LINES) break;
  }
  if (!kept.some((s) => addressLike(s.text))) return null;
  const text = kept.map((s) => s.text.replace(/[,\s]+$/, '')).join(', ');
  const x = Math.min(...kept.map((s) => s.x));
  const y = kept[0]?.y ?? 0;
  const last = kept[kept.length - 1] ?? seg;
  const box = { x, y, w: Math.max(...kept.map((s) => s.x + s.w)) - x, h: last.y + last.h - y };
  return { text, normalized: text, box, score: 0, via: 'issuer-address' };
}
