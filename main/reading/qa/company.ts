import { FORMERLY, LEGAL_FORMS, SALUTATIONS } from '../lang';
import { fold, tokens } from '../fold';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/**
 * A form of dotted letters ("e.U.", "S.A.", "B.V."): a scan's reader, or a hurried typist, drops the
 * dot that closes it ("Florian Leitner e.U"); the dot inside still says it is the form.
 */
const DOTTED = /^[^\s.]+\.[^\s]*\.$/;
/**
 * Legal forms as printed, and in capitals as receipts and letterheads print them ("SDN BHD",
 * "GMBH"); two-letter forms only as written, since "AS" in capitals is also a word.
 */
const FORMS = [
  ...new Set([
    ...LEGAL_FORMS,
    ...LEGAL_FORMS.filter((f) => f.length > 2).map((f) => f.toUpperCase()),
    ...LEGAL_FORMS.filter((f) => DOTTED.test(f)).map((f) => f.slice(0, -1)),
  ]),
].map(escape);
/** A company name ends with its legal form ("Nordlys ApS", "Lieferant GmbH", "Kunden AG Mitte"). */
const COMPANY_FORM = new RegExp(`(?:^|\\s)(?:${FORMS.join('|')})(?:$|\\s)`);
const ENDS_WITH_FORM = new RegExp(`(?:^|\\s)(?:${FORMS.join('|')})$`);

const LONG_FORMS = FORMS.filter((f) => f.replace(/\\/g, '').length > 2);
const COMPANY_FORM_CAPS = new RegExp(`(?:^|\\s)(?:${LONG_FORMS.join('|')})(?:$|\\s)`);
const ENDS_WITH_FORM_CAPS = new RegExp(`(?:^|\\s)(?:${LONG_FORMS.join('|')})$`);
/** A two-letter form closing a name in capitals ("TREUHAND STEINER + BLASER AG"). */
const SHORT_FORMS = FORMS.filter((f) => f.replace(/\\/g, '').length <= 2 && f === f.toUpperCase());
const ENDS_WITH_SHORT_CAPS = new RegExp(`\\s(?:${SHORT_FORMS.join('|')})$`);

const STARTS_WITH_FORM = new RegExp(`^(?:${FORMS.join('|')})(?:$|\\s)`);
const STARTS_WITH_FORM_CAPS = new RegExp(`^(?:${LONG_FORMS.join('|')})(?:$|\\s)`);

/** In a text all in capitals, "AS" or "AG" is as likely a word ("FORMERLY KNOWN AS") as a form. */
const allCaps = (text: string): boolean => /\p{Lu}{3}/u.test(text) && text === text.toUpperCase();

/** Whether a text reads as a company's name: it carries a legal form. */
export function looksLikeCompany(text: string): boolean {
  const t = text.trim();
  return (allCaps(t) ? COMPANY_FORM_CAPS : COMPANY_FORM).test(t);
}

/** Whether a name ends with its legal form: the strongest sign of a company name. */
export function endsWithLegalForm(text: string): boolean {
  const t = text.trim();
  if (!allCaps(t)) return ENDS_WITH_FORM.test(t);
  return ENDS_WITH_FORM_CAPS.test(t) || shortFormInCaps(t);
}

/**
 * A name in capitals closed by a two-letter form ("VAN HOOREBEKE & CLAES BV", "TOPPTURBUA SPORT
 * AS"): two words of a name at least before it, and no former name's phrase closing the line
 * ("FORMERLY KNOWN AS"), where "AS" is a word.
 */
function shortFormInCaps(t: string): boolean {
  if (!ENDS_WITH_SHORT_CAPS.test(t)) return false;
  const words = tokens(t);
  if (words.filter((w) => /\p{L}/u.test(w)).length < 3) return false;
  return !FORMERLY.some(
    (p) => p.length <= words.length && p.every((w, k) => words[words.length - p.length + k] === w),
  );
}

/**
 * Whether a line starts with a legal form ("CO. (M) SDN BHD", "ENTERPRISE (SETIA"): a name wrapped
 * over lines on a narrow receipt goes on there from the line above.
 */
export function startsWithLegalForm(text: string): boolean {
  const t = text.trim();
  return (allCaps(t) ? STARTS_WITH_FORM_CAPS : STARTS_WITH_FORM).test(t);
}

/**
 * Whether a line names a company by its legal form either end: after the name ("Nordlys ApS"), or
 * before it as French and Belgian companies print theirs (see opensWithLegalForm).
 */
export const namedWithLegalForm = (text: string): boolean =>
  endsWithLegalForm(text) || opensWithLegalForm(text);

/**
 * A name its legal form opens ("SARL Gaubert Plomberie Chauffage", "SAS AUVERGNE TP RÉSEAUX"): the
 * name goes on in capitals after the form, holds no figure and ends with no form of its own. "SAS
 * au capital de 120 000 €" states the company's capital; "CO. (M) SDN BHD" goes on from the line
 * above, a name wrapped on a narrow receipt.
 */
