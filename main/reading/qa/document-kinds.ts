import { DOCUMENT_KINDS, inflected, packByCode, STOP_WORDS, words } from '../lang';
import { tokens } from './normalize';
import { numberWord } from './question-words';

/**
 * The kinds of document a page may title itself as or refer to (invoice, credit note, receipt,
 * order confirmation, quote, reminder), by every pack's titles: what other-document-asked.ts and
 * own-kind.ts read, and the question's parse (question-document.ts) below them both.
 */
export type Kind = { kind: string; titles: string[][] };

const asTokens = (list: readonly string[]): string[][] => list.map((t) => t.split(' '));

/** Every kind's titles, of every pack: a page names the documents it refers to in any of them. */
export const KINDS: Kind[] = DOCUMENT_KINDS.map(([kind, titles]) => ({ kind, titles: asTokens(titles) }));

/** A one-word title this long is read inside a compound ("Angebotssumme", "fakturabeløbet"). */
const LONG = 7;

/**
 * The kinds a question's own language titles, as the page's: "bon" is a receipt in German and
 * good in French ("le bon montant"), so a question names a kind by its own pack's words only.
 */
export function kindsOf(lang: string | null): Kind[] {
  const pack = lang ? packByCode(lang) : undefined;
  if (!pack) return KINDS;
  const own = (list: string | undefined) => asTokens(words(list).map((t) => tokens(t).join(' ')));
  const types = pack.documentTypes;
  return [
    { kind: 'INVOICE', titles: own(types.INVOICE) },
    { kind: 'CREDIT_NOTE', titles: own(types.CREDIT_NOTE) },
    { kind: 'RECEIPT', titles: own(types.RECEIPT) },
    { kind: 'ORDER_CONFIRMATION', titles: own(types.ORDER_CONFIRMATION) },
    { kind: 'QUOTE', titles: own(pack.quoteTitles) },
    { kind: 'REMINDER', titles: own(pack.reminderTitles) },
  ];
}

/** Where in the folded words a title stands: its words in a row, or a long one inside a word. */
export function titleAt(all: readonly string[], title: readonly string[]): number {
  if (title.length === 1 && title[0]!.length >= LONG) return all.findIndex((t) => t.includes(title[0]!));
  return all.findIndex((_, i) => title.every((w, k) => all[i + k] === w));
}

/** A short title that is a pack's filler word ("avoir" is to have) names no document asked. */
export const names = (all: readonly string[], kind: Kind): boolean =>
  kind.titles.some((t) => {
    const at = titleAt(all, t);
    return at >= 0 && (t.length > 1 || t[0]!.length >= LONG || !STOP_WORDS.has(all[at]!));
  });

/** A title's qualifiers ("FACTURE DE SOLDE") are this many words at most. */
const QUALIFIED = 4;

/** A one-word title of the kind. */
const oneWordTitle = (kind: Kind, w: string): boolean =>
  kind.titles.some((o) => o.length === 1 && o[0] === w);
const ORDINAL = /^\d$/;

/**
 * A title as counted ("1. RYKKER", "2. Mahnung") or named twice ("BETALINGSPÅMINDELSE – 1. RYKKER"),
 * read as the title alone: which reminder of several it is says no other document.
 */
function unnumbered(printed: readonly string[], kind: Kind): readonly string[] {
  const counted = (i: number) => ORDINAL.test(printed[i] ?? '') && oneWordTitle(kind, printed[i + 1] ?? '');
  if (counted(0)) return printed.slice(1);
  const again = printed.findIndex((_, i) => i > 0 && counted(i));
  return again > 0 && again + 2 === printed.length ? printed.slice(0, again) : printed;
}

/**
 * Whether a segment is the page's title of a kind: the title alone or with its number ("FACTURE
 * N° T26-0087", "KREDITNOTA"), a compound closing in a long one ("Kostenrechnung"), or the title
 * and a word or two saying which ("FACTURE DE SOLDE"). "Devis signé : DV26-0011 du 05/01/2026"
 * opens with a title and dates a number: a reference to that document, not this one's title.
 */
export function standsAsTitle(printed: readonly string[], kind: Kind): boolean {
  const seg = unnumbered(printed, kind);
  const first = seg[0] ?? '';
  return kind.titles.some((t) => {
    if (t.length === 1 && t[0]!.length >= LONG && first.length > t[0]!.length && first.endsWith(t[0]!))
      return seg.length <= QUALIFIED;
    if (!t.every((w, k) => seg[k] === w)) return false;
    const rest = seg.slice(t.length);
    return (
      rest.every((w) => numberWord(w) || /\d/.test(w)) ||
      (seg.length <= QUALIFIED && !rest.some((w) => /\d/.test(w)))
    );
  });
}

/** A title this long also names its kind inside a compound ("betalingspåmindelsen", "Rykkerdato"). */
const COMPOUND_TITLE = 6;

/**
 * Whether a question's folded word names the kind: a title's word, inflected ("rykkeren",
 * "påmindelsen"), or a long one inside a compound ("betalingspåmindelsen", "rykkergebyret").
 */
export function namesKind(word: string, kind: Kind): boolean {
  return kind.titles.some((t) => {
    const last = t.at(-1)!;
    if (word === last || inflected(word, last)) return true;
    return last.length >= COMPOUND_TITLE && word.length > last.length && word.includes(last);
  });
}

const REMINDER = KINDS.find((k) => k.kind === 'REMINDER');

/**
 * A reminder's title as the question classifier reads it: the plain invoice's, whose questions it
 * was trained on ("Hvilken dato er betalingspåmindelsen udstedt?" read as it stood was the due
 * date's, "betaling" its strongest word). A compound opening with the title keeps its head:
 * "Rykkerdato" is read as "Fakturadato". `plain` is the question's own invoice title.
 */
export function asPlainTitle(word: string, plain: string): string | null {
  if (!REMINDER) return null;
  if (namesKind(word, REMINDER)) return plain;
  for (const t of REMINDER.titles) {
    const head = t.at(-1)!;
    if (head.length >= COMPOUND_TITLE && word.length > head.length + 2 && word.startsWith(head))
      return plain + word.slice(head.length);
  }
  return null;
}
