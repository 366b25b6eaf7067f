import { withoutPayee } from './payee-named';
import { withoutPayer } from './payer-named';
import { OTHER_DATE_WORDS, WEEKDAY_WORDS } from '../lang';
import { leftOnLine, rightOnLine } from './geometry';
import { conceptById, type Concept } from './lexicon';
import { tokens } from './normalize';
import { locateByLabel, type Located } from './locate';
import { locateByShape } from './shape-values';
import type { PageModel } from './page-model';
import type { Segment } from '../types';
import { findValues } from './values';
import { supplierNameFallback } from './fallbacks';
import { receiverAddressFallback, receiverBlockFallback } from './receiver-window';
import { partyName } from './party-name';
import { issuerAddress } from './issuer-address';
import { ownParty } from './party-values';
import {
  customerNumberInBlock,
  documentNumberByDate,
  documentNumberByTitle,
  documentNumberUnderTitle,
} from './block-number';
import { datesInSentences } from './sentence-date';
import { allRates } from './vat-rates';
import { isTillReceipt } from './till-receipt';
import { journeyEnd } from './journey';
import { outsideCardSlip } from './card-slip';
import { uncontradicted } from './issuer-contradicted';
import { addressedOverKey } from './attention-line';
import { customerByRole } from './customer-role';
import { modelMemo } from './model-memo';
import { onItemRow } from './item-row';
import { withRestoredFigures } from './figure-restored';
import { datesAnotherKey } from './dated-other-key';
import { datesNamedThing } from './thing-dated';
import { RELATED_LABEL } from './label-weights';

/**
 * Every place on a page that states the concept, best first: its own labels; else the labels of
 * concepts that state the same value when it has none of its own (an invoice without "amount due"
 * states what to pay as its total); else a value recognisable by its shape; else where documents
 * print it without a label (the letterhead, the envelope window) on the first page.
 */
export function findConcept(model: PageModel, concept: Concept): Located[] {
  // Many questions and checks ask a page for the same concept: a copy of the one reading kept.
  return [...readings(model, concept, () => findUncached(model, concept))];
}

const readings = modelMemo<Concept, Located[]>();

function findUncached(model: PageModel, concept: Concept): Located[] {
  const own = ownParty(model, concept, findAnywhere(model, concept));
  if (own.length || concept.type !== 'vat') return own;
  // The other party's VAT number was the one labelled ("USt-IdNr.: ..." in the customer's block):
  // the asked party's may still be printed without a label of its own (the footer's legal line).
  return ownParty(model, concept, locateByShape(model, 'vat'));
}

function findAnywhere(model: PageModel, concept: Concept): Located[] {
  // The issuer's address is printed where its name is, with no label of its own.
  const supplier = conceptById.get('supplier_name');
  if (concept.id === 'supplier_address')
    return supplier ? issuerAddress(model, findAnywhere(model, supplier)) : [];
  let found = locateByLabel(model, concept);
  if (concept.id === 'receiver_name') found = withoutPayee(model, addressedOverKey(model, found));
  if (concept.id === 'invoice_date') found = found.filter((l) => !datesAnotherKey(model, l));
  // A related label counts a little less than the concept's own, but more than a weak own label
  // (a column header "Summa" above a line's amount against "Summa att betala").
  for (const id of concept.alsoFrom ?? []) {
    const related = conceptById.get(id);
    if (related)
      found.push(...locateByLabel(model, related).map((l) => ({ ...l, score: l.score * RELATED_LABEL })));
  }
  // A scan's total OCR read as digits alone, read back where the page's figures add up to it.
  found = withRestoredFigures(model, concept, found);
  // Who stood at the till, where a journey began ("From: York Station") or a branch's number is no issuer.
  // Nor is the payer a remittance slip at the foot names ("From:"), the customer labelled above.
  if (concept.id === 'supplier_name' && found.length)
    found = withoutPayer(
      model,
      found.filter((l) => !staffOnTill(model, l) && !journeyEnd(model, l.box) && !STORE_NUMBER.test(l.text)),
    );
  if (found.length) {
    const best = wholeNames(model, concept, found).sort((a, b) => b.score - a.score);
    if (concept.id === 'invoice_number') return outsideCardSlip(model, offItemLines(model, best));
    // A labelled issuer the page's legal line and domain name otherwise: no answer (see there).
    if (concept.id === 'supplier_name') return uncontradicted(model, best);
    return concept.id === 'vat_rate' ? allRates(model, best) : best;
  }
  if (concept.labelledOnly) return [];
  found = datesInSentences(model, concept);
  if (!found.length) found = locateByShape(model, concept.type);
  if (!found.length && concept.id === 'customer_number') found = customerNumberInBlock(model);
  if (!found.length && concept.id === 'invoice_number') found = documentNumberByDate(model);
  if (!found.length && concept.id === 'invoice_number') found = documentNumberByTitle(model);
  if (!found.length && concept.id === 'invoice_number') found = documentNumberUnderTitle(model);
  if (found.length || model.page.page !== 1) return found;
  if (concept.id === 'supplier_name') return supplierNameFallback(model);
  if (concept.id === 'receiver_name') {
    const block = receiverBlockFallback(model);
    return block.length ? block : customerByRole(model);
  }
  if (concept.id === 'receiver_address') return receiverAddressFallback(model);
  if (concept.id === 'invoice_date') return firstDate(model);
  return [];
}

