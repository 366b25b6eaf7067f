import type { Box, Segment } from '../types';
import type { Concept } from './lexicon';
import { PARTY_NUMBER, textAfter, type PageModel, type SegmentInfo } from './page-model';
import { isTitle } from './titles';
export { isTitle } from './titles';
import { isKeyTable, isLineTableHeader, isTotalsRow, rowAbove, rowOf } from './columns';
import { boxAround } from './geometry';
import { findValues, type Found, type ValueType } from './values';
import { headedAddress } from './headed-address';
import { asPrinted } from './keyword-match';
import { FOOT } from './label-weights';
import { keywordHits, printsWord } from './keyword-hits';
import { numberUnlabelled } from './number-label';
import { keysANumber, pricedLine, pricesACharge, prose } from './beside-label';
export { rightOf } from './beside-label';
import { GLUED_SIGN } from './number-sign';
import { withPrefix } from './prefixed-number';
import { addressBelow } from './address-below';
import { inItemTable } from './item-row';
export { addressBelow } from './address-below';

export type { Located } from './located';
import type { Located } from './located';

export { pick } from './pick-value';
import { pick, pickInline } from './pick-value';
import { placesNear } from './label-places';
import { beforeNextKey } from './next-key';

/**
 * A label in the line table's header row ("Description  Qty  Price  Total") labels a column, not a
 * value. Cells holding values ("Invoice No: 4711 | Date: 05.03.2018 | ...") make no header row,
 * and a header of the document's keys over their values is read like labels beside them.
 */
