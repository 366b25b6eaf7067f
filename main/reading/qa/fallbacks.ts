import { withoutPayee } from './payee-named';
import { endsWithLegalForm, endsWithName, looksLikeCompany, nameBeforeNumbers, sameCompany } from './company';
import { withLinesAbove } from './wrapped-name';
import { addresseeName, partyName } from './party-name';
import { preferFullName, preferHeading, preferLegalName, preferTradingName } from './legal-name';
import { isTitle, locateByLabel, rightOf, type Located } from './locate';
import type { Box, Segment } from '../types';
import { overlapX } from './geometry';
import type { PageModel, SegmentInfo } from './page-model';
import { findValues } from './values';
import { legalLineNames, nameInLegalLine } from './legal-line';
import { spelledAsPrinted } from './misread-name';
import { initialsSpelledOut } from './initials-spelled';
import { domainNames, opensWithDomain } from './domain-name';
import { senderLine } from './sender-line';
import { isPostalLine } from './postal';
import { conceptById } from './lexicon';
import { tokens } from '../fold';
import { isFormerName, startsAsFormer } from './former-name';
import { nameUnderBrand, ownerLine, ownerUnderName } from './brand-line';
import { attendedNames } from './attention-line';
import { isDocumentWord } from './titles';
import { bulletedTagline, framedMotto, tradeHeading, unframedMotto } from './trade-heading';
import { listedAsRead, withDroppedSeparators } from './dropped-separators';
import { withoutBranchNumber } from './branch-number';
import { blockAbove } from './block-above';
import { practitionerUnder } from './practitioner';
import { withTradeBelow } from './trade-below';
import { valueOfKeyInGrid } from './key-column';
import { payeeLegalName } from './payee-legal-name';

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
      !valueOfKeyInGrid(model, s.seg) &&
      !KEY_OF_A_NUMBER.test(s.seg.text) &&
      !isFormerName(model, s.seg) &&
      !ownerLine(s.seg.text) &&
      !ownerUnderName(model, s.seg) &&
      !townLine(s.seg.text) &&
      !namesADocument(s.seg.text) &&
      // "BRASSERIE" over "Chez Marceline": the kind of business, not which (trade-heading.ts).
      // A scan's reader drops the dots between a tagline's parts ("BOULANGERIE PATISSERIE",
      // "Zeitungen Tabak Getränke Lotto"): read with them put back.
      !tradeHeading(withDroppedSeparators(model, s.seg)) &&
      !tagline(s.seg.text) &&
      !listedAsRead(model, s.seg) &&
      findValues('name', nameInLegalLine(s.seg.text)).length > 0,
  );
  // The first line printed under a trade heading is the till receipt's shop all the same.
  // From the top down: headings are few, and a page's every line asked would cost a tenth of its reading.
  // So is the first under the document's title, its number or a registration printed over the
  // name ("SALES RECEIPT | No. 0342" over "HOLLOW OAK APIARY", "ABN 53 824 753 501" over
  // "KURRAJONG POINT NEWSAGENCY"): they name no one, and the shop's name opens what they head.
  const opening =
    [...model.segs]
      .sort((a, b) => a.seg.y - b.seg.y)
      .find((s) => {
        const read = withDroppedSeparators(model, s.seg);
        return !tradeHeading(read) && !tagline(s.seg.text) && !listedAsRead(model, s.seg) && !namesNoOne(s);
      })?.seg.y ?? Infinity;
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
      const shown = size > LARGE || form > 0 || own > 0 || inBlock || s.seg.y === opening;
      const street = /\d/.test(withoutBranchNumber(s.seg.text)) && form === 0;
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
  // One candidate a line: OCR parts a wide-set heading into its words ("GHEE" | "HIANG"), each read
  // back into the same line's name, which would fill both places and leave the legal name under it out.
  const lines = scored.filter((c, i) => !scored.slice(0, i).some((o) => o.s.seg.line === c.s.seg.line));
  const letterhead = lines.slice(0, 2).map(({ s: shown, score }): Located => {
    const under = nameUnderBrand(model, shown.seg);
    const practitioner = practitionerUnder(model, shown.seg);
    const s =
      (under && top.find((t) => t.seg === under)) ||
      (practitioner && { ...shown, seg: practitioner, label: undefined }) ||
      shown;
    if (s !== shown) brands.add(nameKey(shown.seg.text));
    const text = nameInLegalLine(s.seg.text);
    // A heading its domain spells is the business, never a contact over the company's line.
    const party =
      text === s.seg.text && !opensWithDomain(model, text)
        ? partyName(model, s.seg, text)
        : { text, box: s.seg };
    const above = withLinesAbove(model, party.box, party.text);
    const { text: name, box } = withTradeBelow(model, above.box, above.text);
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
  const ranked = [
    ...found,
    ...owned.filter((o) => !keys.has(nameKey(o.text)) && !brands.has(nameKey(o.text))),
  ].sort((a, b) => b.score - a.score);
  // The letterhead's name in full, as a payee key prints it on the slip ("Payable to: Hartwell
  // Pryce Insurance Brokers Ltd" under "HARTWELL PRYCE"): its legal name (payee-legal-name.ts).
  const payee = ranked[0] && payeeLegalName(model, ranked[0]);
  if (payee && !keys.has(nameKey(payee.text))) ranked.splice(1, 0, payee);
  const headed = preferHeading(model, ranked);
  const preferred = preferFullName(
    headed === ranked ? preferTradingName(model, preferLegalName(model, ranked)) : headed,
  );
  return initialsSpelledOut(model, spelledAsPrinted(model, preferred))
    .slice(0, 2)
    .map((l) => ({ ...l, score: Math.min(1, l.score) }));
}

/**
 * A line over a letterhead that names no one: the document's title ("SALES RECEIPT"), a label or a
 * figure ("No." | "0342"), a key with its number ("ABN 53 824 753 501").
 */
/**
 * A tagline over or under the shop's name says what it does or is like, not which it is: a list
 * ("~ Zeitungen · Tabak · Getränke · Lotto ~") or a motto ("~ real bread, baked before dawn ~"), framed
 * or with its frame dropped by a scan's reader.
 */
const tagline = (text: string): boolean =>
  bulletedTagline(unframed(text)) || framedMotto(text) || unframedMotto(text);
/** A line without the ornaments framing it ("~ … ~"). */
const unframed = (text: string): string => text.replace(/^\s*[~*=_+]+\s*|\s*[~*=_+]+\s*$/gu, '');

const namesNoOne = (s: SegmentInfo): boolean =>
  isTitle(s.seg.text) ||
  namesADocument(s.seg.text) ||
  !!s.label ||
  !/\p{L}{3}/u.test(s.seg.text) ||
  KEYED_NUMBER.test(s.seg.text.trim());

/** A short key and the number it keys, alone on a segment: "ABN 53 824 753 501", "Org.nr 559214-7705". */
const KEYED_NUMBER = /^[\p{L}][\p{L}.#:\s-]{0,11}\d[\d\s./-]*$/u;

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
 * A key closed by its number's word ("Agreement No.", "Kunden-Nr.", "Order #"): the key of a number
 * printed beside it, never a name, even where a scan reads it taller than the body and apart from
 * its number.
 */
const KEY_OF_A_NUMBER = /\S\s+(?:no\.|nr\.?|n[°º]|#)\s*:?\s*$/i;

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
  const labelled = receiver ? withoutPayee(model, locateByLabel(model, receiver)) : [];
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
