import { abridgedName, endsWithLegalForm, endsWithName, sameCompany } from './company';
import { addresseeName } from './party-name';
import { addressBelow, isTitle, rightOf, type Located } from './locate';
import { closesWithColon, keyedAsRead, listedAsRead, withDroppedSeparators } from './dropped-separators';
import type { Box, Segment } from '../types';
import type { PageModel } from './page-model';
import { findValues, isRoleOrSalutation } from './values';
import { senderLine } from './sender-line';
import { addressLike, isPostalLine, POSTAL_CODE } from './postal';
import { tokens } from '../fold';
import { ownerLine } from './brand-line';
import { isTillReceipt } from './till-receipt';
import { notAName } from './name-shape';
import { supplierNameFallback } from './fallbacks';
import { blockAbove } from './block-above';
import { qualifiedTitle } from './titles';
import { attendedNames, isAttention } from './attention-line';
import { cellsOnLine, headsAColumn } from './columns';
import { leftOnLine } from './geometry';
import { issuersBlock, ownsItsDomain } from './own-block';
import { cutShort } from './legal-name';

/**
 * Many invoices print the customer's address in the envelope window with no label: a block of a
 * name line, a street and a postal line in the upper part of the page that is not the letterhead.
 */
export function receiverBlockFallback(model: PageModel): Located[] {
  const { page, lineHeight: lh } = model;
  const sender = senderLine(model);
  if (sender) return [sender.receiver];
  const addressed = addresseeName(model);
  if (addressed) return [addressed];
  const issuers = supplierNameFallback(model);
  const letterhead = issuers[0];
  // What the page states of the issuer beyond a letterhead's look, which may be the window itself.
  const stated = issuers.filter((l) => l.via === 'legal-line');
  // The window's name is in the upper part of what is printed, as of the paper: a till slip printed
  // at the top of its page has its card line ("VISA/DANKORT" over "GODKENDT") in the paper's upper half.
  const ys = model.segs.map((s) => s.seg.y);
  const first = Math.min(...ys);
  const upper = Math.min(page.height * 0.45, first + (Math.max(...ys) - first) * UPPER_PRINTED);
  const segs = model.segs.map((s) => s.seg).filter((s) => s.y < page.height * 0.45);
  const ownBlock = letterhead ? blockUnder(model, letterhead.box) : new Set<Segment>();
  const out: Located[] = [];
  // Whether the page is a till receipt: asked of a few candidates at most, answered once.
  let till: boolean | undefined;
  const isTill = () => (till ??= isTillReceipt(model));
  for (const name of segs.filter((s) => s.y < upper)) {
    // A company name printed on in the letterhead's own block, with the letterhead's legal form (a
    // receipt's "FORMERLY KNOWN AS" / former name), is the issuer's, not the customer's window; so
    // is all of a till's (its tagline, "Free House & Kitchen"), and an owner's line anywhere.
    // So is a tagline between the letterhead and its name printed in full ("LITTLE WATTLE" over
    // "espresso + kitchen" over "Little Wattle Espresso").
    const own =
      ownBlock.has(name) &&
      (underLetterhead(model, name, letterhead) ||
        sameForm(name.text, letterhead?.text ?? '') ||
        isTill() ||
        reprinted(ownBlock, name, letterhead));
    if (own || ownerLine(name.text)) continue;
    // "Herrn" over "Max Mustermann" addresses him: the name is the line under the salutation. A
    // title, however qualified ("PATIENT STATEMENT"), names the document; an attention line ("FAO
    // Mr Owen Tate, Director") the person the block under it is for, not the customer it names.
    // A name holds no figure, unless an attention line under it says it is the window's name
    // ("Ejerforeningen Solsortevej 14-20" over "Att.: Formand Henrik Brøndum").
    const attended = attendedNames(model).includes(name);
    const figures = /\d/.test(name.text) && !attended;
    if (!/\p{L}{3}/u.test(name.text) || figures || isTitle(name.text)) continue;
    if (documentTitle(name.text) || isAttention(name.text) || tableRow(model, name)) continue;
    // A tagline ("Utbildning · Arbetsmiljö · Ledarskap") says what a business does: no one's window;
    // so it does on a scan whose reader dropped its dots.
    if (listedAsRead(model, name)) continue;
    // A key ("Subscription details:") heads what follows it; a window's first line is a name. A
    // letter's greeting ("Beste mevrouw Verbeek,") or a column heading over a table opens no window.
    if (isRoleOrSalutation(name.text) || closesWithColon(model, name) || (notAName(name.text) && !attended))
      continue;
    if (
      letterhead &&
      (sameCompany(letterhead.text, name.text) ||
        abridgedName(name.text, letterhead.text) ||
        endsWithName(name.text, letterhead.text) ||
        cutShort(name.text, letterhead.text))
    )
      continue;
    if (model.segs.find((s) => s.seg === name)?.label || issuersBlock(model, name, stated)) continue;
    // A block under a delivery heading ("Leveringsadresse" over a parcel shop) is where the goods
    // went, not who is billed; a key with its value ("Server: Mika R.") is a field, no name.
    if (
      underDeliveryHeading(model, name) ||
      KEYED.test(name.text) ||
      keyedAsRead(model, name) ||
      keyBeside(model, name)
    )
      continue;
    // A till receipt's first printed line, alone on it, heads the shop's own block whatever name
    // it prints ("Tankstation Van Wijk" over its street, the footer's "Van Wijk Brandstoffen B.V.").
    if (
      name.y - first < lh * 0.5 &&
      model.segs.every((s) => s.seg.line !== name.line || s.seg === name) &&
      isTill()
    )
      continue;
    // A window's name has no amount beside it: "Kort   635,00" is a till's tender line. Nor does
    // its line close with one, no key before it: "2024-08-12 | Logi enkelrum inkl. frukost | 12 % |
    // 1 295,00" is an item's row.
    if (MONEY.test(rightOf(model, name)?.seg.text.trim() ?? '') || itemRow(model, name)) continue;
    // The block's lines follow one another, each close under the last (some windows space them
    // wide: "Theodor Est" / "Bahnstr. 42" / "88802 Spielkreis" a line and a half apart).
    const below: Segment[] = [];
    let bottom = name.y + name.h;
    let keyed = 0;
    for (const s of segs
      .filter((s) => s.y > name.y + name.h * 0.5 && Math.abs(s.x - name.x) < lh)
      .sort((a, b) => a.y - b.y)) {
      // Four lines: Britain and Ireland print a street, a district, the town and the postcode; a
      // contact's keyed line ("Attn: Accounts Payable", "t.a.v. mevrouw L. Verbeek") besides.
      if (s.y - bottom >= lh * 3.2 || below.length - keyed === 4) break;
      below.push(s);
      // An attention line unkeyed ("FAO Mr D. Okafor, Practice Manager") is such a contact's too.
      if ((model.segs.find((i) => i.seg === s)?.label || isAttention(s.text)) && keyed === 0) keyed = 1;
      bottom = s.y + s.h;
    }
    // A window's lines hold no money ("Managers 2 @ $24.00   $48.00"). A till receipt addresses no
    // one: a block there is a window only with a code and its town, not a code alone ("SALE" over
    // "STR 0417", the store's number, is the till's transaction heading).
    const closes = (s: Segment) => (isTill() ? isPostalLine(s.text) : postalLine(s.text));
    if (below.length < 2 || !below.some(closes) || below.some((s) => PRICED.test(s.text))) continue;
    // Nor one that reaches its postal line through a row of column headings ("Date | Tracking No. |
    // Destination | Net £"): the lines under it are a table's, whose towns ("Leeds LS11 5QN") close
    // no one's address. What follows the postal line is not the block's.
    if (below.slice(0, below.findIndex(closes)).some((s) => headsAColumn(model, s))) continue;
    // A block that prints the letterhead's name ("TRAITEUR" over "DE GOUDEN LEPEL" over "De Gouden
    // Lepel BV" over its street) is the issuer's own, whatever heads it.
    // Nor does one printing it abridged, as a card terminal keys the merchant (abridgedName).
    if (
      letterhead &&
      below.some((s) => sameCompany(letterhead.text, s.text) || abridgedName(s.text, letterhead.text))
    )
      continue;
    // The letterhead's own address block sits under the supplier's name (a title over the window,
    // "Factuur", is no name). Nor is what ends a block above the window: a rule ("====="), a key
    // alone ("To:"), a line with figures (the sender's or return address on one line, "Retouradres:
    // Postbus 2210, 8000 CE Zwolle"): a name line holds no figure.
    const aboveIsName = segs.some(
      (s) =>
        s !== name &&
        s.y < name.y &&
        name.y - (s.y + s.h) < lh * 1.2 &&
        Math.abs(s.x - name.x) < lh &&
        /\p{L}{3}/u.test(s.text) &&
        !/\d/.test(s.text) &&
        !closesWithColon(model, s) &&
        // A heading over the block ("Faktureringsadresse") names no one.
        !model.segs.find((i) => i.seg === s)?.label &&
        !isRoleOrSalutation(s.text) &&
        !isTitle(s.text) &&
        !documentTitle(s.text) &&
        !isAttention(s.text),
    );
    if (aboveIsName || underStreet(model, segs, name)) continue;
    out.push({ text: name.text, normalized: name.text, box: name, score: 0.6, via: 'address-block' });
  }
  // A letterhead never prints an attention line (attention-line.ts): of two blocks, the one
  // addressed to someone in it is the window, the other the issuer's own however high it stands
  // ("TANDTEKNISK LABORATORIUM" over its street and phone, the customer's block under it).
  const attended = out.find((l) => attendedNames(model).includes(l.box as Segment));
  if (attended) return [attended];
  // Of two blocks, one whose name owns the site printed under it is the issuer's own (own-block.ts).
  const windows = out.length > 1 ? out.filter((l) => !ownsItsDomain(model, l.box as Segment)) : out;
  return (windows.length ? windows : out).slice(0, 1);
}

