import type { PageText, Segment } from '../types';
import { PARTY_WORDS, QUALIFIER_GROUPS, TITLES } from '../lang';
import { dateJoinedKeys } from './chains';
import { keysOverValues } from './keys-over-values';
import { initialsKeys } from './initials-key';
import { joinStackedHeadings } from './stacked-headings';
import {
  asideOnly,
  keyGoesOnToAnother,
  leadsVatLine,
  numberOfWordBefore,
  ofAnotherThing,
  onlyQualifiers,
  partysNumber,
  saysNoneCharged,
} from './qualifiers';
import { looksLikeCompany } from './company';
import { isTitle, partyLabelOfCopy, titleNumberAt, titleNumberLabel } from './titles';
import { tokens } from './normalize';
import { findValues, isWebOrMail } from './values';
import { rightOnLine } from './geometry';
import { opensLongerKey } from './longer-key';
import { listedAfterLabel } from './dropped-separators';
import { afterTranslation, translated } from './translated-label';
import { BoundedCache } from '../../util/bounded-cache';
import type { LabelHit, LabelSet, PageModel, SegmentInfo } from './page-types';
import { amountWord } from './amount-words';
import { numberWord } from './question-words';
import { gluedSign } from './number-sign';
import { closedByTotal, ofThisDocument } from './label-closing';
import { headedCells } from './headed-cells';
import { droppedKeyMarks } from './dropped-key-marks';
import { gluedKeysApart } from './glued-key';
import { keyOfDocument } from './tax-number-key';
import { qualifiedTotal } from './qualified-total';
import { namesATaxedPart, taxedOnRemark, vatCompound } from './vat-compound';
import { sentencesApart } from './sentence-label';
import { RATE, subSegment, textAfter, withoutRate, wordsForTokens } from './segment-words';
import { ALL_LABELS, candidatesFor, labelsFor, matchAt } from './label-candidates';
import { loneLetterRestored } from './lone-letter-key';
export { textAfter } from './segment-words';
export type { LabelHit, LabelSet, PageModel, SegmentInfo } from './page-types';

const cache = new WeakMap<PageText, PageModel>();

/** A list's separator opening what follows a word: a line of listed words ("Verkauf · Reparatur"). */
const LISTED = /^\s*[·•|]/;

/** Document titles of one word ("Handelsrechnung"): a label may follow them on the title line. */
const TITLE_WORDS = new Set(TITLES.filter((t) => !t.includes(' ')));

/**
 * The label a segment starts with, if any: the longest label of any concept, so "Total VAT" is a
 * VAT label and not a total, and "Due date" is not the invoice date. A label may follow a rate, a
 * number or the document's title ("25% moms", "Handelsrechnung (380) Nr.") but otherwise leads its
 * segment.
 */
export function classifySegment(
  seg: Segment,
  set: LabelSet = ALL_LABELS,
  allowLong = false,
): LabelHit | null {
  // Suppliers print the same labels on every invoice: remember what each printed text is.
  const key = `${set.key}\u0002${allowLong ? 1 : 0}\u0002${seg.words.map((w) => w.text).join('\u0001')}`;
  return labelHits.get(key, () => classifyUncached(seg, set, allowLong));
}

const labelHits = new BoundedCache<LabelHit | null>(50_000);
/** A web site's name ("Bazaarly.co.uk", "www.shop.de"): dotted words ending in a top-level domain. */
const SITE = /^(?:www\.)?[\p{L}\d-]{3,}(?:\.[\p{L}\d-]+)*\.\p{Ll}{2,6}$/u;
/**
 * What a party's label says of its number rather than its name ("ID", "No.", "Nr", "N°", "#"), or
 * of its purchase order ("Customer PO").
 */
