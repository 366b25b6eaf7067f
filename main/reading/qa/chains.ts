import { DOCUMENT_KINDS, ORDER_SIDES } from '../lang';
import { conceptById } from './lexicon';
import { tokens } from './normalize';
import type { SegmentInfo } from './page-types';

/**
 * A date joined to a key by a small word ("Nr. 123 vom 05.03.2018", "Facture N° 12 du 05/03/2020",
 * "Bestellung Nr. 2013-471331 / vom 01.03.2013") dates that key: the invoice's number gives the
 * invoice's date, an order's number the order's date. Printed in lower case it is no key of its
 * own, as "Rechnungsdatum" or "Date:" are.
 */

/** How much a joined date counts when what it dates is not the invoice itself. */
const ELSEWHERE = 0.7;

/** Whose date a joined date is, by the key it follows. */
const DATED: Record<string, string> = { order_number: 'order_date' };

/**
 * The words that name an order, or what stood for one (an order confirmation, a quote accepted),
 * as the words right before a joined date may ("Kunden-Nr. 4217 · Ihr Auftrag" | "vom
 * 08.09.2026"): the key's segment may open with another key, its last words still say whose date
 * follows. Folded phrases, of every pack.
 */
const ORDER_NAMES: string[][] = [
  ...(conceptById.get('order_number')?.labels ?? []),
  ...ORDER_SIDES.seller,
  ...ORDER_SIDES.buyer,
  ...DOCUMENT_KINDS.filter(([kind]) => kind === 'ORDER_CONFIRMATION' || kind === 'QUOTE').flatMap(
    ([, titles]) => titles,
  ),
]
  .map((phrase) => tokens(phrase))
  .filter((t) => t.length > 0);

/** Whether a key's words close on an order's name ("… Ihr Auftrag", "Your order"). */
function endsNamingOrder(text: string): boolean {
  const words = tokens(text);
  return ORDER_NAMES.some(
    (name) =>
      name.length <= words.length && name.every((w, i) => words[words.length - name.length + i] === w),
  );
}

/** The key printed just before a segment: right left of it on its line, or ending the line above. */
function before(segs: SegmentInfo[], info: SegmentInfo): SegmentInfo | undefined {
  const { seg } = info;
  const near = seg.h * 3;
  const left = segs
    .filter((s) => s.seg.line === seg.line && s.seg.x < seg.x && seg.x - (s.seg.x + s.seg.w) < near)
    .sort((a, b) => b.seg.x - a.seg.x)[0];
  if (left) return left;
  return segs
    .filter(
      (s) =>
        s.seg.line === seg.line - 1 &&
        seg.y - (s.seg.y + s.seg.h) < seg.h * 1.2 &&
        s.seg.x <= seg.x + seg.w &&
        s.seg.x + s.seg.w >= seg.x,
    )
    .sort((a, b) => b.seg.x + b.seg.w - (a.seg.x + a.seg.w))[0];
}

/** Gives each joined date the concept of the key it follows; labels are changed in place. */
export function dateJoinedKeys(segs: SegmentInfo[]): void {
  for (const info of segs) {
    const label = info.label;
    if (label?.concept.id !== 'invoice_date' || !/^\p{Ll}/u.test(info.seg.text)) continue;
    const keySeg = before(segs, info);
    const key = keySeg?.label;
    if (key?.concept.id === 'invoice_number') continue;
    const ordered = keySeg && endsNamingOrder(keySeg.seg.text) ? 'order_date' : undefined;
    const dated = conceptById.get(ordered ?? DATED[key?.concept.id ?? ''] ?? '');
    info.label = dated ? { ...label, concept: dated } : { ...label, quality: label.quality * ELSEWHERE };
  }
}
