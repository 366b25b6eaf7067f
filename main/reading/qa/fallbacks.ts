import { endsWithLegalForm, endsWithName, looksLikeCompany, nameBeforeNumbers, sameCompany } from './company';
import { withLinesAbove } from './wrapped-name';
import { addresseeName, partyName } from './party-name';
import { preferLegalName } from './legal-name';
import { addressBelow, isTitle, locateByLabel, rightOf, type Located } from './locate';
import type { Box, Segment } from '../types';
import { overlapX } from './geometry';
import type { PageModel } from './page-model';
import { findValues, isRoleOrSalutation } from './values';
import { legalLineNames, nameInLegalLine } from './legal-line';
import { domainNames } from './domain-name';
import { senderLine } from './sender-line';
import { isPostalLine, POSTAL_CODE } from './postal';
import { conceptById } from './lexicon';
import { tokens } from '../fold';
import { isFormerName, startsAsFormer } from './former-name';
import { nameUnderBrand, ownerLine } from './brand-line';
import { isTillReceipt } from './till-receipt';
import { notAName } from './name-shape';
import { attendedNames } from './attention-line';
import { isDocumentWord } from './titles';

/**
 * Suppliers print their name as the letterhead, without a label: the largest text near the top of
 * the first page that looks like a company, skipping the document title and the receiver's block.
 */
