import {
  NO_VAT_PHRASES,
  OF_WORDS,
  PARTY_WORDS,
  QUALIFIER_GROUPS,
  QUALIFIERS,
  STOP_WORDS,
  TITLE_WORDS,
} from '../lang';
import type { Concept } from './lexicon';
import { tokens } from './normalize';
import { BARE_NUMBER } from './number-sign';

/**
 * Words that qualify a label without changing what it names: the currency and whether VAT is in
 * it ("Total DKK inkl. moms", "Subtotal excl. VAT", "Totalt SEK"). A label followed only by these
 * is still that label.
 */
export function onlyQualifiers(rest: string): boolean {
  const t = tokens(rest);
  // A currency's sign alone ("Total Due €", "Net (£)") qualifies the label as its code would.
  if (!t.length) return /^[\p{Sc}\s:()]+$/u.test(rest);
  return t.length <= 4 && t.every((_, i) => isQualifier(t, i));
}

/**
 * What a VAT's or a total's label may go on with and still be that label with its value beside it:
 * a remark in brackets saying what it is charged on ("PST 10% (liquor)"), or the "of" that points at
 * the value in the next cell ("TOTAL INCLUDES GST OF | $16.72"). A figure in the brackets is a
 * base or a count, and a letter or two a tax category's code ("19 % UST (S)" heads a table's
 * column of bases): another thing than a remark.
 */
export function asideOnly(rest: string): boolean {
  if (/^\(\s*\p{L}{3,}[^()\d]*\)$/u.test(rest.trim())) return true;
  // A tax code with the word saying what it is charged on ("Tax 6% (T only)"): a remark too.
  if (/^\(\s*\p{L}\s+\p{L}{3,}[^()\d]*\)$/u.test(rest.trim())) return true;
  const t = tokens(rest);
  return t.length > 0 && t.every((w) => OF_WORDS.has(w));
}

/** A qualifier, or "of" after one ("Total exclusive of VAT", "inclusive of GST"). */
export const isQualifier = (t: string[], i: number): boolean =>
  QUALIFIERS.has(t[i] ?? '') || (OF_WORDS.has(t[i] ?? '') && IN_OR_OUT.has(t[i - 1] ?? ''));
const IN_OR_OUT = new Set([...QUALIFIER_GROUPS.including, ...QUALIFIER_GROUPS.excluding]);

/** A VAT rate printed in a line ("19%", "20 %", "7,5 %"). */
const RATE = /\d{1,2}(?:[.,]\d{1,3})?\s?%/;
/** A till's tax code opening its line: one letter, a dash or an equals sign ("G - "). */
const TAX_CODE = /^\s*\p{L}\s*[-–=]\s/u;
/**
 * A state's or a province's code opening a tax's line with its rate ("NJ Sales Tax 6.625%", "BC PST
 * 7%"): which region levies it. Not the first word of a saying that none is charged ("NO VAT 0%").
 */
const REGION = /^\s*\p{Lu}{2}\s/u;
const saysNone = (word: string): boolean => NO_VAT_PHRASES.some((p) => p[0] === word);

/**
 * Whether the words before `start` lead a VAT line: words saying the VAT is in the total or added
 * to it, and the rate ("inkl. 19% MwSt.", "zzgl. 19 % USt.", "incl. VAT 20%", "plus 7% VAT"). Such
 * a line states the VAT, whatever the words that follow them would label on their own; a line
 * without its rate ("Incl. VAT  £120.00") may be the gross, and is not read so. So does a till's
 * tax code, a letter set off by a dash, before the VAT line it keys ("G - GST 5%", "P - PST 7%"), and a
 * region's code (see REGION).
 */
export function leadsVatLine(st: string[], start: number, text: string): boolean {
  if (start === 0 || !RATE.test(text)) return false;
  if (start === 1 && (TAX_CODE.test(text) || REGION.test(text)) && !saysNone(st[0] ?? '')) return true;
  const lead = st.slice(0, start);
  const including = QUALIFIER_GROUPS.including;
  return lead.some((t) => including.has(t)) && lead.every((t) => including.has(t) || /^[\d%]/.test(t));
}

