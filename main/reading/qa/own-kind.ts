import { PACKS, words } from '../lang';
import { fold } from '../fold';
import { tokens } from './normalize';
import { leftOnLine } from './geometry';
import { KINDS, kindsOf, names, namesKind, standsAsTitle, type Kind } from './document-kinds';
import type { ParsedQuestion } from './question';
import type { PageModel } from './page-types';

/**
 * The kinds of document that are no bill of their own yet carry a number, a date, parties, lines
 * and a sum: a quote, a payment reminder. A question naming one ("Who sent this reminder?",
 * "Quote date?") asks of the page when the page is one, as "this invoice" asks of an invoice.
 */
const OWN_KINDS = new Set(['QUOTE', 'REMINDER']);

const byPage = new WeakMap<PageModel, Kind[]>();

/** The kinds of OWN_KINDS the page titles itself as ("QUOTATION", "BETALINGSPÅMINDELSE – 1. RYKKER"). */
export function ownKinds(model: PageModel): Kind[] {
  let kinds = byPage.get(model);
  if (!kinds) {
    kinds = KINDS.filter(
      (k) =>
        OWN_KINDS.has(k.kind) &&
        model.segs.some((s) => standsAsTitle(s.tokens, k) && !afterKeyedValue(model, s)),
    );
    byPage.set(model, kinds);
  }
  return kinds;
}

/**
 * A title's words printed after a key and its value on their line ("Réf. client : C0457    Devis
 * accepté n° D-2026-041 du 12/02/2026"): a reference to another document in the invoice's key row,
 * not the page's own title. A title beside a letterhead's name ("Nordlys AS    TILBUD") is one.
 */
function afterKeyedValue(model: PageModel, info: PageModel['segs'][number]): boolean {
  const left = leftOnLine(model.segs, info.seg)[0]?.seg.text ?? '';
  return /\d/.test(left) || left.includes(':');
}

/**
 * Whether a question's word names the document the page is, by its kind's title: "rykkeren" of a
 * page titled "1. RYKKER". It says which document, not another thing asked. On a page of another
 * kind the word stays unexplained: "What was the quote number for this job?" of an invoice asks
 * the quote's, which the invoice's number is not.
 */
export const namesOwnKind = (model: PageModel, word: string): boolean =>
  ownKinds(model).some((k) => namesKind(word, k));

/** What a bill has and a quote has not: the bill's own number, its date, the day it falls due. */
const BILL_ONLY = new Set(['invoice_number', 'invoice_date', 'due_date']);
const INVOICE = KINDS.find((k) => k.kind === 'INVOICE');

/**
 * "What is the invoice number?", "Wat is de factuurdatum?" of a quote: the invoice comes after the
 * quote is accepted, and the quote's own number or date is none of its. Only where the page titles
 * itself a quote and never an invoice, and the question names an invoice and no quote.
 */
export function invoiceAskedOfQuote(model: PageModel, q: ParsedQuestion): boolean {
  if (!q.concept || !BILL_ONLY.has(q.concept.id)) return false;
  if (!ownKinds(model).some((k) => k.kind === 'QUOTE')) return false;
  if (INVOICE && model.segs.some((s) => standsAsTitle(s.tokens, INVOICE))) return false;
  const asked = tokens(q.text);
  const named = kindsOf(q.lang).filter((k) => names(asked, k));
  return named.some((k) => k.kind === 'INVOICE') && !named.some((k) => k.kind === 'QUOTE');
}

/** Each pack's plain invoice title and its quotes' and reminders' titles, folded. */
const PACK_TITLES = PACKS.map((p) => ({
  code: p.code,
  plain: words(p.documentTypes.INVOICE)[0],
  titles: words(`${p.quoteTitles ?? ''}|${p.reminderTitles ?? ''}`).map((t) => fold(t)),
}));

/** A compound's part before its head: the title, perhaps with a linking s ("Tilbuds|dato"). */
const LINKED = /^s?(\p{L}{2,})$/u;

/**
 * A question of one word no concept reads, a compound of the page's own kind and a label's head
 * ("Rykkerdato?", "Tilbudsdato?", "Angebotsdatum?"), as the plain invoice's compound the packs
 * know ("Fakturadato?"): the text to read instead, or null. On a page of another kind the word stays
 * unread: "Rykkerdato?" of an invoice asks a reminder's date, which an invoice does not print.
 */
export function ownKindCompound(model: PageModel, q: ParsedQuestion): string | null {
  const [word] = q.unexplained;
  if (q.concept || q.unexplained.length !== 1 || !word) return null;
  const own = new Set(
    ownKinds(model).flatMap((k) => k.titles.filter((t) => t.length === 1).map((t) => t[0]!)),
  );
  if (!own.size) return null;
  // The question's own pack first; one word may tell no language ("Rykkerdato?"): the title's does.
  const packs = [...PACK_TITLES].sort((a, b) => Number(b.code === q.lang) - Number(a.code === q.lang));
  for (const { plain, titles } of packs) {
    for (const title of titles) {
      if (!plain || !own.has(title) || title.length < 5 || !word.startsWith(title)) continue;
      const head = LINKED.exec(word.slice(title.length));
      if (!head) continue;
      const swapped = q.text.replace(/\p{L}+/gu, (w) => (fold(w) === word ? plain + head[1]! : w));
      if (swapped !== q.text) return swapped;
    }
  }
  return null;
}
