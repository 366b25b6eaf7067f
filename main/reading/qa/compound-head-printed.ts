import { COMPANY_WORDS, GENERIC_NOUNS, inflected, PARTY_WORDS } from '../lang';
import { sectorsOf } from '../lang/phrases';
import { modelMemo } from './model-memo';
import type { PageModel } from './page-types';
import { commonStart, sameStem, STEM } from './same-stem';

/** A head this long is a word of its own, not an ending ("tømrerens" of "Tømrer" is one word). */
const OWN_WORD = 5;
/** The letters a compound's parts are joined by ("Rechnung-s-aussteller", "Arbeit-s-lohn"). */
const LINKS = /^[se]/;

const headPrinted = modelMemo<string, boolean>();

/** A head saying whose: a word for a business, a party or a name ("-betrieb", "-aussteller"). */
const whose = (h: string): boolean =>
  COMPANY_WORDS.has(h) || GENERIC_NOUNS.has(h) || PARTY_WORDS.some((p) => h.startsWith(p));

/**
 * The head a compound asked goes on with past the stem it shares with a word printed, as read with
 * and without the letter joining its parts ("Reifen|größe": "grosse"): a word of its own, no
 * ending ("tømrer|ens"). Null where the two share no stem or the rest is only an ending.
 */
function headsOfItsOwn(asked: string, printed: string): string[] | null {
  const shared = commonStart(asked, printed);
  if (shared < STEM || asked.length - shared < OWN_WORD) return null;
  const rest = asked.slice(shared);
  return LINKS.test(rest) ? [rest, rest.slice(1)] : [rest];
}

/**
 * Whether a compound asked only opens with a word of a party's printed name, its head naming a
 * thing of its own, no business: "Welche Reifengröße hat das Auto?" of "Reifen Pichler GmbH" asks
 * a size, and the firm is no answer. A head saying whose ("Elektro|firma", "Gartenbau|betrieb")
 * or a trade ("Reifen|händler"), or a compound a pack knows as a trade ("konferens|anläggning"),
 * names the business by its work.
 */
export function thingOfName(asked: string, printed: string): boolean {
  const heads = asked.startsWith(printed) ? partsAfter(asked, printed) : headsOfItsOwn(asked, printed);
  if (!heads || sectorsOf(asked, null).length > 0) return false;
  return !heads.some((h) => whose(h) || sectorsOf(h, null).length > 0);
}

/** A head this short may be a word of its own after a whole word ("Konferens|rum"), no ending. */
const SHORT_HEAD = 3;

/**
 * The head a compound asked goes on with past the whole word printed it opens with ("konferens|rum"
 * of "Konferens"), or null where what follows is an ending of the word ("Tømrer|ens").
 */
function partsAfter(asked: string, printed: string): string[] | null {
  const rest = asked.slice(printed.length);
  if (rest.length < SHORT_HEAD || inflected(asked, printed)) return null;
  return LINKS.test(rest) ? [rest, rest.slice(1)] : [rest];
}

/**
 * Whether a compound asked only opens with a word the page prints, its head naming a thing the
 * page does not: "Hvilken dato ble skifteattesten utstedt?" (the probate certificate's date) of a
 * lawyer's invoice whose subject line ends "privat skifte" asks the date of a certificate the page
 * never prints, and the invoice's date is a false answer. A head that says whose ("Rechnungs-
 * aussteller", "Gartenbau-betrieb") or is printed itself keeps the compound named by the page.
 */
export function headUnprinted(model: PageModel, asked: string, printed: string): boolean {
  const heads = headsOfItsOwn(asked, printed);
  if (!heads || heads.some(whose)) return false;
  const rest = heads[0]!;
  return !headPrinted(model, rest, () =>
    model.segs.some((s) =>
      s.tokens.some((t) => heads.some((h) => h.length >= OWN_WORD - 1 && sameStem(h, t))),
    ),
  );
}
