import { inflected, MONTHS, PERIOD_NOUNS, questionPacks } from '../lang';
import { bothAt } from './question-sum';
import { afterWords, andWords, includingWords, placesIn } from '../lang/phrases';
import { isDocumentWord } from './titles';
import { countedLines } from './counted-lines';
import { pricedRows } from './priced-rows';
import { mainItemNamed } from './main-item';
import { otherTradeBilled } from './trade-part';
import { tokens } from './normalize';
import { prose } from './beside-label';
import { commonStart, HEAD, sameStem } from './same-stem';
import type { PageModel, SegmentInfo } from './page-model';

/** The most letters a word's ending may add to another form of it ("guard|s", "batter|ies"). */
const ENDING = 3;

/**
 * One word in two of its forms: the same, or a stem of HEAD letters or more that each goes on from
 * by an ending only ("guards" of "guard", "batteries" of "Battery"). Not a compound of it
 * ("toiletudskiftningen" of "toilet"): a compound asked names more than the word printed.
 */
const formOf = (asked: string, printed: string): boolean => {
  // Or by a pack's ending of any length ("stikkontakt|erne").
  if (asked === printed || inflected(asked, printed) || inflected(printed, asked)) return true;
  const n = commonStart(asked, printed);
  return n >= HEAD && asked.length - n <= ENDING && printed.length - n <= ENDING;
};

/**
 * Whether the words a question leaves over name one of the page's items, not all it bills: "How
 * much did the battery replacement cost in total?" of a phone repair bill of five lines, one of
 * them "Battery replacement 4500 mAh"; "What did QuickFix charge for the screen guards?" of the
 * same bill's "Tempered glass screen guard". Its total is then no answer, however else the words
 * are accounted for (the one priced line printing them is the bill's, the seller named is owed its
 * whole bill, "in total" sums it): that item's line is asked, or nothing.
 *
 * Only the words an item prints count ("cost", "QuickFix" say nothing of which item); exactly one
 * item prints them all, in their own forms, among two or more. Not the bill's main item (main-item.ts:
 * "What did the tyres cost us?" is the tyre bill's total), nor words the page prints besides its
 * items, as what it bills as a whole: in the title or subject ("Chantier : rénovation électrique
 * cuisine" for "pour la cuisine"), in what the seller does ("Location de matériel" for "cette
 * location"). Several items printing the words are left as read ("die Kalibrierung insgesamt" of a
 * calibration bill's three "Kalibrierung" lines names what it bills).
 */
export function oneItemNamed(
  model: PageModel,
  words: readonly string[],
  all: readonly string[],
  lang: string | null,
): boolean {
  const table = countedLines([model.page]).map((l) => tokens(String(l.value)));
  // A scan whose table was not counted names its items on its priced rows (priced-rows.ts).
  const items = table.length >= 2 ? table : pricedRows(model);
  if (items.length < 2) return false;
  const prints = (item: readonly string[], w: string) => item.some((t) => formOf(w, t));
  // Things named together ("the fill-up and washer fluid") name the purchase in the asker's words,
  // as purchase-printed.ts reads them.
  const and = andWords(lang);
  if (all.some((t) => and.has(t))) return false;
  // Not a month or a period ("for mars" of "Nøkkeloppbevaring, mars"): it says which bill, the
  // month's, not which item. Nor a word naming a shop by what it sells ("the chip shop" of "Cod &
  // Chips"), or the document by what it bills ("the web design bill" of "UI design"): the seller,
  // the bill. Nor what was added or taken off on the way to the sum ("incl. surcharge", "after the
  // deposit"): a line of its own, which after-deduction.ts reads.
  const places = placesIn(all, lang);
  const added = new Set([...includingWords(lang), ...afterWords(lang)]);
  const from = all.findIndex((t) => added.has(t));
  const whose = (i: number) =>
    places.has(i + 1) || isDocumentWord(all[i + 1] ?? '') || isDocumentWord(all[i + 2] ?? '');
  // Nor things counted ("for the two pets", as "both" says): the page prints each, the asker counts.
  const counted = bothAt([...all], questionPacks([...all]));
  const said = (w: string) =>
    all.some((t, i) => t === w && (whose(i) || counted.has(i - 1) || (from >= 0 && i > from)));
  const onItems = words.filter(
    (w) => !MONTHS.has(w) && !PERIOD_NOUNS.has(w) && !said(w) && items.some((i) => prints(i, w)),
  );
  if (!onItems.length) return false;
  const named = items.filter((i) => onItems.every((w) => prints(i, w)));
  // Several of its lines, where the issuer's name says it does that and another thing the bill
  // bills too ("the silencer" of "Battery & Silencer Works" billing batteries): a part of the bill.
  if (
    named.length > 1 &&
    named.length < items.length &&
    otherTradeBilled(model, onItems, all, items, lang, prints)
  )
    return true;
  // Of several lines printing it, the one line it opens is the thing itself, the others what was
  // done to it: "Cylinder RUKO Garant Plus m. 3 nøgler", not "Arbejdsløn, montering af cylinder".
  const opened = named.length > 1 ? named.filter((i) => formOf(onItems[0]!, i[0] ?? '')) : named;
  if (opened.length !== 1 || mainItemNamed(model, onItems)) return false;
  // A segment of an item's line prints no word its item does not: any other says it elsewhere. A
  // short line, a title's or a name's, by a stem shared too ("Strømregning" for "strømmen",
  // "Nordvakt Alarmsentral AS" for "alarmovervåkingen"): a sentence of terms by the word's own
  // forms only ("parts replaced" is no "replacement").
  const ofItem = (seg: readonly string[]) => items.some((i) => seg.every((t) => i.includes(t)));
  // Not a line joining it to other things ("Udskiftning af HPFI-relæ og nye stikkontakter"): that
  // names several things the bill is for, the item one of them.
  const elsewhere = (s: SegmentInfo, w: string) =>
    !ofItem(s.tokens) &&
    !s.tokens.some((t) => and.has(t)) &&
    (prints(s.tokens, w) || (short(s) && s.tokens.some((t) => sameStem(w, t))));
  return !model.segs.some((s) => onItems.some((w) => elsewhere(s, w)));
}

/** A line of a few words, not running text: a title, a heading, a name (purchase-printed.ts SHORT). */
const SHORT = 8;
const short = (s: SegmentInfo): boolean => {
  const n = s.tokens.filter((t) => !/^\d+$/.test(t)).length;
  // A letterhead's line of what the seller does may be in lower case ("schoonmaakdiensten").
  return n <= SHORT && (!prose(s.seg.text) || n <= TAGLINE);
};
/** The most words of a letterhead's line in lower case: a few, no sentence. */
const TAGLINE = 3;
