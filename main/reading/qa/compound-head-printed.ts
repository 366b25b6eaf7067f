import { COMPANY_WORDS, GENERIC_NOUNS, PARTY_WORDS } from '../lang';
import { modelMemo } from './model-memo';
import type { PageModel } from './page-types';
import { commonStart, sameStem, STEM } from './same-stem';

/** A head this long is a word of its own, not an ending ("tømrerens" of "Tømrer" is one word). */
const OWN_WORD = 5;
/** The letters a compound's parts are joined by ("Rechnung-s-aussteller", "Arbeit-s-lohn"). */
const LINKS = /^[se]/;

const headPrinted = modelMemo<string, boolean>();

/**
 * Whether a compound asked only opens with a word the page prints, its head naming a thing the
 * page does not: "Hvilken dato ble skifteattesten utstedt?" (the probate certificate's date) of a
 * lawyer's invoice whose subject line ends "privat skifte" asks the date of a certificate the page
 * never prints, and the invoice's date is a false answer. A head that says whose ("Rechnungs-
 * aussteller", "Gartenbau-betrieb") or is printed itself keeps the compound named by the page.
 */
export function headUnprinted(model: PageModel, asked: string, printed: string): boolean {
  const shared = commonStart(asked, printed);
  if (shared < STEM || asked.length - shared < OWN_WORD) return false;
  const rest = asked.slice(shared);
  const heads = LINKS.test(rest) ? [rest, rest.slice(1)] : [rest];
  const whose = (h: string) =>
    COMPANY_WORDS.has(h) || GENERIC_NOUNS.has(h) || PARTY_WORDS.some((p) => h.startsWith(p));
  if (heads.some(whose)) return false;
  return !headPrinted(model, rest, () =>
    model.segs.some((s) =>
      s.tokens.some((t) => heads.some((h) => h.length >= OWN_WORD - 1 && sameStem(h, t))),
    ),
  );
}
