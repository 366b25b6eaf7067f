import type { Segment } from '../types';
import type { LabelHit } from './page-types';
import { TOTALS, type Concept } from './lexicon';

/**
 * A label of the totals printed in two languages, the page's other one first ("TPS / GST 5 %",
 * "Sous-total / Subtotal" on a Quebec invoice read in English): the label after the "/" names the
 * whole. Only the net, the VAT and the gross, whose arithmetic checks each other (totals.ts); other
 * labels read so ("Offener Saldo / Balance due  0,00") were tried, and gave a settled bill's zero
 * balance as what was paid. And dates ("Échéance / Due:  2025-02-15"): a date labelled in two
 * languages is the one date either label names, and no balance can stand in its place. And the
 * document's number ("No. / N° :" under "INVOICE / FACTURE"): a number's label, no balance either.
 */
export function afterTranslation(
  seg: Segment,
  classifyFrom: (word: number) => LabelHit | null,
): LabelHit | null {
  const slash = seg.words.findIndex((w) => w.text === '/');
  if (slash < 1 || slash > 3 || slash + 1 >= seg.words.length) return null;
  const hit = classifyFrom(slash + 1);
  if (!hit || !(TRANSLATED.has(hit.concept.id) || hit.concept.type === 'date')) return null;
  return { ...hit, wordsUsed: hit.wordsUsed + slash + 1 };
}
const TRANSLATED = new Set(['total_excl', 'total_vat', 'total_incl', 'invoice_number']);

/**
 * How many words the label uses with its translation, when the words after it are "/" and the
 * same label in another language (0 when not). The other
 * language is any pack's: a Belgian page read in Dutch prints its French beside it ("Vervaldag /
 * Échéance", "N° / Nr."), which the page's own labels do not know. Or the same label in brackets,
 * as Indian tax invoices name a party's block twice ("Bill To (Buyer):", "Ship To (Consignee):"):
 * a key whose every word is the one label. `classifyFrom` reads the segment from a word on, with
 * the page's labels and with every pack's.
 */
export function translated(
  seg: Segment,
  used: number,
  concept: Concept,
  classifyFrom: (word: number) => (LabelHit | null)[],
): number {
  const word = seg.words[used]?.text ?? '';
  const bracket = word.startsWith('(');
  if (word !== '/' && !bracket) return slashLost(seg, used, concept, classifyFrom);
  const from = bracket ? used : used + 1;
  if (from >= seg.words.length) return 0;
  for (const hit of classifyFrom(from)) {
    if (hit?.concept !== concept) continue;
    const end = from + hit.wordsUsed;
    // The brackets hold the label alone: "(Buyer)" closes where the label does.
    if (bracket && !/\)\W*$/.test(seg.words[end - 1]?.text ?? '')) continue;
    return end;
  }
  return 0;
}

/**
 * A scan's OCR drops the thin slash between a label and its translation ("Rechnungsdatum / Date"
 * read "Rechnungsdatum Date"): the translation then reads as the label's value, and the value
 * printed beside it is lost. Words that are, all of them to the segment's end, the same label in
 * another language are its translation still. Dates and references: a date's value must read
 * as one and a reference's must hold a digit, so a label word taken for it is never an answer, and
 * the value beside is what was asked ("Factuurnummer Invoice number  2026-1147", "Fakturanr
 * Invoice no.  240417": no invoice number at all before, on 5 of the 639 scanned typed pages).
 * And the totals' amounts, whose value must read as an amount, which no label word does
 * ("Subtotal Sous-total  655.00", "Totaal Total  € 7.204,34", "AMOUNT DUE MONTANT DÛ  $740.15"):
 * a VAT's translation may close with its rate ("HST TVH 13%  85.15"), the rate the label's line
 * reads as it would after one label.
 */
function slashLost(
  seg: Segment,
  used: number,
  concept: Concept,
  classifyFrom: (word: number) => (LabelHit | null)[],
): number {
  const amount = concept.type === 'amount' && TOTALS.has(concept.id);
  if (
    (concept.type !== 'date' && concept.type !== 'reference' && !amount) ||
    used < 1 ||
    used >= seg.words.length
  )
    return 0;
  const own = seg.words.slice(0, used).map((w) => w.text.toLowerCase());
  const hit = classifyFrom(used).find((h) => h?.concept === concept);
  if (!hit) return 0;
  const end = used + hit.wordsUsed;
  const after = seg.words.slice(end).map((w) => w.text);
  if (end !== seg.words.length && !(amount && after.every((w) => RATE_WORD.test(w)))) return 0;
  // The same word again is no translation ("Date Date" is a misread, not two languages).
  const rest = seg.words.slice(used, end).map((w) => w.text.toLowerCase());
  return rest.every((w) => own.includes(w)) ? 0 : end;
}
/** A rate's word closing a VAT's label ("13%", "9,975", "%"). */
const RATE_WORD = /^(?:\d{1,2}(?:[.,]\d{1,3})?\s?%?|%)$/;