function inHeaderRow(model: PageModel, info: SegmentInfo): boolean {
  const row = rowOf(model, info);
  if (isKeyTable(row) || isTotalsRow(row, rowAbove(model, info))) return false;
  const heading = (s: SegmentInfo) =>
    s.label
      ? !/\d/.test(textAfter(s.seg, s.label.wordsUsed).replace(RATE, ''))
      : /^[\p{L} .%/#]+$/u.test(s.seg.text);
  return row.length >= 3 && row.every(heading);
}

const RATE = /\d{1,2}(?:[.,]\d{1,2})? ?%/g;

export function boxOf(seg: Segment, text: string, found: Found): Box {
  // Narrow the box to the value's words when the segment also holds the label.
  const words = seg.words.filter((w) => found.text.includes(w.text) || w.text.includes(found.text));
  return boxAround(words.length ? words : seg.words);
}

/** The address in the block under a heading of its own ("Warenempfänger", "Ship to"). */
function headed(model: PageModel, heading: Segment): Located | null {
  const found = headedAddress(model, heading);
  return found && { ...found, normalized: found.text, score: 0, via: 'address' };
}

/**
 * Figures alone right under a label of no party's block ("Référence" over "00 00000 00004 12720")
 * are that label's value: a name on the row after them is another key's ("Payable par" over the
 * customer's name on a QR slip), no name the label gives. A party's block goes on under its
 * heading, so its name may stand under other lines.
 */
const numberUnder = (concept: Concept, place: { via: string; text: string }): boolean =>
  concept.type === 'name' &&
  !concept.block &&
  place.via === 'below' &&
  /^[^\p{L}]*\d[^\p{L}]*$/u.test(place.text);

/** Finds the value a concept's label points to on this page, best first. */
export function locateByLabel(model: PageModel, concept: Concept): Located[] {
  const results: Located[] = [];
  // An address hangs under the customer's name; a VAT rate is printed with the VAT ("Moms 25 %").
  const labelConcept =
    concept.id === 'receiver_address'
      ? 'receiver_name'
      : concept.id === 'vat_rate'
        ? 'total_vat'
        : concept.id;
  for (const info of model.segs) {
    const label = info.label;
    if (!label || (label.concept.id !== concept.id && label.concept.id !== labelConcept)) continue;
    let labelWeight = label.quality;
    // A party's word heading a column of the line table ("From" over "JNB" of shipments) or
    // opening a line of running text in lower case ("client verification" wrapped in a
    // description) labels no party: its name is printed in its block.
    // Two headings side by side ("BILL TO | SERVICE LOCATION") head two blocks, not a table's columns.
    const row = rowOf(model, info);
    if (concept.type === 'name' && ((row.length > 2 && isLineTableHeader(row)) || prose(info.seg.text)))
      continue;
    if (concept.type === 'name' && (pricesACharge(model, info) || keysANumber(model, info))) continue;
    if (inHeaderRow(model, info)) labelWeight *= 0.45;
    // Under the line table's header an amount heading's figures are the lines' ("Summa" over
    // "52 900,00"), however well "Summa" labels a total elsewhere; a rate under "MwSt." is a
    // line's rate all the same. So are a date heading's dates ("Date" over a hotel folio's
    // nights): each line's day, not the document's.
    const lineColumn =
      (concept.type === 'amount' || concept.type === 'date') && isLineTableHeader(rowOf(model, info));
    const places = placesNear(model, info, !!concept.block).filter((p) => !lineColumn || p.via !== 'below');
    const before = results.length;
    for (const place of places) {
      if (place.labelled && place.via !== 'inline') continue;
      if (concept.type === 'address') {
        // Own label ("Delivery address: ..."): the text beside it or the block under it. A name
        // label ("Bill to"): the lines under the name.
        // Under a name label, the address hangs under the name: skip places holding no name.
        if (label.concept.id !== concept.id && !findValues('name', place.text).length) continue;
        const own =
          label.concept.id === concept.id &&
          place.via !== 'below' &&
          /\p{L}{3}/u.test(place.text) &&
          /\d/.test(place.text);
        const addr = own
          ? { text: place.text, normalized: place.text, box: place.seg as Box, score: 0, via: place.via }
          : label.concept.id !== concept.id
            ? addressBelow(model, place.seg)
            : concept.labelledOnly
              ? headed(model, info.seg)
              : addressBelow(model, info.seg);
        if (addr) results.push({ ...addr, score: labelWeight * place.weight * (own ? 1 : 0.9) });
        break;
      }
      const picked = pick(concept.type, place.text);
      if (!picked && numberUnder(concept, place)) break;
      if (!picked) continue;
      const found =
        concept.type === 'reference' && place.via !== 'inline' ? withPrefix(place.text, picked) : picked;
      // Amounts close their line, not the label's segment: in "Tax 15% on $ 100.00 | $ 15.00" and
      // "USt. 19% | 198,00 | 37,62" the amount is the last one, right of the base.
      if (concept.type === 'amount' && place.via !== 'below') {
        const x = place.via === 'inline' ? place.seg.x : place.seg.x + place.seg.w - 1;
        const later = places.filter((p) => p.via === 'right' && !p.labelled && p.seg.x > x);
        if (later.some((p) => pick('amount', p.text))) continue;
      }
      if (concept.type === 'name' && isTitle(found.text)) continue;
      results.push({
        text: found.text,
        normalized: found.normalized,
        box: boxOf(place.seg, place.text, found),
        score: labelWeight * place.weight,
        via: place.via,
        from: info.seg,
      });
      break;
    }
    // A heading over a key-value block ("Abweichender Warenempfänger" over "Anschrift:  ...") has
    // only labelled places near it: its block is read all the same.
    if (results.length === before && concept.labelledOnly && label.concept.id === concept.id) {
      const addr = concept.type === 'address' ? headed(model, info.seg) : null;
      if (addr) results.push({ ...addr, score: labelWeight * 0.8 });
    }
  }
  // Totals sit at the foot of the invoice: among equal labels the lowest wins.
  if (concept.type === 'amount') {
    results.forEach((r) => (r.score += (r.box.y / Math.max(1, model.page.height)) * FOOT));
  }
  return results.sort((a, b) => b.score - a.score);
}

/**
 * For questions that name no known concept: find the printed label that best matches the
 * question's words, then the value beside or under it.
 */
/** How far into its segment a label of the page's own may start (after a rate, a number). */
const MAX_LABEL_START = 3;
/**
 * A tagline: words alone, in parts between bullets ("vertaalbureau · tolken · lokalisatie", "Gas •
 * Wasser • Heizung") or three or more between bars ("DJ | Sound | Lighting"): a letterhead's list
 * of trades, which labels nothing printed beside it. Two parts between one bar may be a label and
 * its value ("Customer | Hale & Co"): it takes two bars.
 */
const TAGLINE = /^[^\d:]+(?:\s[•·]\s[^\d:]+)+$|^[^\d:|]+(?:\s\|\s[^\d:|]+){2,}$/u;

/** A sentence's close: a full stop after a word of three letters or more, not an abbreviation's. */
const SENTENCE_END = /\p{L}{3}\.\s*$/u;

export function locateByKeywords(
  model: PageModel,
  keywords: string[],
  expected: ValueType | null,
  required: string[] = [],
  ofItem: string[] = [],
): Located[] {
  if (!keywords.length) return [];
  const results: Located[] = [];
  const hitsOf = keywords.map((k) => keywordHits(model, k));
  for (const info of model.segs) {
    // A segment printing none of the words covers none of them (below).
    if (!hitsOf.some((h) => h.has(info))) continue;
    if (TAGLINE.test(info.seg.text.trim())) continue;
    // Words the question insists on ("flight") must be printed in the label itself.
    if (!required.every((k) => printsWord(model, info, k))) continue;
    if (numberUnlabelled(keywords, info.tokens, info.seg.text)) continue;
    const used = new Set<number>();
    let matched = 0;
    for (const hits of hitsOf) {
      let best = 0;
      let at = -1;
      const pairs = hits.get(info) ?? [];
      for (let p = 0; p < pairs.length; p += 2) {
        const i = pairs[p]!;
        const s = pairs[p + 1]!;
        if (s > best && !used.has(i)) {
          best = s;
          at = i;
        }
      }
      if (at >= 0) used.add(at);
      matched += best;
    }
    const coverage = matched / keywords.length;
    if (coverage < 0.6) continue;
    // An item's line ("Tableau électrique 3 rangées précâblé, pose | 640,00") names what was bought,
    // no value of it: asked for a thing it does not print ("la marque du tableau électrique", "the
    // warranty on the mixer valve"), the rest of its line is not that thing.
    if (!ofItem.every((k) => printsWord(model, info, k)) && pricedLine(model, info)) continue;
    // A label leads its segment, as classifySegment reads them: a word met further into a sentence
    // ("... Interac e-Transfer to billing@... (quote the invoice #).") labels nothing.
    // Figures before it (a date, a rate) do not count: "05.09.2018 an folgenden Terminen: ...".
    const wordsIn = (from: number, to: number) =>
      info.tokens.slice(from, to).filter((t) => !/^\d+$/.test(t)).length;
    if (wordsIn(0, Math.min(...used)) > MAX_LABEL_START) continue;
    // Only the label part of the segment counts as label; the value follows it, and a value of
    // many words is a sentence (the dates of a list are no words).
    const lastUsed = Math.max(...used);
    if (wordsIn(lastUsed + 1, info.tokens.length) > 8) continue;
    const pseudo: SegmentInfo = { ...info, label: null };
    // A value glued to the "#" that ends the label ("Table #12") is the label's value.
    const glued = GLUED_SIGN.test(info.tokens[lastUsed] ?? '') ? 0 : 1;
    const wordsUsed = Math.min(info.seg.words.length, lastUsed + glued);
    const rest = beforeNextKey(textAfter(info.seg, wordsUsed));
    // Words over the line table ("Arbejdet er udført i perioden …" over "Varenr | Tekst | Antal")
    // have no value among its rows: under its headings stand the items, which a text layer's rule
    // under the headings keeps from them and a scan's reader drops.
    const overTable = !inItemTable(model, info.seg);
    const places = placesNear(model, { ...pseudo, label: null }, false).filter(
      (p) => p.via !== 'inline' && !(overTable && p.via === 'below' && inItemTable(model, p.seg)),
    );
    // "Account No." asked as "whose account": "No." goes on with the label, it is no value; nor is a
    // stamp or a title after it ("Kortholders kopi", the cardholder's copy, asked "kortholderen").
    if (rest.trim() && !PARTY_NUMBER.test(rest.trim()) && !isTitle(rest))
      places.unshift({ seg: info.seg, text: rest, weight: 1, via: 'inline', labelled: false });
    // An item's row of the line table asked what it cost: its amount is the row's last figure
    // ("Buggy hire | 8 | 30.00 | 20% | 240.00"), not the unit price met first.
    const amount = expected === 'amount' ? rowAmount(model, info) : null;
    if (amount) places.unshift({ seg: amount, text: amount.text, weight: 1, via: 'right', labelled: false });
    let below = 0;
    // A sentence closed by its full stop ("Bildene er hengt opp ... i resepsjonen.") heads no name:
    // the line under it starts another part of the page ("Betalingsinformasjon").
    const sentence = expected === 'name' && SENTENCE_END.test(info.seg.text) && !info.seg.text.includes(':');
    // An item's priced line asked of ("Hoe heet de DJ?") names no one; under it is the next item.
    const item = pricedLine(model, info);
    for (const place of places) {
      if (place.labelled || (item && expected === 'name')) continue;
      // A label no pack knows has its value right under it or nowhere below: what the first row
      // under "SIGN :" holds is not a signature, the row under that even less so.
      if (place.via === 'below' && (sentence || below++ > 0)) break;
      // A question that does not say what kind of value it wants takes what is printed there:
      // words, or else a figure ("CHANGE   0.60").
      const found =
        expected === null
          ? (pick('text', place.text) ??
            pick('amount', place.text) ??
            pick('reference', place.text) ??
            (place.via === 'inline' ? asPrinted(place.text) : null))
          : place.via === 'inline'
            ? pickInline(expected === 'address' ? 'text' : expected, place.text)
            : pick(expected === 'address' ? 'text' : expected, place.text);
      if (!found) continue;
      results.push({
        text: found.text,
        normalized: found.normalized,
        box: boxOf(place.seg, place.text, found),
        score: coverage * place.weight * 0.85,
        via: `keywords-${place.via}`,
      });
      break;
    }
  }
  results.sort((a, b) => b.score - a.score);
  // Asked by no concept, a word the page prints nowhere ("water" of "What was the water meter
  // reading?") beside the words of a label printed twice as well (the gas and the electricity
  // meter's "Meter reading") was to say which of them: neither is it.
  const [first, second] = results;
  if (ofItem.length && hitsOf.some((h) => h.size === 0) && second && second.score === first?.score) return [];
  return results;
}

/** The last cell of an item's row in the line table holding one amount and no rate, or null. */
function rowAmount(model: PageModel, info: SegmentInfo): Segment | null {
  if (!inItemTable(model, info.seg)) return null;
  const cells = model.segs
    .filter(
      (s) =>
        s.seg.line === info.seg.line &&
        s.seg.x > info.seg.x + info.seg.w - 1 &&
        !s.seg.text.includes('%') &&
        findValues('amount', s.seg.text).length === 1,
    )
    .sort((a, b) => b.seg.x - a.seg.x);
  return cells[0]?.seg ?? null;
}