export const PARTY_NUMBER = /^(?:id|no|nr|n°|nº|#|po)\.?:?$/i;
const FREE_TYPES = ['text', 'name', 'address'];
const BRACKETED = /^\s*\([^()]*\)\s*$/;
/** A bare number word of a pack alone ("code" of "Client code", "Kunde Nummer"), no party's word. */
const numberWordAlone = (rest: string): boolean => {
  const t = tokens(rest);
  return t.length === 1 && numberWord(t[0]!) && !PARTY_WORDS.some((p) => t[0]!.startsWith(p));
};

function classifyUncached(seg: Segment, set: LabelSet, allowLong: boolean): LabelHit | null {
  // A citation of the law ("§4 Nr. 10a UStG") names a paragraph, not one of the invoice's values;
  // some PDFs' fonts give "§" as "$" ("$4 Nr. 10a UStG"), never followed by an amount's decimals.
  if (/^\s*(?:§|\$\s?\d+[a-z]?\s+\D)/.test(seg.text)) return null;
  // An address opening the segment ("commandes@delcour-hygiene.be", "www.rechnung.de") is a
  // mailbox's or a site's name: "commandes" there labels no order number.
  const first = seg.text.trim().split(/\s+/)[0] ?? '';
  // A site's name before a key ("Bazaarly.co.uk order number: 205-…") says whose the number is,
  // as a party's word does: the label follows it. A mailbox's name is no such key.
  const site = SITE.test(first) && seg.words.length > 1 ? tokens(first).length : 0;
  if (!site && isWebOrMail(first)) return null;
  const st = tokens(seg.text);
  let best: LabelHit | null = null;
  let bestEnd = 0;
  // The words of a remark on what the VAT is charged on, read as its label's ("on buyer's premium").
  let bestRemark = 0;
  const maxStart = Math.min(Math.max(3, site), st.length - 1);
  for (let start = 0; start <= maxStart; start++) {
    if (start > 0 && start < site) continue;
    const prev = st[start - 1] ?? '';
    // "Verkäufer-BIC:", "Customer VAT no": a party word before a label says whose it is.
    const whose = start > 0 && PARTY_WORDS.some((p) => prev.startsWith(p));
    const vatLine = leadsVatLine(st, start, seg.text);
    const free =
      start === 0 || start === site || /^[\d%#(]/.test(prev) || TITLE_WORDS.has(prev) || whose || vatLine;
    // After an amount word only a more precise amount label follows ("Rechnungssumme Netto"):
    // "Steuer-Nr.", "USt-Nr." are the tax office's numbers, not the invoice's.
    const amountsOnly = !free && amountWord(set, prev);
    if (!free && !amountsOnly) break;
    const here = candidatesFor(set, st[start] ?? '');
    const matched = here.filter((c) => matchAt(st, c.lt, start)).map((c) => ({ ...c, length: c.lt.length }));
    for (const { concept, lt } of here) {
      if (opensLongerKey(concept, lt.length, matched)) continue;
      if ((amountsOnly && concept.type !== 'amount') || (vatLine && concept.id !== 'total_vat')) continue;
      // "Total inkl. MWST": after a total, "inkl. MWST" says what the total holds (qualifiedTotal).
      if (amountsOnly && concept.id === 'total_vat' && QUALIFIER_GROUPS.including.has(lt[0] ?? '')) continue;
      const quality = matchAt(st, lt, start);
      if (!quality) continue;
      const score = lt.length + quality * 0.5 - start * 0.3;
      // "Netto 14 dage" is payment terms, not a net amount: a label's own segment, when it goes
      // on, must go on with a value of the label's kind.
      // The value glued to the "#" that ends the label is the label's value, not part of it.
      const glued = gluedSign(st, start + lt.length, lt);
      let used = wordsForTokens(seg, start + lt.length - (glued ? 1 : 0));
      if (concept.type !== 'amount' && ofAnotherThing(st, start + lt.length, concept)) continue;
      if (concept.id === 'total_vat' && saysNoneCharged(st, start + lt.length)) continue;
      if (concept.id === 'invoice_number' && partysNumber(st, start, start + lt.length)) continue;
      // A number in brackets is a note on the line above ("(check #1147)" under a deposit
      // received: the cheque that paid it), not the document's own number.
      if (concept.id === 'invoice_number' && BRACKETED.test(seg.text)) continue;
      if (keyGoesOnToAnother(st, start, start + lt.length, textAfter(seg, used), concept)) continue;
      // A label printed in two languages ("N° de facture / Invoice No.") is one label; so is a
      // VAT's or a net's label that a total's word closes ("Summe MwSt gesamt", "Moms totalt").
      const translation = translated(seg, used, concept, (from) =>
        [set, ALL_LABELS].map((s) => classifyUncached(subSegment(seg, from), s, false)),
      );
      const labelEnd = translation ? tokens(subSegment(seg, 0, translation).text).length : start + lt.length;
      if (translation) used = translation;
      else if (
        closedByTotal(concept, tokens(withoutRate(textAfter(seg, used))), (w) => candidatesFor(set, w))
      )
        used = seg.words.length;
      const rest = withoutRate(textAfter(seg, used));
      // "VAT @ 20% on buyer's premium": what the VAT is charged on, the line still the VAT's.
      const remark = concept.id === 'total_vat' && taxedOnRemark(rest);
      // "MERCHANT ID  ****2817", "Customer No.", "Client code": the party's number, not its name.
      if (concept.type === 'name' && (PARTY_NUMBER.test(rest) || numberWordAlone(rest))) continue;
      // "Verkauf · Reparatur · E-Bikes": words a list's dot or bar parts are what a business
      // does, printed under its name, not a party's label and its value.
      if (concept.type === 'name' && (LISTED.test(rest) || listedAfterLabel(seg, used))) continue;
      // "Company's Bank Details", "Buyer's Order No.": the party's something, not its name.
      if (concept.type === 'name' && st[start + lt.length] === 's' && /['’]s\b/i.test(seg.text)) continue;
      // "Lieferant GmbH" is a company called Lieferant, not the label "Lieferant".
      if (concept.type === 'name' && rest && !/[:]/.test(seg.text) && looksLikeCompany(seg.text)) continue;
      // "Company No: 499702-V", "Customer 12345": a party's label followed by a number labels
      // the party's number, not its name.
      if (concept.type === 'name' && rest && /\d/.test(rest) && !findValues('name', rest).length) continue;
      if (
        rest &&
        !FREE_TYPES.includes(concept.type) &&
        !findValues(concept.type, rest).length &&
        !onlyQualifiers(rest) &&
        !(concept.type === 'amount' && asideOnly(rest)) &&
        !remark &&
        !ofThisDocument(tokens(rest))
      )
        continue;
      // A key printed with its colon ("Verkäufer-BIC:") is named by all of its words: a label
      // covering only some of them names something else.
      const key = keyTokens(seg.text.replace(RATE, ' '));
      // Its translation after a slash is the same label ("Due / Échéance :").
      if (key && key.length > labelEnd && !onlyQualifiers(key.slice(labelEnd).join(' '))) continue;
      const bestScore = best ? best.length + best.quality * 0.5 : -1;
      if (score > bestScore) {
        best = {
          concept,
          quality,
          length: lt.length,
          wordsUsed: used,
          ...(remark && namesATaxedPart(rest) ? { chargedOn: true } : {}),
        };
        bestEnd = start + lt.length;
        bestRemark = remark ? tokens(rest).length : 0;
      }
    }
  }
  // A long sentence that happens to contain "total" is not a label; numbers after a label are its
  // value ("Rechnung # RE-20170509/505 von 09.05.2017"), not more words.
  const words = st.filter((t) => !/^\d+$/.test(t)).length;
  if (best && !allowLong && words - best.length - bestRemark > 4) return null;
  return best
    ? qualifiedTotal(best, st, seg, bestEnd)
    : (vatCompound(st, seg) ??
        headingAside(seg, set) ??
        afterTranslation(seg, (from) =>
          // The other language is any pack's, as in translated(): a page read in English prints
          // its French after the slash ("No. / N° :", "Due / Échéance :").
          [set, ALL_LABELS].reduce<LabelHit | null>(
            (hit, s) => hit ?? classifyUncached(subSegment(seg, from), s, false),
            null,
          ),
        ));
}

/**
 * A party's heading that closes with its label: in brackets ("Details of Receiver (Billed to):"), or
 * after a slash, in the other language of a page printed in two ("FACTURÉ À / BILL TO" read in English).
 */
function headingAside(seg: Segment, set: LabelSet): LabelHit | null {
  const bracket = seg.words.findIndex((w) => w.text.startsWith('('));
  const open =
    bracket >= 1 && /\)\s*:?$/.test(seg.text.trim())
      ? bracket
      : seg.words.findIndex((w) => w.text === '/') + 1;
  if (open < 1 || open >= seg.words.length) return null;
  const hit = classifyUncached(subSegment(seg, open), set, false);
  if (!hit || (hit.concept.type !== 'name' && hit.concept.type !== 'address')) return null;
  return hit.wordsUsed + open === seg.words.length ? { ...hit, wordsUsed: seg.words.length } : null;
}

/** The words of a key that ends with a colon ("Globale Nummer:"), or null when there is no such key. */
function keyTokens(text: string): string[] | null {
  const m = /^([^:]{1,60}):\s*$/.exec(text.trim());
  return m ? tokens(m[1] ?? '') : null;
}

/**
 * Splits label-value chains printed without wide gaps into one segment per label:
 * "Nr. 471102 vom 05.06.2018", "Invoice no 123 Date 01.02.2020". A split needs a typed value after
 * the first label and another label right after it, so sentences stay whole.
 */
function splitInline(seg: Segment, set: LabelSet): Segment[] {
  // "Invoice 4711 Customer 1234": a title and its number, then whatever follows.
  const titled = seg.words.length > 2 ? titleNumberAt(seg) : null;
  const end = (titled?.wordsUsed ?? 0) + 1;
  if (titled && end < seg.words.length)
    return [subSegment(seg, 0, end), ...splitInline(subSegment(seg, end), set)];
  const hit = classifySegment(seg, set, true);
  // A title line names its document and then its number and date:
  // "Gutschrift (Selbst ausgestellte Rechnung) (389) Nr. 471102 vom 05.03.2018".
  if (!hit && isTitle(seg.text)) {
    for (let j = 1; j < seg.words.length; j++) {
      const tail = subSegment(seg, j);
      const next = classifySegment(tail, set, true);
      if (next && !FREE_TYPES.includes(next.concept.type))
        return [subSegment(seg, 0, j), ...splitInline(tail, set)];
    }
  }
  if (!hit || FREE_TYPES.includes(hit.concept.type)) return [seg];
  // The value as it runs on past a word break ("01.234.567.8 - 2018 - 1"): no split inside it.
  const whole =
    findValues(
      hit.concept.type,
      seg.words
        .slice(hit.wordsUsed)
        .map((w) => w.text)
        .join(' '),
    )[0]?.text ?? '';
  for (let j = hit.wordsUsed + 1; j < seg.words.length; j++) {
    const head = seg.words
      .slice(hit.wordsUsed, j)
      .map((w) => w.text)
      .join(' ');
    if (!findValues(hit.concept.type, head).length || head.length < whole.length) continue;
    const tail = subSegment(seg, j);
    // The next key may be a title with its number ("Date 05.03.2018 Invoice 4711").
    const next = (tail.words.length > 1 ? titleNumberAt(tail) : null) ?? classifySegment(tail, set, true);
    if (!next || next.concept.type === 'text') continue;
    // A bare "Nr." after a noun of the sentence is that thing's number ("Lieferscheine Nr. 55120").
    const prev = seg.words[j - 1]?.text ?? '';
    if (numberOfWordBefore(prev, tokens(tail.text), next.length)) continue;
    // A one-word label of a name in running text may be a word of it; printed as a key
    // ("Customer:") it is a label.
    const keyed = /:$/.test(tail.words[next.wordsUsed - 1]?.text ?? '');
    if (FREE_TYPES.includes(next.concept.type) && next.length < 2 && !keyed) continue;
    return [subSegment(seg, 0, j), ...splitInline(tail, set)];
  }
  return [seg];
}

export function pageModel(page: PageText): PageModel {
  const hit = cache.get(page);
  if (hit) return hit;
  const set = labelsFor(page);
  const segs: SegmentInfo[] = [];
  // Keys run together over their values' row are parted by it first (keys-over-values.ts).
  const classify = (part: Segment) => classifySegment(part, set);
  const keyed = (part: Segment) => !!classify(part);
  const scan = page.readConfidence !== undefined;
  for (const { seg: joined, origin } of joinStackedHeadings(page.segments)) {
    // A label opening a later sentence of a line is read there too (sentence-label.ts); a key
    // run together with its value by a scan's reader is parted first (glued-key.ts), and a key
    // whose lone opening "I" a scan's reader lost is read with it (lone-letter-key.ts).
    const unglued = gluedKeysApart(scan ? loneLetterRestored(joined, keyed) : joined);
    const parts = keysOverValues(unglued, page.segments, keyed).flatMap((w) => splitInline(w, set));
    for (const seg of parts.flatMap((p) => sentencesApart(p, classify))) {
      segs.push({
        seg,
        origin,
        index: segs.length,
        tokens: tokens(seg.text),
        label: partyLabelOfCopy(origin, keyOfDocument(seg, classifySegment(seg, set))),
      });
    }
  }
  // A title with the document's number after it is that number's label ("Facture F-2022-23").
  for (const info of segs) {
    if (info.label || !isTitle(info.seg.text)) continue;
    const right = rightOnLine(segs, info.seg)[0];
    const below = segs.find(
      (s) =>
        s.seg.line > info.seg.line &&
        Math.abs(s.seg.x - info.seg.x) < info.seg.h &&
        s.seg.y - (info.seg.y + info.seg.h) < info.seg.h,
    );
    info.label = titleNumberLabel(
      info.seg,
      right && !right.label ? right.seg : undefined,
      below && !below.label ? below.seg : undefined,
    );
  }
  initialsKeys(segs);
  dateJoinedKeys(segs);
  headedCells(segs);
  const heights = page.segments.map((s) => s.h).sort((a, b) => a - b);
  const lineHeight = heights[Math.floor(heights.length / 2)] ?? 10;
  droppedKeyMarks(segs, page, lineHeight, classify);
  const model = { page, segs, lineHeight, labels: set };
  cache.set(page, model);
  return model;
}
