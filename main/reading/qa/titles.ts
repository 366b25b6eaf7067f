import {
  DOCUMENT_TYPES,
  DOCUMENT_WORDS,
  inflected,
  OF_WORDS,
  OTHER_KIND_TITLES,
  STAMPS,
  TITLE_WORDS,
  TITLES,
} from '../lang';
import type { Segment } from '../types';
import { conceptById } from './lexicon';
import { tokens } from './normalize';
import type { LabelHit } from './page-types';
import { findValues } from './values';

/** A document title ("Invoice", "Rechnung"), a page marker or a stamp ("POSTED") is never a name. */
export function isTitle(text: string): boolean {
  const t = tokens(text).join(' ');
  if (TITLES.some((title, i) => t === title || t.startsWith(SPACED_TITLES[i]!))) return true;
  if (STAMPS.has(t) || OTHER_KIND_TITLES.has(t) || copyStamp(t)) return true;
  // Compounds name a kind of document: "Mietrechnung", "Betriebskostenabrechnung", "Sammelfaktura".
  const first = t.split(' ')[0] ?? '';
  return LONG_TITLES.some((title) => first.length > title.length && first.endsWith(title));
}

/**
 * A stamp saying whose copy this is ("Original for Recipient", "Duplicate for Transporter", the
 * copies a tax invoice is printed in): a stamp, an "of"/"for" word and a word or two. It names
 * the copy's holder, no party of the page.
 */
function copyStamp(folded: string): boolean {
  const words = folded.split(' ');
  const stamp = words.findIndex((_, i) => i > 0 && STAMPS.has(words.slice(0, i).join(' ')));
  if (stamp < 1 || !OF_WORDS.has(words[stamp] ?? '')) return false;
  const holder = words.slice(stamp + 1);
  return holder.length >= 1 && holder.length <= 2 && holder.every((w) => /^\p{L}+$/u.test(w));
}

/** Each title with the space that parts it from the words after it. */
const SPACED_TITLES = TITLES.map((title) => `${title} `);
const LONG_TITLES = TITLES.filter((t) => !t.includes(' ') && t.length >= 7);

/**
 * A party's label inside a line that opens with the document's title names a copy of it, not a
 * party: "TICKET CLIENT A CONSERVER" is the customer's ticket, to keep ("customer copy"). Not a
 * title line keying its values ("INVOICE  Customer: ACME Ltd"). `line` is the segment as printed.
 */
export function partyLabelOfCopy(line: Segment, hit: LabelHit | null): LabelHit | null {
  if (hit?.concept.type !== 'name' || line.text.includes(':')) return hit;
  // A stamp naming the copy ("------ CUSTOMER COPY ------" over the card slip) labels nothing,
  // printed in a second language after it too ("CUSTOMER COPY / COPIE DU CLIENT").
  const words = tokens(line.text);
  if (words.some((_, i) => STAMPS.has(words.slice(0, i + 1).join(' ')) && i > 0)) return null;
  if (STAMPS.has(words.join(' '))) return null;
  // "Invoice to", "Rechnung an" are labels of their own that open with a title.
  const first = tokens(line.text)[0] ?? '';
  const own = hit.concept.labels.some((l) => tokens(l)[0] === first);
  return !own && isTitle(line.text) && tokens(line.text).length > 1 ? null : hit;
}

/**
 * Titles of documents that carry their own number (invoices, credit notes, receipts), longest
 * first; page markers and order confirmations are not among them.
 */
const NUMBERED = DOCUMENT_TYPES.filter(([type]) => type !== 'ORDER_CONFIRMATION')
  .flatMap(([, titles]) => titles)
  .sort((a, b) => b.split(' ').length - a.split(' ').length);
const NUMBERED_WORDS = new Set([...NUMBERED.filter((t) => !t.includes(' ')), ...DOCUMENT_WORDS]);
/**
 * Titles read as a compound's last part: of seven letters or more, and shorter ones of five
 * ("Tankbeleg", "Kassakvitto", "Parkticket") after a first part of three letters at least, which
 * "savoir" has not.
 */