export function opensWithLegalForm(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return (
    words.length >= 2 &&
    !/\d/.test(text) &&
    startsWithLegalForm(text) &&
    !endsWithLegalForm(text) &&
    !startsWithLegalForm(words.slice(1).join(' ')) &&
    /^\p{Lu}/u.test(words[1] ?? '')
  );
}

/**
 * The name of a line that prints a company's name and then its registration ("KING'S
 * CONFECTIONERY S/B 273500-U (GKJ)", "DION REALTIES SDN BHD (CO. NO. 123-X)"): the name ends with
 * its legal form, and what follows holds a number and no word of a name. Null when the line is
 * not so.
 */
export function nameBeforeNumbers(text: string): string | null {
  const words = text.trim().split(/\s+/);
  // A legal form alone names no one: "Co. Reg. No. / UEN: 201834517K" is a registration's label.
  for (let cut = words.length - 1; cut >= 2; cut--) {
    const name = words.slice(0, cut).join(' ');
    const rest = words.slice(cut).join(' ');
    if (!/\d/.test(rest) || rest.length > 30 || /\p{L}{4}/u.test(rest.replace(/\([^()]*\)/g, ''))) continue;
    if (endsWithLegalForm(name)) return name;
  }
  return null;
}

/** A word of a person's name as printed: "Jane", "O'Neil", "Müller-Lüdenscheidt", "J.". */
const NAME_WORD = /^(?:\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?|\p{Lu}\.)$/u;

/**
 * Whether a line reads as a person's name: two or three capitalised words (after a salutation,
 * "Mr John Smith"), no legal form, no digits, no word in capitals ("MVM Musterhafter" is a
 * company's name over two lines).
 */
export function looksLikePerson(text: string): boolean {
  const words = text.trim().split(/\s+/);
  while (words.length && SALUTATIONS.has(fold(words[0] ?? '').replace(/\.$/, ''))) words.shift();
  return (
    words.length >= 2 && words.length <= 3 && words.every((w) => NAME_WORD.test(w)) && !looksLikeCompany(text)
  );
}

/** The words of legal forms written as one word ("gmbh", "as", "ltd"), folded. */
export const FORM_WORDS = new Set(
  LEGAL_FORMS.map((f) => tokens(f))
    .filter((t) => t.length === 1)
    .map((t) => t[0]!),
);

/** The legal forms as their words, folded ("pty ltd", "sdn bhd"). */
const FORM_PHRASES = new Set(LEGAL_FORMS.map((f) => tokens(f).join(' ')));

/**
 * Whether a text is a legal form and nothing else ("LLC", "Sdn Bhd"): the rest of a company's name
 * after the words a question shares with it ("What is Brightline Systems' EIN?" of "BRIGHTLINE
 * SYSTEMS LLC"). No value of any kind asked: a name is more than its form, a number has figures.
 */
export function legalFormOnly(text: string): boolean {
  const t = tokens(text);
  return t.length > 0 && (FORM_PHRASES.has(t.join(' ')) || t.every((w) => FORM_WORDS.has(w)));
}

/**
 * A company name's own words, folded, its legal form's left out ("Vestbris Energi AS": vestbris,
 * energi), of at least `shortest` letters: the words two names of one business share.
 */
export const nameWords = (text: string, shortest = 1): string[] =>
  tokens(text).filter((w) => w.length >= shortest && !FORM_WORDS.has(w));

/**
 * Whether two texts name the same company, whatever the case and the legal form: "VESTBRIS
 * ENERGI" in a letterhead is "Vestbris Energi AS" of the footer's legal line, and a brand that
 * opens the name is the company too ("DUBREUIL" of "Dubreuil Menuiseries SAS").
 */
export function sameCompany(a: string, b: string): boolean {
  const [ca, cb] = [nameWords(a).join(' '), nameWords(b).join(' ')];
  if (ca.length <= 2 || cb.length <= 2) return false;
  return ca === cb || cb.startsWith(`${ca} `) || ca.startsWith(`${cb} `);
}

/**
 * A line that ends with the issuer's name and legal form, words before it: "École de langues
 * Léman-Lingua Sàrl" heading the letterhead's block, where the payment slip and the domain name
 * "Léman-Lingua Sàrl". The longer name is the issuer's in full, no customer in a window.
 */
export function endsWithName(line: string, issuer: string): boolean {
  if (!endsWithLegalForm(issuer)) return false;
  const [l, i] = [tokens(line).join(' '), tokens(issuer).join(' ')];
  return l.length > i.length && l.endsWith(` ${i}`);
}

/**
 * Whether a name is another's with its short words left out: a card terminal prints the merchant
 * as it was keyed, in few capitals ("ECOMUSEE COMBRAILLES" of "Écomusée des Combrailles"). Two
 * words at least, each of three letters or more, all the longer name's, in its order.
 */
export function abridgedName(short: string, full: string): boolean {
  const s = nameWords(short);
  const f = nameWords(full);
  if (s.length < 2 || s.length >= f.length || s.some((w) => w.length < 3)) return false;
  let at = 0;
  for (const w of f) if (w === s[at]) at++;
  return at === s.length;
}