/**
 * A line of a table of charges ("09/03/2026 | Lounge Bar | CHK 4471 | 18.40"): a date or an amount
 * opens the line, left of the words. A window's name opens its line, whatever stands right of it
 * (the invoice's details: "Tom Whitcombe | Date | 14/02/2026").
 */
function tableRow(model: PageModel, name: Segment): boolean {
  const opening = leftOnLine(model.segs, name).at(-1)?.seg.text.trim() ?? '';
  return MONEY.test(opening) || findValues('date', opening)[0]?.text === opening;
}

/** A document's title qualified by a word or two ("PATIENT STATEMENT"); a company's name has its form. */
const documentTitle = (text: string): boolean => qualifiedTitle(text) && !endsWithLegalForm(text);

/**
 * Whether a line closes with an amount no key stands before: an item's row, its price last, or
 * before the letter of its VAT rate ("Skokräm Saphir neutral | 129,00 | A" of a till receipt whose
 * VAT table keys its rates A and B).
 */
function itemRow(model: PageModel, name: Segment): boolean {
  const all = cellsOnLine(model, name.line);
  const cells = RATE_CODE.test(all.at(-1)?.seg.text.trim() ?? '') ? all.slice(0, -1) : all;
  const [before, last] = cells.slice(-2);
  return !!last && !!before && last.seg !== name && priced(last.seg.text) && !before.label;
}

