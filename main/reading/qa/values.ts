import { AND_WORDS, PARTY_WORDS, SALUTATIONS } from '../lang';
import { MONTH_PATTERN, fold, parseAmount, parseDate, tokens } from './normalize';
import { notAName } from './name-shape';

/** The kinds of value a question can ask for; each has a recogniser that finds it inside text. */
export type ValueType =
  | 'amount'
  | 'date'
  | 'reference'
  | 'name'
  | 'address'
  | 'iban'
  | 'bic'
  | 'vat'
  | 'orgnr'
  | 'account'
  | 'percent'
  | 'currency'
  | 'email'
  | 'phone'
  | 'count'
  | 'text';

export type Found = { text: string; start: number; normalized: string };

// Thousands in groups of three ("1.234,56", "1 234,56", "1'234.50"), or as India groups them, by
// lakh and crore ("1,23,456.00"); or no grouping at all. Whole amounts may end ",-" ("kr 1.234,-").
const AMOUNT =
  /(?<![\w.,])[-−]?\(?(?:\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,2})?|\d{1,3}(?:[ .,\u00a0'](?:\d{3}))*(?:[.,]\d{1,2}|,-)?)\)?-?(?![\w%]|[.,]\d)|(?<![\w.,])[-−]?\d+(?:[.,]\d{1,2})?-?(?![\w%]|[.,]\d)/g;
// Dates as invoices print them: year first ("2020-11-21", "2019/06/12", "2019.06.12"); day first in
// figures ("05.03.2018", "13/11/17"); day, month name, year ("12 Jun 2019", "12-Jun-19",
// "12/Jun/2019", "3rd of August 2014", "7. Mai 2014"), a two-digit year only when no time or rate
// follows ("12 Jun 19:30", "Mai 19 %"); month name first ("June 12th, 2019"). Figures keep one
// separator: "11.30-14.00" is opening hours (a time, a dash, a time), not 30 November 2014.
const YEAR = String.raw`(?:\d{4}|\d{2}(?![\d:%]|[.,]\d| ?%))`;
const ORDINAL = '(?:st|nd|rd|th)?';
const DATE = new RegExp(
  [
    String.raw`\b\d{4}([-./])\d{1,2}\1\d{1,2}\b`,
    String.raw`\b\d{1,2}([./-])\d{1,2}\2(?:\d{4}|\d{2})\b`,
    String.raw`\b\d{1,2}${ORDINAL}\.?(?: of)?[ ./-]?(?:${MONTH_PATTERN})\.?,?[ ./-]?${YEAR}\b`,
    String.raw`\b(?:${MONTH_PATTERN})\.?[ -]\d{1,2}${ORDINAL}(?: ?, ?| |-)\d{4}\b`,
  ].join('|'),
  'gi',
);
const DATE_ONE = new RegExp(`^(?:${DATE.source})$`, 'i');
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g;
const BIC = /\b[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?\b/g;
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
// EU VAT numbers, and India's GSTIN (state code, PAN, entity, "Z", check character).
// Dotted groups as Dutch and Belgian invoices print them: "NL8116.31.035.B01", "BE0123.456.789".
const VAT =
  /\b(?:DK ?\d{8}|SE ?\d{10}01|NO ?\d{3} ?\d{3} ?\d{3} ?MVA|NL ?\d{9} ?B\d{2}|DE ?\d{9}|GB ?\d{9}(?:\d{3})?|[A-Z]{2}[0-9A-Z]{8,12}|[A-Z]{2}\d{3,4}(?:\.[0-9A-Z]{2,4}){2,3}|\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z])\b/g;
// A VAT number printed in groups ("FR62 438 911 204", "GB 123 4567 89", "BE 0123 456 789", France's
// key apart from the SIREN "FR72 823456785"): its country and 8 to 12 digits once the spaces are
// gone. An IBAN, also grouped, is longer.
const VAT_GROUPED = /\b[A-Z]{2} ?\d{2,4}(?: \d{2,9}){1,4}\b/g;
const VAT_LENGTH = /^[A-Z]{2}\d{8,12}$/;
/**
 * The digits of a grouped VAT number where its country fixes them (Germany's nine, Belgium's ten):
 * "DE82 8605 5592", ten digits, is the start of an IBAN wrapped onto the next line, no German VAT
 * number. Countries not listed keep the 8 to 12 of VAT_LENGTH.
 */
const VAT_DIGITS: Record<string, number[]> = {
  AT: [],
  BE: [10],
  DE: [9],
  DK: [8],
  FI: [8],
  FR: [11],
  GB: [9, 12],
  IE: [],
  IT: [11],
  LU: [8],
  NL: [],
  NO: [9],
  PL: [10],
  SE: [12],
};
const groupedVatLength = (compact: string): boolean => {
  if (!VAT_LENGTH.test(compact)) return false;
  const digits = VAT_DIGITS[compact.slice(0, 2)];
  return !digits || digits.includes(compact.length - 2);
};
// Nordic, Dutch, British and French registrations; Malaysia's "499702-V"; Germany's "HRB 12345"
// and its tax office's "201/113/40209".
const ORGNR =
  /\b(?:\d{6}-\d{4}|\d{3} ?\d{3} ?\d{3}|\d{8}|\d{2} ?\d{2} ?\d{2} ?\d{2}|\d{5,7}-[A-Z]|HR[AB] ?\d{3,6}|\d{2,3}\/\d{3}\/\d{4,5})\b/g;
// A till's VAT table codes each rate by a letter, which OCR may glue to it ("C21%" of "C 21%"):
// one capital alone before the figure is that code, no part of a word.
const PERCENT = /(?:\b|(?<=(?<![\p{L}\d])\p{Lu}))\d{1,2}(?:[.,]\d{1,2})? ?%/gu;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g;
const PHONE = /(?:\+\d{2} ?)?(?:\d{2,4}[ -]?){2,4}\d{2,4}/g;
/**
 * The one list of currencies the reader knows: ISO codes, as printed beside amounts and asked for
 * as the document's currency; the abbreviations printed for some beside amounts ("Rs 1,234",
 * "RM 14.10", "kr. 95": "kr" is the Danish, Swedish or Norwegian krone, which one the page does not
 * say); and signs ("¥" is the yen or the yuan).
 */
const ISO_CURRENCIES = 'DKK SEK NOK EUR USD GBP CHF ISK PLN INR MYR SGD AUD CAD'.split(' ');
const ABBREVIATIONS = ['rs', 'rm', 'kr'];
const SIGNS: Record<string, string | null> = { '€': 'EUR', '£': 'GBP', $: 'USD', '₹': 'INR', '¥': null };
const signClass = (signs: string[]): string => `[${signs.join('').replace('$', '\\$')}]`;
const SIGN = signClass(Object.keys(SIGNS));
/** The document's currency: an ISO code in capitals, or a sign that names one currency. */
const CURRENCY = new RegExp(
  `\\b(?:${ISO_CURRENCIES.join('|')})\\b|${signClass(Object.keys(SIGNS).filter((k) => SIGNS[k]))}`,
  'g',
);
// A number printed with spaces round its dashes ("01.234.567.8 - 2018 - 1", as some PDFs' text
// layers space them) is one number when each part after a dash has a digit. A dash some readers
// turn into a space before a running number with its leading zeros ("B172FB37 0003" for
// B172FB37-0003) joins too: no quantity, amount or year is printed with a leading zero.
const REFERENCE =
  /(?<![\w/])(?=[A-Z0-9/_-]*\d)[A-Z0-9][A-Z0-9/_.-]{1,30}[A-Z0-9](?: - (?=[A-Z]*\d)[A-Z0-9]+(?:[/_.-][A-Z0-9]+)*)*(?: 0\d{2,5}(?![\w/.,]))?(?![\w/])/gi;
const ACCOUNT = /\b\d{4}[ -]?\d{4,12}\b|\b\d{3,4}-\d{4}\b|\b\d{4}\.\d{2}\.\d{5}\b/g;

/** An amount's figures opening with a zero that another figure follows ("095,92", "-00,50"). */
const LEADING_ZERO = /^[-−(]?0\d/;

function all(re: RegExp, text: string): RegExpExecArray[] {
  re.lastIndex = 0;
  const out: RegExpExecArray[] = [];
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push(m);
    if (m[0] === '') re.lastIndex++;
  }
  return out;
}

function ibanValid(raw: string): boolean {
  const s = raw.replace(/ /g, '');
  if (s.length < 15 || s.length > 34) return false;
  const moved = s.slice(4) + s.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const v = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of v) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/**
 * A text made only of party words ("Warenempfänger", compounds too) or salutations ("Herrn"). Two
 * salutations joined ("Herrn und Frau", "Mr and Mrs", "M. et Mme") address two persons, whose
 * names follow: no name either.
 */
export function isRoleOrSalutation(text: string): boolean {
  const t = tokens(text);
  const joins = (i: number) =>
    i > 0 && i < t.length - 1 && AND_WORDS.has(t[i]!) && SALUTATIONS.has(t[i - 1]!);
  return (
    t.length > 0 &&
    t.every(
      (w, i) =>
        SALUTATIONS.has(w) ||
        joins(i) ||
        PARTY_WORDS.some((p) => p.length >= 5 && (w.startsWith(p) || w.endsWith(p))),
    )
  );
}

/** Currency codes and abbreviations printed beside amounts, in any case ("Rs", "RM", "kr", "eur"). */
const MONEY = [...ISO_CURRENCIES.map((c) => c.toLowerCase()), ...ABBREVIATIONS].join('|');
const CURRENCY_BEFORE = new RegExp(`(?:${SIGN}|\\b(?:${MONEY})\\.?)\\s*$`, 'i');
/**
 * A dollar named by its country's letters ("S$210.60", "A$", "NZ$", "US$"): the letters are the
 * sign's, no word of the row.
 */
const DOLLAR_OF = '\\b(?:us|s|a|c|nz|hk)(?=\\$)';
/** Any currency sign or code, wherever it stands ("120,00 €", "RM 14.10", "kr. 95", "S$ 45.00"). */
export const CURRENCY_MARK = new RegExp(`${DOLLAR_OF}|${SIGN}|\\b(?:${MONEY})\\b\\.?`, 'gi');
const CURRENCY_AFTER = new RegExp(`^\\s*(?:${SIGN}|(?:${MONEY})\\b)`, 'i');
/** A code glued to its amount ("RM14.10", "USD1,234.50", "Rs.1,23,456.00"). */
const GLUED_CURRENCY = new RegExp(`(?<![a-z])(?:${MONEY})\\.?(?=\\d)`, 'gi');

/**
 * The text with each code glued to its amount parted from it by a space in place of its last
 * character, so the amount reads as one and every position stays where it was printed.
 */
const unglueCurrency = (text: string): string =>
  text.replace(GLUED_CURRENCY, (code) => `${code.slice(0, -1)} `);

/**
 * A minus printed right before the currency ("-€12.50", "-EUR 5,00", "-RM14.10"): a credit. A dash
 * with a space after it separates a label from its amount ("Total due - $120.00").
 */
const MINUS_BEFORE_CURRENCY = new RegExp(
  `(?<!\\w)[-−–](${SIGN}|(?:${MONEY})(?![a-z])\\.?)(\\s?)(?=\\d)`,
  'gi',
);
/** Brackets round the currency and its amount ("(€12.50)", "(1.234,56 €)"): a credit too. */
const BRACKET_BEFORE_CURRENCY = new RegExp(`\\((${SIGN}|(?:${MONEY})(?![a-z])\\.?)(\\s?)(?=\\d)`, 'gi');
const BRACKET_AFTER_CURRENCY = new RegExp(`(\\d)(\\s?)(${SIGN}|\\b(?:${MONEY})\\.?)\\)`, 'gi');

/**
 * The text with the sign of a credit printed outside its currency moved to the amount: "-€12.50"
 * reads "€-12.50", "(€12.50)" "€(12.50)", "(1.234,56 €)" "(1.234,56) €". Every position stays
 * where it was printed; a code glued to the amount gives up its last letter, as in unglueCurrency.
 */
function signToAmount(text: string): string {
  const moved = (code: string, space: string, sign: string): string =>
    !space && /\w$/.test(code) ? `${code.slice(0, -1)} ${sign}` : `${code}${space}${sign}`;
  return text
    .replace(MINUS_BEFORE_CURRENCY, (_m, code: string, space: string) => moved(code, space, '-'))
    .replace(BRACKET_BEFORE_CURRENCY, (_m, code: string, space: string) => moved(code, space, '('))
    .replace(BRACKET_AFTER_CURRENCY, (_m, d: string, space: string, code: string) => `${d})${space}${code}`);
}

/**
 * A whole number is an amount when a currency stands beside it ("Rs 1234", "$ 15", "120 EUR");
 * on its own it is a quantity, a year or a reference.
 */
function besideCurrency(text: string, at: number, match: string): boolean {
  return (
    CURRENCY_BEFORE.test(text.slice(Math.max(0, at - 6), at)) ||
    CURRENCY_AFTER.test(text.slice(at + match.length))
  );
}

const WEB_OR_MAIL = /^(?:(?:https?:\/\/|www\.)\S+|[^\s@]+@[^\s@]+\.\p{L}{2,})$/iu;
/** A web or mail address, whole ("www.lavender.com.my", "commandes@delcour-hygiene.be"). */
export const isWebOrMail = (text: string): boolean => WEB_OR_MAIL.test(text);
const MAIL_IN = /[^\s@]+@[^\s@]+\.\p{L}{2,}/u;
/** A key of a few words and its value after a colon ("Bank Name: …", "PO: …"). */
const KEYED = /^[\p{L}][\p{L}.'’/& ]{0,24}:\s+\S/u;

/** A code of letters and digits ("29ABCDE1234F1Z5", "FR12345678901"): a registration, never a name. */
const isIdentifier = (word: string): boolean =>
  word.length >= 8 && /\p{L}/u.test(word) && (word.match(/\d/g)?.length ?? 0) >= 4;

/** Every value of `type` found in `text`, in order of appearance. */
export function findValues(type: ValueType, text: string): Found[] {
  const t = text.trim();
  switch (type) {
    case 'amount': {
      const read = unglueCurrency(signToAmount(t));
      return (
        all(AMOUNT, read)
          .filter((m) => /[.,]\d{2}\)?-?$|\d,-$/.test(m[0].trim()) || besideCurrency(t, m.index, m[0]))
          // "19,00 %" is a rate printed with its decimals, never an amount (a till's VAT table).
          .filter((m) => !/^\s?%/.test(read.slice(m.index + m[0].length)))
          .filter((m) => !DATE_ONE.test(m[0]) && !/^\d{1,2}[/-]\d{1,2}$/.test(m[0]))
          // No amount is printed with a leading zero ("095,92"): the last group of one whose first
          // figures were lost ("1 095,92 €", OCR dropping the "1 "), or a time ("09.50").
          .filter((m) => !LEADING_ZERO.test(m[0].trim()))
          .map((m) => ({ text: m[0].trim(), start: m.index, normalized: String(parseAmount(m[0])) }))
          .filter((f) => f.normalized !== 'null')
      );
    }
    case 'date':
      return all(DATE, t)
        .map((m) => ({ text: m[0], start: m.index, normalized: parseDate(m[0]) ?? '' }))
        .filter((f) => f.normalized !== '');
    case 'iban':
      return all(IBAN, t.toUpperCase())
        .filter((m) => ibanValid(m[0]))
        .map((m) => ({
          text: t.slice(m.index, m.index + m[0].length),
          start: m.index,
          normalized: m[0].replace(/ /g, ''),
        }));
    case 'bic':
      return all(BIC, t)
        .filter((m) => !/^(?:INVOICE|FAKTURA|FACTUUR|CURRENCY|CUSTOMER)/.test(m[0]))
        .map((m) => ({ text: m[0], start: m.index, normalized: m[0] }));
    case 'vat': {
      const found = all(VAT, t)
        .filter((m) => /\d{6}/.test(m[0].replace(/[ .]/g, '')) || GSTIN.test(m[0]))
        .map((m) => ({ text: m[0], start: m.index, normalized: m[0].replace(/[ .]/g, '') }));
      if (found.length) return found;
      return all(VAT_GROUPED, t)
        .filter((m) => groupedVatLength(m[0].replace(/ /g, '')))
        .map((m) => ({ text: m[0], start: m.index, normalized: m[0].replace(/ /g, '') }));
    }
    case 'orgnr':
      return all(ORGNR, t).map((m) => ({
        text: m[0],
        start: m.index,
        normalized: m[0].replace(/[ -]/g, ''),
      }));
    case 'account':
      return all(ACCOUNT, t).map((m) => ({
        text: m[0],
        start: m.index,
        normalized: m[0].replace(/[ .-]/g, ''),
      }));
    case 'percent':
      return all(PERCENT, t).map((m) => ({
        text: m[0],
        start: m.index,
        normalized: m[0].replace(/ /g, '').replace(',', '.'),
      }));
    case 'email':
      return all(EMAIL, t).map((m) => ({ text: m[0], start: m.index, normalized: m[0].toLowerCase() }));
    case 'phone':
      return all(PHONE, t)
        .filter((m) => m[0].replace(/\D/g, '').length >= 8)
        .map((m) => ({ text: m[0].trim(), start: m.index, normalized: m[0].replace(/\D/g, '') }));
    case 'currency':
      return all(CURRENCY, t).map((m) => ({
        text: m[0],
        start: m.index,
        normalized: SIGNS[m[0]] ?? m[0],
      }));
    case 'reference':
      return all(REFERENCE, t)
        .filter(
          (m) =>
            !parseDate(m[0]) &&
            !/^\d{1,3}[.,]\d{2}$/.test(m[0]) &&
            !/^\d{1,3}(?:[.,]\d{3})+[.,]\d{2}$/.test(m[0]),
        )
        .map((m) => ({
          text: m[0].replace(/[.]$/, ''),
          start: m.index,
          normalized: m[0].replace(/ - /g, '-').toUpperCase(),
        }));
    case 'count':
      return all(/\b\d{1,4}\b/g, t).map((m) => ({
        text: m[0],
        start: m.index,
        normalized: String(Number(m[0])),
      }));
    case 'name':
    case 'address':
    case 'text': {
      const clean = t.replace(/^[\s:#.\-–]+|[\s:]+$/g, '');
      if (!/\p{L}{2}/u.test(clean)) return [];
      if (type === 'name' && /^\d/.test(clean) && !/\p{L}{3}/u.test(clean)) return [];
      // A heading ("Warenempfänger") or a salutation ("Herrn") on its own is no name.
      if (type === 'name' && isRoleOrSalutation(clean)) return [];
      // Identifiers and dates are not names ("GLN 4333741000005", "Nr. 471102 vom 05.03.2018",
      // "GSTIN: 29ABCDE1234F1Z5").
      if (type === 'name' && (/\d{5,}/.test(clean.replace(/[ .]/g, '')) || all(DATE, clean).length))
        return [];
      if (type === 'name' && clean.split(/\s+/).some(isIdentifier)) return [];
      // A web or mail address alone is where a party is found, not what it is called
      // ("SIGN :" over "WWW.LAVENDER.COM.MY" signs no one).
      if (type === 'name' && WEB_OR_MAIL.test(clean)) return [];
      // Nor is a line holding a mail address a name ("Email: sales@lumen.com.sg" with the "Co." of
      // the line below), nor a key with its value ("Bank Name: Saraswat Co-op Bank Ltd", "PO: none
      // provided"): the key says what the value is, and it is never the party itself.
      if (type === 'name' && (MAIL_IN.test(clean) || KEYED.test(clean))) return [];
      // Nor a label, a heading, a sentence or a greeting in a name's place (name-shape.ts).
      if (type === 'name' && notAName(t)) return [];
      // A key ("Fra:", "Bill to:") heads a value; it is never one.
      if (type === 'name' && /:\s*$/.test(t)) return [];
      return clean
        ? [{ text: clean, start: t.indexOf(clean), normalized: fold(clean).replace(/\s+/g, ' ') }]
        : [];
    }
  }
}

/** Compares an answer with a true value the way a bookkeeper would: 1.234,50 equals 1234.50. */
export function sameValue(type: ValueType, a: string, b: string): boolean {
  if (type === 'amount') {
    const x = parseAmount(a);
    const y = parseAmount(b);
    return x !== null && y !== null && Math.abs(x - y) < 0.005;
  }
  if (type === 'date') {
    const x = parseDate(a);
    return x !== null && x === parseDate(b);
  }
  const norm = (s: string) => fold(s).replace(/[\s.,:;'"-]+/g, '');
  return norm(a) === norm(b);
}

/** The rates a text prints, as numbers ("MwSt. 19 %" 19, "B 10%" 10, "0%" 0). */
export const ratesIn = (text: string): number[] =>
  findValues('percent', text).map((v) => Number(v.normalized.replace('%', '')));

/** The rates a text prints that may be a VAT's: above 0 and below 50 %. */
export const vatRatesIn = (text: string): number[] => ratesIn(text).filter((r) => r > 0 && r < 50);

/** Whether a text prints a rate above nought ("MwSt. 19 %", "B 10%"): a 0 % row adds no VAT. */
export const positiveRateIn = (text: string): boolean => ratesIn(text).some((r) => r > 0);

/** A question's word naming a rate ("9", "9%", "2,5"): the rate's share is what it asks. */
export const ASKED_RATE = /^(\d{1,2}(?:[.,]\d+)?)%?$/;