export function supplierNameFallback(model: PageModel): Located[] {
  // The top of what is printed: scans and receipts often start well below the picture's edge.
  const ys = model.segs.map((s) => s.seg.y);
  const first = Math.min(...ys);
  const topEnd = first + (Math.max(...ys) - first) * 0.3;
  const top = model.segs.filter(
    (s) =>
      s.seg.y <= topEnd &&
      !isTitle(s.seg.text) &&
      !s.label &&
      /\p{L}{3}/u.test(s.seg.text) &&
      !keyOfNumber(model, s.seg) &&
      !isFormerName(model, s.seg) &&
      !ownerLine(s.seg.text) &&
      !townLine(s.seg.text) &&
      !namesADocument(s.seg.text) &&
      findValues('name', nameInLegalLine(s.seg.text)).length > 0,
  );
  const receiverLabels = model.segs.filter((s) => s.label?.concept.id === 'receiver_name').map((s) => s.seg);
  const underReceiver = (y: number, x: number) =>
    receiverLabels.some(
      (r) => y >= r.y - 1 && y - r.y < model.lineHeight * 5 && Math.abs(x - r.x) < model.lineHeight * 6,
    );
  const sender = senderLine(model);
  const receivers = receiverNames(model, sender?.receiver);
  // "Summary" over "SimFin Analytics GmbH" reads as one name: one holding the receiver's is its.
  const isReceiver = (text: string) => {
    const key = ` ${nameKey(text)} `;
    return [...receivers].some((r) => key.includes(` ${r} `));
  };
  // The buyer's VAT number, printed in the buyer's block, registers nothing of the issuer's.
  // So is a VAT number in another company's block where the footer's legal line names the issuer
  // ("Transports Kieffer S.A." with its "N° TVA" at the window, "Garage Reuter & Fils S.à r.l." in
  // the footer over its own "TVA LU …"): two companies print their numbers, the legal line says whose.
  const legal = legalLineNames(model);
  const otherCompany = (r: Segment): boolean => {
    if (!legal.length || legal.some((l) => l.box === r || near(model, r, l.box as Segment))) return false;
    const block = blockAbove(model, r);
    return (
      block.some((s) => looksLikeCompany(s.text)) &&
      !block.some((s) => legal.some((l) => sameCompany(l.text, s.text)))
    );
  };
  const registered = registrationLines(model).filter(
    (r) => !blockAbove(model, r).some((s) => isReceiver(s.text)) && !otherCompany(r),
  );
  const scored = top
    .filter((s) => !underReceiver(s.seg.y, s.seg.x) && !isReceiver(nameInLegalLine(s.seg.text)))
    .map((s) => {
      const size = s.seg.h / model.lineHeight;
      const form = endsWithLegalForm(nameInLegalLine(s.seg.text)) ? 0.25 : 0;
      const high = 1 - (s.seg.y - first) / Math.max(1, topEnd - first);
      // Its registration beside it: labelled ("Company No: …"), or printed right after its legal
      // form ("TRI SHAAS SDN BHD (728515-M)" under the brand "MYDIN" printed large).
      const own =
        registered.some((r) => near(model, r, s.seg)) || nameBeforeNumbers(s.seg.text) ? REGISTERED : 0;
      // A letterhead shows itself: large print, a legal form, its registration beside it or
      // closing its block, or the first line printed (a till receipt's shop). A line in body print lower down with none of
      // them (a street, a table's heading) is no evidence.
      const inBlock = registered.some((r) => blockAbove(model, r).includes(s.seg));
      const shown = size > LARGE || form > 0 || own > 0 || inBlock || s.seg.y === first;
      const street = /\d/.test(s.seg.text) && form === 0;
      // Uncapped while candidates are ranked: evidence past certainty still orders them.
      const score = 0.35 + Math.min(0.35, (size - 1) * 0.3) + form + high * 0.15 + own;
      return { s, score: shown && !street ? score : 0 };
    })
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score);
  // A brand printed large over the legal name beside its registration ("LAVENDER" over "LAVENDER
  // CONFECTIONERY & BAKERY S/B" over "COMPANY NO: 499702-V"): the legal name is the issuer. Its
  // legal form says so too where OCR garbled the registration's label ("COMPANY NO0:").
  for (const full of scored) {
    const brand = scored.find((b) => b !== full && full.s.seg.text.startsWith(`${b.s.seg.text} `));
    if (!brand) continue;
    const legal =
      endsWithLegalForm(nameInLegalLine(full.s.seg.text)) ||
      [brand, full].some((c) => registered.some((r) => near(model, r, c.s.seg)));
    if (!legal) continue;
    if (brand.score >= full.score) full.score = brand.score + 0.01;
  }
  scored.sort((a, b) => b.score - a.score);
  // The brands a legal name is printed under: the domain that names a brand names its company.
  const brands = new Set<string>();
  const letterhead = scored.slice(0, 2).map(({ s: shown, score }): Located => {
    const under = nameUnderBrand(model, shown.seg);
    const s = (under && top.find((t) => t.seg === under)) || shown;
    if (s !== shown) brands.add(nameKey(shown.seg.text));
    const text = nameInLegalLine(s.seg.text);
    const party = text === s.seg.text ? partyName(model, s.seg, text) : { text, box: s.seg };
    const { text: name, box } = withLinesAbove(model, party.box, party.text);
    return { text: name, normalized: name, box, score, via: 'letterhead' };
  });
  // The footer's legal line names the issuer beside its numbers, against a letterhead that may be
  // the customer's envelope window when the issuer's own is a logo; the sender line over the window
  // names it too. A name the page prints as the receiver's is never the issuer, wherever it stands.
  // A name that is the word of a domain the page prints (atlassian.com) is the issuer's too; a
  // letterhead or legal line the domain confirms gains from the agreement, and so does the legal
  // name a brand heads ("LAVENDER CONFECTIONERY & BAKERY S/B" under LAVENDER.COM.MY), and so does
  // the name in full that ends with the domain's ("École de langues Léman-Lingua Sàrl").
  const owned = domainNames(model, isReceiver);
  const found = [...(sender ? [sender.issuer] : []), ...legal, ...letterhead]
    .filter((l) => !isReceiver(l.text) && !startsAsFormer(l.text))
    .map((l) =>
      owned.some(
        (o) => `${nameKey(l.text)} `.startsWith(`${nameKey(o.text)} `) || endsWithName(l.text, o.text),
      )
        ? { ...l, score: l.score + AGREED }
        : l,
    );
  const keys = new Set(found.map((l) => nameKey(l.text)));
  return preferLegalName(
    [...found, ...owned.filter((o) => !keys.has(nameKey(o.text)) && !brands.has(nameKey(o.text)))].sort(
      (a, b) => b.score - a.score,
    ),
  )
    .slice(0, 2)
    .map((l) => ({ ...l, score: Math.min(1, l.score) }));
}

