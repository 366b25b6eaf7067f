import { STOP_WORDS } from '../lang';
import { leftOnLine } from './geometry';
import type { Located } from './located';
import { tokens } from './normalize';
import { isTitle } from './titles';
import type { PageModel } from './page-model';

/**
 * A date's label of linking words alone ("vom", "du", "van") dates what is named right before it.
 * After the document's own number ("Rechnung Nr. | 260417 vom 11.03.2026") that is the document;
 * after the value of another key printed left of it on its line ("Ihre Bestellung | 4500-1128 vom
 * 23.02.2026", "Lieferschein | LS-8812 vom 20.02.2026") it is that key's thing: the order's or the
 * delivery's date, not the invoice's. The page's own date is then found elsewhere (its letter's
 * dateline, "Winterthur, 11. März 2026").
 */
export function datesAnotherKey(model: PageModel, found: Located): boolean {
  const info = found.from && model.segs.find((s) => s.seg === found.from);
  const label = info?.label;
  if (!info || !label || label.concept.type !== 'date') return false;
  const used = info.seg.words.slice(0, label.wordsUsed).map((w) => w.text);
  const words = tokens(used.join(' '));
  const labelWords = words.slice(-label.length);
  // The label follows a value: the segment opens with a figure, not with a key's word.
  if (!/^\d/.test(words[0] ?? '') || !labelWords.every((w) => STOP_WORDS.has(w))) return false;
  // The key left of it: a known one of another thing ("Ihre Bestellung"), or words of one the
  // packs do not know ("Ihr Auftrag", "Lieferschein"); the document's own title or number's key
  // ("Rechnung Nr.") makes the date the document's.
  const key = leftOnLine(model.segs, info.seg)[0];
  if (!key || /\d/.test(key.seg.text) || isTitle(key.seg.text)) return false;
  const of = key.label?.concept.id;
  return of !== 'invoice_number' && of !== label.concept.id;
}