/**
 * Whether a line goes on from a street right above it in its column ("Unit 3, Beck Side Court" over
 * "Station Road"): a block's second street line, not its name. A sender's or return address on
 * one line (with its town's code, in parts between dashes or bullets, or keyed: "Retouradres:
 * Postbus 2210, 8000 CE Zwolle") ends a block above the window instead.
 */
const underStreet = (model: PageModel, segs: Segment[], name: Segment): boolean =>
  segs.some(
    (s) =>
      s.y < name.y &&
      name.y - (s.y + s.h) < model.lineHeight * 0.8 &&
      Math.abs(s.x - name.x) < model.lineHeight &&
      addressLike(s.text) &&
      !isPostalLine(s.text) &&
      // A scan's reader drops those marks and leaves their room (dropped-separators.ts).
      !/[:•·|]|\s[-–—]\s/.test(withDroppedSeparators(model, s)) &&
      !model.segs.find((i) => i.seg === s)?.label,
  );

/** A key before its value on one line ("Server: Mika R.", "Kassa / bediende: 1"). */
const KEYED = /^[^:]{2,30}:\s*\S/;
/** How far right of a key (in line heights) its value starts. */
const NEAR_VALUE = 6;
/**
 * A key of a word or two whose value, with a figure, stands beside it, its colon dropped by OCR
 * ("Your ref | Flat 3, 19 Cotham Brow"): a field of the details, no window's name.
 */
const keyBeside = (model: PageModel, name: Segment): boolean => {
  const right = rightOf(model, name);
  return (
    name.words.length <= 2 &&
    !/\d/.test(name.text) &&
    !!right &&
    // Close beside it: what stands across the page is another block's line (the letterhead's phone).
    right.seg.x - (name.x + name.w) < model.lineHeight * NEAR_VALUE &&
    !right.label &&
    /\d/.test(right.seg.text)
  );
};

/** Whether the nearest heading over a line's block, in its column, heads a delivery address. */
const underDeliveryHeading = (model: PageModel, line: Segment): boolean =>
  blockAbove(model, line)
    .map((s) => model.segs.find((i) => i.seg === s)?.label?.concept.id)
    .find((id) => id !== undefined) === 'delivery_address';