const SHORT_TITLE = 5;
const LONG_TITLE = 7;
const FIRST_PART = 3;
const NUMBERED_COMPOUNDS = [...NUMBERED_WORDS].filter((t) => t.length >= SHORT_TITLE);
/** The titles of several words ("tax invoice", "credit note"), as tokens. */
export const NUMBERED_PHRASES = NUMBERED.filter((t) => t.includes(' ')).map((t) => t.split(' '));

const ONE_WORD_TITLES = new Set(TITLES.filter((t) => !t.includes(' ')));

/**
 * A title a word or two qualify ("PATIENT STATEMENT", "Monthly Statement", "Repair Invoice"): its
 * last word is a title's. It names the document, whether or not the document carries a number.
 */
export function qualifiedTitle(text: string): boolean {
  const t = tokens(text);
  return t.length >= 2 && t.length <= 3 && ONE_WORD_TITLES.has(t.at(-1) ?? '');
}

/**
 * A word only of another document's title of several words: "livraison" of "bon de livraison".
 * "Livraison le" is a delivery date's label, not a line naming the document, and "le numéro du bon
 * de livraison" asks the delivery note's number, not the invoice's.
 */
export const otherDocumentWord = (w: string): boolean =>
  TITLE_WORDS.has(w) &&
  !ONE_WORD_TITLES.has(w) &&
  !isDocumentWord(w) &&
  !NUMBERED_PHRASES.some((phrase) => phrase.includes(w));

/**
 * Whether a folded word is a numbered document's title of one word ("rechnung", "honorarnote"),
 * or a compound ending in one ("Schlussrechnung", see NUMBERED_COMPOUNDS).
 */
export function isDocumentWord(word: string): boolean {
  return (
    NUMBERED_WORDS.has(word) ||
    // Closing the compound in any of its forms: "hotellregningen", "elregningen" (the bill, definite).
    NUMBERED_COMPOUNDS.some((t) => {
      const at = word.lastIndexOf(t);
      return (
        at >= (t.length >= LONG_TITLE ? 1 : FIRST_PART) &&
        (at + t.length === word.length || inflected(word.slice(at), t))
      );
    })
  );
}

/**
 * The title a compound closes with ("rechnung" of "Kostenberechnung", "regning" of
 * "hotellregningen", "rechnung" of the listed "Schlussrechnung"), or null where it closes with none.
 */
export function closingTitle(word: string): string | null {
  if (!isDocumentWord(word)) return null;
  const closing = NUMBERED_COMPOUNDS.filter((t) => t !== word && word.lastIndexOf(t) > 0);
  return closing.sort((a, b) => b.length - a.length)[0] ?? null;
}

/**
 * Whether a folded word names the document in any of its forms: a title or its compound, or a
 * title inflected ("regningen", "fakturaen": the bill; "invoiced").
 */
export const documentWordForm = (word: string): boolean =>
  isDocumentWord(word) || [...NUMBERED_WORDS].some((t) => inflected(word, t));

/** How many of the words a numbered document's title takes at their start, or 0. */
function titleWords(words: string[]): number {
  // Only the first words can hold a title: their folded runs, each joined once (opening[k] for k words).
  const folded = words.slice(0, LONGEST_NUMBERED).map((w) => tokens(w).join(' '));
  const opening = [''];
  for (let k = 1; k <= LONGEST_NUMBERED; k++) opening.push(folded.slice(0, k).join(' '));
  // Counted in printed words: an elided word holds two of the title's ("NOTE D’HONORAIRES").
  for (const [title, n] of NUMBERED_LENGTHS) {
    for (let k = n; k >= 1; k--) if (opening[k] === title) return k;
  }
  return isDocumentWord(folded[0] ?? '') ? 1 : 0;
}

/** Each numbered title with its count of words, and the most words one has. */
const NUMBERED_LENGTHS = NUMBERED.map((t): [string, number] => [t, t.split(' ').length]);
const LONGEST_NUMBERED = Math.max(1, ...NUMBERED_LENGTHS.map(([, n]) => n));

