import { locateByKeywords, type Located } from './locate';
import type { PageModel, SegmentInfo } from './page-model';
import { overlapX } from './geometry';
import { inflected, NAME_WORDS } from '../lang';
import { NUMBER_WORDS, numberWord } from './question-words';
import { isParty } from './question-unexplained';
import { roleForms } from '../lang/roles';
import { isTitle } from './titles';

/**
 * Where the page prints the customer's role a question asks by name ("Guest name?", "Patient?",
 * "Für welchen Klienten ...?", question-customer.ts), in any language ("Gäst" for the guest): the
 * value of its own key ("Guest | Mr Daniel Okafor", "Patient : Mr. R. Venkatesh", "Member:
 * Mthembu Digital Studio"), the one in that role, who may be other than the customer billed (a
 * company's employee staying at its hotel). `[]` where the page prints the role otherwise
 * ("Patientnr.", "Klienten-Nr.", "GUEST FOLIO"): the page's customer is in that role. Null where it
 * prints no such role: the one asked is another document's (the patient of a plumber's invoice,
 * of a pharmacy's till roll naming none).
 */
export function customerInRole(model: PageModel, role: number): Located[] | null {
  return inRole(model, roleForms(role));
}

/**
 * The customer keyed by a role where the page prints no customer of its own, neither by a label nor
 * in a window: a pharmacy's receipt keying "Patient : Mr. R. Venkatesh" is for him.
 */
export function customerByRole(model: PageModel): Located[] {
  return inRole(model, ROLES) ?? [];
}

/** Every role's words in every language. */
const ROLES = roleForms();

/**
 * The role printed, by its words that are no party's in any language: Dutch "cliënt" is the
 * "Client:" an English or French page keys its customer by, which its label reads (find.ts).
 */
function inRole(model: PageModel, all: string[]): Located[] | null {
  const forms = all.filter((w) => !isParty(w));
  // In a key or a heading ("Patientnr.", "Klienten-Nr.:", "GUEST FOLIO"), not in a sentence: the
  // issuer is "Mitglied der Kammer der Steuerberater:innen", no customer a member.
  const printed = model.segs
    .filter((s) => s.tokens.length <= KEY_LENGTH)
    .flatMap((s) => s.tokens)
    .filter((t) => forms.some((w) => printedRole(t, w)));
  if (!printed.length) return null;
  return [...new Set(printed)]
    .flatMap((word) => locateByKeywords(model, [word], 'name', [word]).filter((l) => ownKey(model, l, forms)))
    .filter((l) => !IDENTIFIER.test(l.text))
    .sort((a, b) => b.score - a.score);
}

/** The most words a key or a heading printing a role holds. */
const KEY_LENGTH = 4;

/** A code, no name: figures and no word of three letters ("PC-022", "M-0192"). */
const IDENTIFIER = /^(?!.*\p{L}{3})(?=.*\d).*$/u;

/**
 * A printed word of the role: the role's word, a form of it, or a compound of it and a word for a
 * number or a name ("Patientnr.", "Medlemsnummer", "Gästnamn"), a linking letter or two between.
 * Not another word it opens: a "Gasthof" is an inn, no guest.
 */
const printedRole = (t: string, w: string): boolean =>
  t === w ||
  inflected(t, w) ||
  (w.length >= 4 && t.startsWith(w) && [0, 1, 2].some((k) => KEY_WORDS.has(t.slice(w.length + k))));

/** The words for a number or a name a role's key may close with ("nr", "nummer", "namn"). */
const KEY_WORDS = new Set([...NUMBER_WORDS.filter((n) => numberWord(n) && !isParty(n)), ...NAME_WORDS]);

/**
 * A value found beside the role's own key: the key's first word is the role or a form of it (not a
 * number's "Patientnr."), its value stands in a cell of its own or after the key's colon ("GUEST
 * FOLIO" is a heading, "FOLIO" no guest; "Mitglied der Kammer der Steuerberater:innen" a sentence),
 * and is no title.
 */
function ownKey(model: PageModel, l: Located, forms: string[]): boolean {
  // Beside its value, or heading its column over it ("Guest | Room" over "Ms Harriet Collingwood | 214").
  const level = (s: SegmentInfo) => Math.abs(s.seg.y - l.box.y) < model.lineHeight / 2 && s.seg.x <= l.box.x;
  const over = (s: SegmentInfo) =>
    l.via === 'keywords-below' && s.seg.y < l.box.y && overlapX(s.seg, l.box) > 0;
  const key = model.segs.find(
    (s) => (level(s) || over(s)) && forms.some((w) => s.tokens[0] === w || inflected(s.tokens[0] ?? '', w)),
  );
  if (!key || isTitle(l.text)) return false;
  // A key over the value only where its own line holds none: "Member ....7702" keys the member's
  // number beside it, and the line under it ("Points earned today") is another key.
  if (
    l.via === 'keywords-below' &&
    model.segs.some((s) => s.seg.line === key.seg.line && /\d/.test(s.seg.text))
  )
    return false;
  return l.via !== 'keywords-inline' || /^[^\s:]+\s*:/u.test(key.seg.text);
}