/** How far down what is printed an envelope window's name may stand. */
const UPPER_PRINTED = 0.5;

/**
 * A window's postal line: a code with its town ("53229 Bonn"), or a postcode on a line of its own
 * ("R93 X2K7"). Figures alone under a heading ("HSN/SAC" over "3901") are a table's column, and a
 * year in a date ("Billing period: 05 Jan 2024 - 06 Mar 2024") is no code.
 */
function postalLine(text: string): boolean {
  if (isPostalLine(text)) return true;
  let rest = text;
  for (const d of findValues('date', text)) rest = rest.replace(d.text, ' ');
  return POSTAL_CODE.test(rest) && /\p{L}{2}/u.test(rest);
}

/** An amount with its currency: "$48.00", "59,50 €", "48.00 USD". */
const PRICED = /[€$£]\s?\d|\d[.,]\d{2}\s?(?:€|[A-Z]{3}\b)/;

/** A VAT rate's code letter closing an item's row ("A", "B*"), in a cell of its own or after the amount. */
const RATE_CODE = /^[A-Z]\*?$/;
const RATE_CODE_AFTER = /\s+[A-Z]\*?$/;
/** An amount alone in its cell, or with its rate's code letter after it ("129,00 A"). */
const priced = (text: string): boolean => MONEY.test(text.trim().replace(RATE_CODE_AFTER, ''));

/** A cell holding an amount with its cents and nothing else, as a total or a tender line prints it. */
const MONEY = /^[-–(]?\s*(?:[€$£]\s*)?\d{1,3}(?:[.,\s]\d{3})*[.,]\d{2}\s*(?:[€$£]|kr\.?|[A-Z]{3})?\)?$/;

/** The lines printed one under the other from a box down, with no line's gap between, any column. */
function blockUnder(model: PageModel, box: Box): Set<Segment> {
  const lines = model.segs.map((s) => s.seg).sort((a, b) => a.y - b.y);
  const block = new Set<Segment>();
  let bottom = box.y + box.h;
  for (const s of lines) {
    if (s.y <= box.y + box.h * 0.5) continue;
    if (s.y - bottom > model.lineHeight * 0.8) break;
    block.add(s);
    bottom = Math.max(bottom, s.y + s.h);
  }
  return block;
}

/**
 * Whether a line stands in the letterhead's own column, under it with no gap between: its street,
 * its town ("Zone artisanale du Brézet" under "TRANSPORTS MARCHETTI & Cie" / "SAS au capital de …"),
 * however much it looks like a window's name over its address. A window beside the letterhead's
 * block ("Immobilien Keller GmbH" level with the letterhead's phone line) stands in its own column.
 * A receipt centres its head: a line centred under the letterhead is its block's ("Station
 * Buxtehude-Süd" under "Hanse-Tank Mineralöl GmbH"), however far its shorter text starts to the right.
 */
const underLetterhead = (model: PageModel, line: Segment, letterhead: Located | undefined): boolean =>
  !!letterhead &&
  (Math.abs(line.x - letterhead.box.x) < model.lineHeight ||
    Math.abs(centre(line) - centre(letterhead.box)) < model.lineHeight * CENTRED);
/** A box's middle, across. */
const centre = (box: Box): number => box.x + box.w / 2;
/** How far apart (in line heights) the middles of two centred lines may be. */
const CENTRED = 0.5;

/** Whether the letterhead's name is printed again in its own block, under a line of that block. */
const reprinted = (block: Set<Segment>, line: Segment, letterhead: Located | undefined): boolean =>
  !!letterhead && [...block].some((s) => s.y > line.y && sameCompany(letterhead.text, s.text));

/**
 * Two names with a legal form ending with the same two words: a two-word form ("... SDN BHD" and
 * "... SDN BHD"). With a one-word form the name's last word must match too, so "Kunden GmbH" under
 * a "Lieferant GmbH" letterhead stays a candidate for the window.
 */
const sameForm = (a: string, b: string): boolean => {
  const last = (t: string) => tokens(t).slice(-2).join(' ');
  return endsWithLegalForm(a) && endsWithLegalForm(b) && last(a) === last(b);
};

/** The customer's address when no label names it: the lines under the envelope-window name. */
export function receiverAddressFallback(model: PageModel): Located[] {
  const name = receiverBlockFallback(model)[0];
  const block = name ? addressBelow(model, name.box as Segment) : null;
  return block ? [{ ...block, score: 0.55 }] : [];
}