/**
 * A document's number labelled on an item's priced line is that item's: the bar's check posted
 * on a hotel folio ("09/03/2026 | Lounge Bar | CHK 4471 | 18.40"), not the folio's number. Where
 * the page labels a number off such lines too, that one is the document's.
 */
function offItemLines(model: PageModel, found: Located[]): Located[] {
  const off = found.filter((f) => !onItemRow(model, f.box));
  return off.length ? off : found;
}

/**
 * Till receipts print their date without a label ("ORD #18 -REG #19- 21/03/2018 19:53:23"): the
 * first date on the page that no other date's label claims is the document's date. A period
 * ("01.06.2023 - 30.06.2023", "1.6. bis 30.6.2023": two dates with a short word or dash between)
 * is what was billed, not when; a letter's dateline ("Reichenschwand    04.07.2023", "Berlin, den
 * 4. Juli 2023": a place, then the date alone) dates the document more surely than a first date.
 */
function firstDate(model: PageModel): Located[] {
  let first: Located | null = null;
  for (const info of model.segs) {
    if (info.label?.concept.type === 'date') continue;
    const dates = findValues('date', info.seg.text);
    const date = dates[0];
    if (!date || isPeriod(info.seg.text, dates) || printStamp(model, info.seg)) continue;
    if (otherDate(model, info.seg, date.start)) continue;
    const before = info.seg.text.slice(0, date.start);
    // A day's name before the date is the date's own ("Thu 17 Apr 2025": a journey's), no place.
    const dateline =
      dates.length === 1 &&
      DATELINE.test(before) &&
      !tokens(before).every((t) => WEEKDAY_WORDS.has(t)) &&
      !periodGoesOn(model, info.seg, date);
    const found = { text: date.text, normalized: date.normalized, box: info.seg, via: 'shape' };
    if (dateline) return [{ ...found, score: DATELINE_SCORE }];
    if (datesNamedThing(before) && !clockBeside(model, info.seg, date)) continue;
    first ??= { ...found, score: FIRST_DATE_SCORE };
  }
  return first ? [first] : [];
}

/**
 * A date stamped with its time of day ("Dépôt le 03/03/2026 | 10:42", "Sale 12.03.2026 14:07"):
 * the counter's clock, when the ticket was written and paid, however its words name the act.
 * A thing's date the page only mentions ("Lieferung vom 28.06.", "ist ab 24.02.2026") bears none.
 */
function clockBeside(model: PageModel, seg: Segment, date: { text: string; start: number }): boolean {
  const after = seg.text.slice(date.start + date.text.length);
  if (after.trim()) return CLOCK.test(after);
  const next = rightOnLine(model.segs, seg)[0]?.seg.text;
  return !!next && CLOCK.test(next);
}
/** A time of day opening what follows a date: "10:42", ", 14:07:33". */
const CLOCK = /^\s*[,|]?\s*\d{1,2}:\d{2}(?::\d{2})?\b/;