/**
 * Whether the label of `concept` ending before `end` goes on with "of" and another thing than the
 * document, a party or the concept's own words: "Währung der Umsatzsteuerbuchung", "Datum der
 * Lieferung", "Date of birth" name that thing's value, not the invoice's. "Datum der Rechnung",
 * "Referenz des Käufers", "Échéance de paiement", "inclusive of VAT" stay the label's.
 */
export function ofAnotherThing(st: string[], at: number, concept: Concept): boolean {
  // A label's plural in brackets ("Date(s) of service") is still the label: its "of" follows.
  const end = st[at] === 's' ? at + 1 : at;
  if (!OF_WORDS.has(st[end] ?? '') || isQualifier(st, end)) return false;
  let i = end + 1;
  while (i < st.length && STOP_WORDS.has(st[i] ?? '') && !OF_WORDS.has(st[i] ?? '')) i++;
  const next = st[i];
  if (!next || /^\d/.test(next) || QUALIFIERS.has(next) || concept.words.has(next)) return false;
  return !TITLE_WORDS.has(next) && !PARTY_WORDS.some((p) => next.startsWith(p));
}

/**
 * Whether a bare number's word from `start` to `end` is a party's number by the party word before
 * it or after "of" ("Client n°", "Kunde Nr.", "N° d'entreprise", "Numéro du client"): that
 * party's customer or company number, not the invoice's.
 */
export function partysNumber(st: string[], start: number, end: number): boolean {
  if (end - start !== 1 || !BARE_NUMBER.test(st[start] ?? '')) return false;
  const party = (t: string | undefined) => !!t && PARTY_WORDS.some((p) => t.startsWith(p));
  if (party(st[start - 1])) return true;
  if (!OF_WORDS.has(st[end] ?? '')) return false;
  let i = end + 1;
  while (i < st.length && STOP_WORDS.has(st[i] ?? '') && !OF_WORDS.has(st[i] ?? '')) i++;
  return party(st[i]);
}

/**
 * Whether a bare number's word from `start` to `end` opens a longer key whose other words, up to
 * its colon, name another thing than the concept's ("N° TPS : 814273561", "Nr. Steuer: 12/345"):
 * that thing's number. Its own words ("N° facture : 12") and a value straight after ("No. 12",
 * "Nr. RE-2024-01") leave it the label's.
 */
export function keyGoesOnToAnother(
  st: string[],
  start: number,
  end: number,
  rest: string,
  concept: Concept,
): boolean {
  if (end - start !== 1 || !BARE_NUMBER.test(st[start] ?? '')) return false;
  const key = /^\s*(\p{L}[\p{L}.'’ -]{0,30}?)\s*:/u.exec(rest)?.[1];
  if (!key) return false;
  const words = tokens(key);
  return (
    words.length > 0 && words.every((w) => !concept.words.has(w) && !QUALIFIERS.has(w) && !TITLE_WORDS.has(w))
  );
}

/**
 * Whether a VAT's label ending before `end` goes on to say none is charged ("GST-free sales",
 * "VAT exempt supplies", "btw vrij"): the line is the sum of what bore no VAT, no VAT amount, and the
 * figure beside it is those sales (a chemist's "GST-free sales  39.99" under "GST included  2.79").
 */
export function saysNoneCharged(st: string[], end: number): boolean {
  const at = (from: number, phrase: string[]) => phrase.every((w, i) => st[from + i] === w);
  return NO_VAT_PHRASES.some((p) => at(end, p) || (p.length > 1 && at(end - 1, p)));
}

/**
 * Whether a bare number's label opening `tail` ("Nr. 55120 bis 55128") follows a noun of the running
 * text it was cut from ("Lieferscheine Nr. 55120", "contract no. 4411", "Auftrag Nr. 88"): that
 * thing's number, as "Kunde Nr." is the customer's, never the document's own. A title before it
 * ("Rechnung Nr.") names the document; a value or a key's colon before it ("Datum 05.03.2018 Nr.
 * 4711", "Leistung: Nr. 12") ends the words before, and the label opens its own key.
 */
export function numberOfWordBefore(before: string, tail: readonly string[], used: number): boolean {
  if (used !== 1 || !BARE_NUMBER.test(tail[0] ?? '')) return false;
  if (!/\p{L}$/u.test(before)) return false;
  const t = tokens(before);
  const last = t[t.length - 1] ?? '';
  return /^\p{L}+$/u.test(last) && !TITLE_WORDS.has(last) && !STOP_WORDS.has(last);
}
