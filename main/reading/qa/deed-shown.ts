import { inflected } from '../lang';
import { pricedLine, prose } from './beside-label';
import { issuerWords } from './party-named';
import { itemHeadings } from './item-headings';
import { subjectLines } from './subject-line';
import { printedAs } from './bought-shown';
import { modelMemo } from './model-memo';
import type { PageModel } from './page-model';
import type { ParsedQuestion } from './question-parsed';
import { HEAD, STEM } from './same-stem';
import { stemCousinOnly } from './stem-cousin';

/** The words of a page's items (its priced lines) and of its issuer's name and trade, once per page. */
const deedWords = modelMemo<0, string[]>();

/**
 * Whether the words a question leaves over are what a business asked by the word for one did
 * (question-deed.ts), done on this page: the verb, where the question's structure puts it, and
 * the thing it was done to, which the page prints in its items, its subject line or its issuer's
 * name and trade line, as written or in another form or compound ("ruderne" of "Termorude", "stoelen" of
 * "Herstofferen eetkamerstoelen", "interpreter" of "Consecutive interpretation", "träden" of
 * "Ekbackens Trädvård AB"). The verb need not be printed: the question says the business did it.
 * A thing the page does not print ("Which firm provided the interpreter?" of a plumber's bill), or
 * prints only as a key of its own ("Véhicule | 2-GHK-118": "Quelle agence a repris le véhicule ?"
 * asks of the branch it went back to), was done by another business or is another thing.
 */
export function deedShown(model: PageModel, q: ParsedQuestion, words: readonly string[]): boolean {
  const deed = q.deed;
  if (!deed || q.concept?.id !== 'supplier_name' || !words.every((w) => deed.words.includes(w))) return false;
  const own = deedWords(model, 0, () => {
    const items = model.segs.filter((s) => !s.label && pricedLine(model, s));
    return [
      ...items.flatMap((s) => s.tokens),
      // What the rows are of, named once over them ("Hest" over each horse's name): item-headings.ts.
      ...itemHeadings(model, items),
      ...issuerWords(model),
      // The subject line says what the whole bill is for ("Betreff: Erneuerung Elektroinstallation
      // Backstube": "Welche Elektrofirma hat die Backstube verkabelt?").
      ...subjectLines(model).flat(),
    ];
  });
  // A thing the page prints as itself elsewhere is that one, not an item's word sharing its stem
  // ("Grundstück" of a notary's deed line, not "Grundbuchabrufgebühren": stem-cousin.ts).
  const printed = (w: string) =>
    (own.some((t) => printedAs(w, t)) || opensPrinted(model, own, w)) && !stemCousinOnly(model, w, own);
  // The verb opens the predicate where it stands right after the subject; a clause whose
  // auxiliary is followed by the object closes with it, and with what is said of it ("opnieuw
  // bekleed"): the words the page does not print at its end.
  let end = deed.words.length;
  if (deed.verbLast) while (end > deed.verb && !printed(deed.words[end - 1]!)) end--;
  const object = deed.words.slice(deed.verb, end);
  return object.length > 0 && object.every(printed);
}

/** A name, a heading or an item is a few words; a longer line is terms or a sentence. */
const SHORT = 10;

/**
 * Whether an asked compound opens with a word the issuer's name or an item prints on its own, in
 * some form, and the page prints opening a compound of its own ("ladestanderen" of "Østjysk Lad
 * ApS" and its "Ladepark Havnevej"): the thing asked is of what the business does, though the page
 * names it by another compound. The word must be one on its own (HEAD letters or more) and the
 * rest a word too (STEM letters).
 */
function opensPrinted(model: PageModel, own: readonly string[], asked: string): boolean {
  for (let cut = HEAD; cut <= asked.length - STEM; cut++) {
    const head = asked.slice(0, cut);
    const alone = (t: string) =>
      t === head || inflected(t, head) || (t.length >= HEAD - 1 && inflected(head, t));
    const opens = (t: string) => t.startsWith(head) && t.length - cut >= HEAD;
    if (
      own.some(alone) &&
      model.segs.some((s) => s.tokens.length <= SHORT && !prose(s.seg.text) && s.tokens.some(opens))
    )
      return true;
  }
  return false;
}