/** A number sign glued to the number it marks ("Invoice #1234567", "Rechnung №4711"). */
const NUMBER_SIGN = /^[#№]\s*(?=\w)/;

/**
 * A number as invoices print it after their title: one reference with three digits or more, with
 * or without a number sign glued to it.
 */
export function isDocumentNumber(text: string): boolean {
  const t = text.trim().replace(/[.:]$/, '').replace(NUMBER_SIGN, '');
  const found = findValues('reference', t);
  if (found.length !== 1 || found[0]?.text !== t) return false;
  if ((t.match(/\d/g)?.length ?? 0) < 3) return false;
  // A year, a page ("1/2") or the month billed ("Rechnung 01/2018") is no number of the document.
  return (
    !/^(?:19|20)\d{2}$/.test(t) && !/^\d{1,3}\/\d{1,3}$/.test(t) && !/^\d{1,2}[./-](?:19|20)\d{2}$/.test(t)
  );
}

/**
 * "INVOICE INV/2023/00003", "Facture F-2022-23", "Rechnung 2018-123", "Faktura 10234": a title
 * followed by nothing but a number (in its segment, or alone in the one right of it) names the
 * document's number without a label. Worth a little less than a label saying so.
 */
export function titleNumberLabel(
  seg: Segment,
  right: Segment | undefined,
  below: Segment | undefined,
): LabelHit | null {
  const hit = titleNumberAt(seg);
  if (!hit) return null;
  const rest = seg.words
    .slice(hit.wordsUsed)
    .map((w) => w.text)
    .join(' ');
  if (rest === ':' || (!rest && seg.text.trimEnd().endsWith(':')))
    // "INVOICE:" keyed like a label, its number alone on the line under it.
    return !right && below && isDocumentNumber(below.text) ? hit : null;
  return isDocumentNumber(rest || (right?.text ?? '')) || (!rest && numberKeyed(right?.text)) ? hit : null;
}

/**
 * The title's cell alone with the number in the next, keyed by its own number word ("KVITTO" |
 * "Nr 4471", "RECEIPT" | "No. 20417"): the title says whose number, the number word only what.
 */
function numberKeyed(text: string | undefined): boolean {
  const words = text?.trim().split(/\s+/) ?? [];
  return words.length === 2 && NUMBER_KEY.test(words[0] ?? '') && isDocumentNumber(words[1] ?? '');
}

/**
 * A number sign or its abbreviation alone ("No.", "Nr", "N°", "#"): it says a number follows and
 * nothing of whose. Words naming whose ("Client", "Kunde") key that party's number instead.
 */
export const NUMBER_KEY = /^(?:no|nr|n[°º]|#)\.?:?$/i;

/**
 * A title with a number right after it, whatever follows ("Invoice 4711 Customer 1234"): where a
 * chain of labels and values may be split.
 */
export function titleNumberAt(seg: Segment): LabelHit | null {
  const concept = conceptById.get('invoice_number');
  const used = titleWords(seg.words.map((w) => w.text));
  if (!concept || !used) return null;
  const next = seg.words[used]?.text;
  if (next !== undefined && !isDocumentNumber(next)) return null;
  return { concept, quality: TITLE_QUALITY, length: used, wordsUsed: used };
}

const TITLE_QUALITY = 0.85;

/** The fewest letters a verb shares with a title to be made of it ("factur" of "facture"). */
const VERB_STEM = 6;

/**
 * Whether a folded word is a verb made of a one-word title: "facturée" of "facture", "invoiced" of
 * "invoice", "fakturerad" of "faktura". The purchase it is said of ("la location des WC a-t-elle
 * été facturée") is what the document bills, as "the bill for ..." says. Not a title itself; an
 * ending a title's forms share ("facturée" reads as one of "facture") does not make it one.
 */
export const titleVerb = (word: string): boolean =>
  !isDocumentWord(word) &&
  [...NUMBERED_WORDS].some((t) => {
    const stem = Math.min(VERB_STEM, t.length);
    return t.length >= 4 && word.length > t.length - 1 && word.slice(0, stem) === t.slice(0, stem);
  });
