import {
  ATTENTION_PRINTED,
  COLUMN_PHRASES,
  DOCUMENT_KINDS,
  LEGAL_FORMS,
  PACKS,
  TITLES,
  words,
} from '../lang';
import { tokens } from './normalize';
import { endsWithLegalForm } from './company';

/**
 * Lines that have a name's place on a page and are no name: a label or a column heading alone
 * ("Description" under the customer's block, "Invoice no." beside it), a sentence ("1 yr on
 * workmanship.", "Thanks y'all - come back soon!"), a letter's greeting ("Beste mevrouw Verbeek,").
 * Each was given as a party's name, at 0.97, on pages typed by others; so were an e-mail address, a
 * tax line, a date and a till's terminal line.
 */

/**
 * Every label and column heading of the packs, as its words joined ("invoice no", "description"),
 * and every document's title ("QUOTATION" over a quote's "Prepared for:" block names the document).
 */
const LABELS = new Set(
  [
    ...PACKS.flatMap((p) => Object.values(p.concepts).flatMap((c) => words(c.labels))),
    ...COLUMN_PHRASES.map(([, phrase]) => phrase.join(' ')),
    ...TITLES,
    ...DOCUMENT_KINDS.flatMap(([, titles]) => titles),
  ]
    .map((l) => tokens(l).join(' '))
    .filter(Boolean),
);

/** Legal forms' words ("ltd", "inc", "co"): a name may end with one and its full stop. */
const LEGAL_WORDS = new Set(LEGAL_FORMS.flatMap((f) => tokens(f)));

/** A date in figures ("14.10.2024", "2024-10-30", "10/30/24"); values.ts, which reads dates, uses this file. */
const NUMERIC_DATE = /\b\d{1,4}[./-]\d{1,2}[./-]\d{1,4}\b/g;

/** A word closed by its key's colon, a figure after it: "code: 40-12-77", "Account: 615…". */
const KEYED_FIGURE = /\p{L}:\s*\d/u;

/** A sentence has this many words at least: "J. Smith." or "Smith & Co." are names. */
const SENTENCE_WORDS = 3;

export function notAName(text: string): boolean {
  const t = tokens(text);
  if (!t.length) return false;
  // An e-mail or web address, a rate, a date: a value of its own kind, never a party's name
  // ("billing@chinookcomputer.ca" under "Bill to", "Sales Tax 7% (parts)", "14.10.2024").
  if (/\S@\S|^\s*(?:www\.|https?:)/i.test(text) || /\d\s?%/.test(text)) return true;
  // A care-of or attention line ("c/o Lorna MacAulay, Treasurer", "z. Hd. Frau Straßer") names the
  // person a block is for, under the party's name: never the party.
  if (careOf(text) && !endsWithLegalForm(text)) return true;
  if (!/\p{L}{2}/u.test(text.replace(NUMERIC_DATE, ''))) return true;
  // A key with its figures ("Ltd Sort code: 40-12-77 Account: 61538204", the rest of a bank line a
  // scan's reader ran together with the account's name): a name holds no other field's key.
  if (KEYED_FIGURE.test(text)) return true;
  // The rest of a label printed in two languages ("Votre réf. / Uw ref."): a name opens with no slash.
  if (/^\s*\//.test(text)) return true;
  // A code: every word that has letters has figures too ("OAK0042" beside "Account No.", "D1048").
  if (!t.some((w) => !/\d/.test(w) && /\p{L}{2}/u.test(w))) return true;
  // Mostly figures: a till's terminal or a form's number line ("0447 Term 03"), no name. Counted
  // by printed words: a range of houses is one ("Ejerforeningen Solsortevej 14-20").
  const printed = text.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w));
  const figures = printed.filter((w) => /\d/.test(w)).length;
  if (figures >= 2 && figures * 2 >= printed.length) return true;
  // Words of a phrase, none capitalised ("travel & local conveyance" after "Trainer" in an item):
  // a name of two words or more capitalises one at least, or prints in capitals.
  const worded = text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w) && !/[@.\d]/.test(w));
  if (worded.length >= 2 && !/\p{Lu}/u.test(text)) return true;
  // A label or heading alone, however it is punctuated ("Invoice no.", "DESCRIPTION").
  if (LABELS.has(t.join(' '))) return true;
  const end = text.trim().slice(-1);
  if (end === '.' && abbreviatedName(text)) return false;
  // A greeting or a clause: a name never ends with a comma, an exclamation or a question.
  if (end === ',' || end === '!' || end === '?') return true;
  if (sentenceGoesOn(text)) return true;
  // A sentence ends with a full stop after a word that is no legal form's ("Inc.", "Co.").
  return end === '.' && t.length >= SENTENCE_WORDS && !LEGAL_WORDS.has(t[t.length - 1]!);
}

/**
 * A sentence closed inside the line, another opening after it ("Payment is due when the vehicle is
 * picked up. We accept cash, …"): a scan's reader drops the full stop that closes a line, or the
 * line goes on, and the first sentence still shows itself. A sentence's words open mostly in lower
 * case; a name's stop closes an abbreviation among capitalised words ("Kessler Bros. Auto", "Dr.
 * med. Hans Weber", "Müller u. Söhne").
 */
function sentenceGoesOn(text: string): boolean {
  return text
    .split(/(?<=\p{Ll}{2})\.\s+(?=\p{Lu})/u)
    .slice(0, -1)
    .some((clause) => {
      const worded = clause.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w));
      const lower = worded.filter((w) => /^\p{Ll}/u.test(w)).length;
      return worded.length >= SENTENCE_WORDS && lower >= 2 && lower * 2 >= worded.length;
    });
}

/** A name without the stars, rules or hashes a till prints around it. */
export const undecorated = (text: string): string => text.replace(/^[\s*=~_#]+|[\s*=~_#]+$/g, '') || text;

/** Whether a line opens with an attention or care-of phrase as printed, and names someone after it. */
function careOf(text: string): boolean {
  const t = text.trim().toLowerCase();
  return ATTENTION_PRINTED.some((a) => t.startsWith(a) && /^[\s:]+\p{L}/u.test(t.slice(a.length)));
}

/**
 * A name closed by an abbreviation ("Cataraqui Valley Farmers' Market Assoc.", "Hale Bros."):
 * every word capitalised, the last a short one. A sentence's words are not all capitalised.
 */
function abbreviatedName(text: string): boolean {
  const printed = text.trim().split(/\s+/);
  const last = printed[printed.length - 1]!.replace(/\.$/, '');
  return (
    printed.length <= 6 &&
    /^\p{Lu}\p{Ll}{1,4}$/u.test(last) &&
    printed.every((w) => /^[\p{Lu}&]/u.test(w) && !/^\p{Lu}{3,}/u.test(w))
  );
}