/**
 * A key the pack does not know, printed before its number ("GST REF NO" | "001694261248"): words
 * without a legal form, and on their line right after them a segment of nothing but a long number.
 * A name is not printed so; a company's registration number is ("KING'S CONFECTIONERY S/B
 * 273500-U"), after its legal form.
 */
function keyOfNumber(model: PageModel, seg: Segment): boolean {
  if (looksLikeCompany(seg.text)) return false;
  const next = rightOf(model, seg)?.seg;
  return !!next && /^[\s\d.:/-]*\d{5}[\s\d.:/-]*$/.test(next.text);
}

/**
 * A town with its postcode on a line of its own ("Calgary, AB  T1Y 6J2", "Fort Wayne, IN 46802"):
 * the letterhead's address, whatever its words look like (Alberta's "AB" is no Swedish company).
 * A letterhead on one line prints the name and street before the town: more words.
 */
const townLine = (text: string): boolean => isPostalLine(text) && text.trim().split(/\s+/).length <= 5;

/**
 * A title qualified by a word or two before it ("REPAIR INVOICE", "Service Receipt") names the
 * document, as a title alone does: its last word is a document's title and no legal form follows.
 */
function namesADocument(text: string): boolean {
  const t = tokens(text);
  return t.length <= 3 && isDocumentWord(t.at(-1) ?? '') && !endsWithLegalForm(text);
}

/** What a domain's agreement adds to a letterhead or legal line. */
const AGREED = 0.1;

/** Names compared as printed words, whatever the case, accents and punctuation. */
const nameKey = (text: string): string => tokens(text).join(' ');

/**
 * The names a page prints in the receiver's place: beside or under a receiver's label ("Bill to",
 * "Rechnungsempfänger"), in the block under the sender line, or heading a block with an attention
 * line (attention-line.ts). The buyer's block often carries the buyer's VAT number, so it looks
 * like a letterhead with its registration.
 */
function receiverNames(model: PageModel, underSender: Located | undefined): Set<string> {
  const receiver = conceptById.get('receiver_name');
  const labelled = receiver ? locateByLabel(model, receiver) : [];
  const names = new Set<string>();
  const addressed = addresseeName(model);
  for (const l of [...labelled, ...(underSender ? [underSender] : []), ...(addressed ? [addressed] : [])]) {
    names.add(nameKey(l.text));
    names.add(nameKey(partyName(model, l.box, l.text).text));
  }
  // The block an attention line addresses ("z. H. Herrn Tobias Lechner") is the window's.
  for (const seg of attendedNames(model)) names.add(nameKey(seg.text));
  names.delete('');
  return names;
}

/** Print this much larger than the body's is a letterhead's. */
const LARGE = 1.15;
/** How much the issuer's registration printed beside a name says it is the issuer's. */
const REGISTERED = 0.2;
/** Whose registration numbers these are: the issuer's, as invoices print them beside its name. */
const ISSUER_NUMBERS = new Set(['supplier_orgnr', 'supplier_vat']);

/** Lines that print the issuer's registration or VAT number ("Company No: 08123456", "KvK 1234"). */
function registrationLines(model: PageModel): Segment[] {
  return model.segs.filter((s) => s.label && ISSUER_NUMBERS.has(s.label.concept.id)).map((s) => s.seg);
}

/**
 * Whether a name is printed with a registration: right beside it on its line, heading the block of
 * lines that ends with it (name, street, town, then "Company Reg No."), or on the line right under
 * it when that line holds no address.
 */
function near(model: PageModel, reg: Segment, name: Segment): boolean {
  const lh = model.lineHeight;
  if (Math.abs(reg.y - name.y) < lh * 0.5)
    return Math.max(reg.x - (name.x + name.w), name.x - (reg.x + reg.w)) < lh * 3;
  if (name.y < reg.y) return blockHead(model, reg) === name;
  return overlaps(reg, name) && name.y - (reg.y + reg.h) < lh * 1.2 && !/\d/.test(name.text);
}