/**
 * A date its words make some other date than the document's: a card's expiry on a till receipt
 * ("CARD EXPIRY   31/05/18"), a validity, a birth date. The words are the ones before the date in
 * its segment and the segment printed just left of it on its line.
 */
function otherDate(model: PageModel, seg: Segment, start: number): boolean {
  const left = leftOnLine(model.segs, seg)[0]?.seg;
  const before = `${left?.text ?? ''} ${seg.text.slice(0, start)}`;
  return tokens(before).some((t) => OTHER_DATE_WORDS.has(t));
}

/**
 * A browser printing a web page to PDF stamps its first line with the date and time of printing
 * ("23.06.23, 11:09") and its last with the page's address: that date is when it was printed,
 * not what the document is dated.
 */
function printStamp(model: PageModel, seg: Segment): boolean {
  if (seg.line !== 0 || !PRINT_STAMP.test(seg.text)) return false;
  return model.page.lines.slice(-3).some((l) => /https?:\/\//.test(l));
}
const PRINT_STAMP = /^\s*\d{1,4}[./-]\d{1,2}[./-]\d{1,4},?\s+\d{1,2}:\d{2}(?:\s?[AaPp][Mm])?\s*$/;

const FIRST_DATE_SCORE = 0.55;
const DATELINE_SCORE = 0.65;
/** A place before a date: one or two capitalised words, perhaps a comma and a short word ("den"). */
const DATELINE = /^\s*\p{Lu}[\p{L}.-]+(?:[ -]\p{Lu}[\p{L}.-]+)?(?:,\s*\p{Ll}{2,3})?,?\s*$/u;

/**
 * A date closing its segment with the next segment on its line opening with a date: a period
 * whose dash OCR dropped split it in two ("Vistelse 2026-04-16 | 2026-04-21" for "Vistelse
 * 2026-04-16 -- 2026-04-21"). A word before it is what was billed for that time, no dateline's
 * place.
 */
function periodGoesOn(model: PageModel, seg: Segment, date: { text: string; start: number }): boolean {
  if (
    seg.text
      .slice(date.start + date.text.length)
      .trim()
      .replace(/^[-–—]+$/, '')
  )
    return false;
  const next = rightOnLine(model.segs, seg)[0]?.seg.text;
  return !!next && findValues('date', next.replace(/^\s*(?:[-–—]+\s*)?/, ''))[0]?.start === 0;
}

/** Two dates with no more than a dash or a short word between them. */
function isPeriod(text: string, dates: { text: string; start: number }[]): boolean {
  const [a, b] = dates;
  if (!a || !b) return false;
  const between = text.slice(a.start + a.text.length, b.start).trim();
  return between.length <= 4 && !/\d/.test(between);
}

/**
 * A party's name beside its label may go on over a second line, as letterheads' do, or be its
 * contact's name over the company's line.
 */
function wholeNames(model: PageModel, concept: Concept, found: Located[]): Located[] {
  if (concept.type !== 'name') return found;
  return found.map((l) => {
    const { text, box } = partyName(model, l.box, l.text);
    return text === l.text ? l : { ...l, text, normalized: text, box };
  });
}

/**
 * A store's or branch's number after its label ("Butik 0447  Term 03" on a card slip, "Filiale
 * 1234"): a number of three figures or more that opens the value names a place in a chain, not
 * the business. The shop is the one its letterhead names.
 */
const STORE_NUMBER = /^\s*#?\d{3,}\b/;

/**
 * A till receipt's "Verkoper: Joyce", "Verkäufer: Jan", "Seller: Tom" names who stood at the till:
 * one word of a name, no company's. The shop is the one its letterhead names.
 */
function staffOnTill(model: PageModel, l: Located): boolean {
  return /^\p{Lu}[\p{Ll}'-]+$/u.test(l.text.trim()) && isTillReceipt(model);
}