const overlaps = (a: Box, b: Box): boolean => overlapX(a, b) > 0;

/** The first line of the block of lines printed close together above a segment, in its column. */
const blockHead = (model: PageModel, seg: Segment): Segment | undefined => blockAbove(model, seg).at(-1);

/** The lines printed close together above a segment, in its column, nearest first. */
function blockAbove(model: PageModel, seg: Segment): Segment[] {
  const lines: Segment[] = [];
  for (let at = seg; ;) {
    const above = model.segs
      .map((s) => s.seg)
      .filter((s) => s.y < at.y && at.y - (s.y + s.h) < model.lineHeight * 1.2 && overlaps(s, at))
      .sort((a, b) => b.y - a.y)[0];
    if (!above || lines.includes(above)) return lines;
    lines.push(above);
    at = above;
  }
}

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
  const letterhead = supplierNameFallback(model)[0];
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
    // "Herrn" over "Max Mustermann" addresses him: the name is the line under the salutation.
    if (!/\p{L}{3}/u.test(name.text) || /\d/.test(name.text) || isTitle(name.text)) continue;
    // A key ("Subscription details:") heads what follows it; a window's first line is a name. A
    // letter's greeting ("Beste mevrouw Verbeek,") or a column heading over a table opens no window.
    if (isRoleOrSalutation(name.text) || /:\s*$/.test(name.text) || notAName(name.text)) continue;
    if (letterhead && (sameCompany(letterhead.text, name.text) || endsWithName(name.text, letterhead.text)))
      continue;
    if (model.segs.find((s) => s.seg === name)?.label) continue;
    // A block under a delivery heading ("Leveringsadresse" over a parcel shop) is where the goods
    // went, not who is billed; a key with its value ("Server: Mika R.") is a field, no name.
    if (underDeliveryHeading(model, name) || KEYED.test(name.text)) continue;
    // A till receipt's first printed line, alone on it, heads the shop's own block whatever name
    // it prints ("Tankstation Van Wijk" over its street, the footer's "Van Wijk Brandstoffen B.V.").
    if (
      name.y - first < lh * 0.5 &&
      model.segs.every((s) => s.seg.line !== name.line || s.seg === name) &&
      isTill()
    )
      continue;
    // A window's name has no amount beside it: "Kort   635,00" is a till's tender line.
    if (MONEY.test(rightOf(model, name)?.seg.text.trim() ?? '')) continue;
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
      if (model.segs.find((i) => i.seg === s)?.label && keyed === 0) keyed = 1;
      bottom = s.y + s.h;
    }
    // A window's lines hold no money ("Managers 2 @ $24.00   $48.00"). A till receipt addresses no
    // one: a block there is a window only with a code and its town, not a code alone ("SALE" over
    // "STR 0417", the store's number, is the till's transaction heading).
    const closes = (s: Segment) => (isTill() ? isPostalLine(s.text) : postalLine(s.text));
    if (below.length < 2 || !below.some(closes) || below.some((s) => PRICED.test(s.text))) continue;
    // A block that prints the letterhead's name ("TRAITEUR" over "DE GOUDEN LEPEL" over "De Gouden
    // Lepel BV" over its street) is the issuer's own, whatever heads it.
    if (letterhead && below.some((s) => sameCompany(letterhead.text, s.text))) continue;
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
        !/:\s*$/.test(s.text) &&
        // A heading over the block ("Faktureringsadresse") names no one.
        !model.segs.find((i) => i.seg === s)?.label &&
        !isRoleOrSalutation(s.text) &&
        !isTitle(s.text),
    );
    if (aboveIsName) continue;
    out.push({ text: name.text, normalized: name.text, box: name, score: 0.6, via: 'address-block' });
  }
  return out.slice(0, 1);
}

/** A key before its value on one line ("Server: Mika R.", "Kassa / bediende: 1"). */
const KEYED = /^[^:]{2,30}:\s*\S/;

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
 */
const underLetterhead = (model: PageModel, line: Segment, letterhead: Located | undefined): boolean =>
  !!letterhead && Math.abs(line.x - letterhead.box.x) < model.lineHeight;

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
