import { conceptById, type Concept } from './lexicon';
import type { Located } from './locate';
import type { PageModel } from './page-model';
import { findConcept } from './find';
import { checkTotals } from './totals';
import { preferReceiptTotal } from './receipt-total';
import { isTillReceipt } from './till-receipt';
import { withoutOptions } from './rate-options';
import { restoredCents } from './ocr-cents';
import { notAName, undecorated } from './name-shape';
import { vatAside } from './vat-aside';
import { isStreetLine } from './street-line';
import { beforeUnread } from './unread-value';
import { withTipAdded } from './tip-added';
import { grossBeforeAdvance } from './gross-before-advance';
import { withRoundedTotal } from './rounded-total';
import { notTaxesBesideNet } from './taxes-beside-net';
import { modelMemo } from './model-memo';
import { referenceReadTwice } from './reference-read-twice';
import { withoutUnreadParts } from './vat-part-unread';
import { plausibleVat } from './vat-plausible';
import { withoutContradictedVat } from './vat-contradicted';
import { leftByDeduction, withoutLostDigits } from './lost-digits';
import { withoutDueOverDeduction } from './due-unread';
import { chargedOnConfirmed } from './vat-charged-on';

/**
 * Where a page states a concept, best first: its labels and cues (find.ts), totals checked by the
 * page's arithmetic (totals.ts), a figure paid rather than a table of options beside it, a till
 * receipt's totals block (receipt-total.ts), a VAT in brackets set aside, no credit (vat-aside.ts),
 * a scan's amount whose cents OCR lost (ocr-cents.ts) and names cleared of labels and decoration. The one reading of a concept on a page: a question's
 * answer (answer.ts) and a feature, and so a booking draft (features.ts), come from it, so a draft
 * shows what the same question is answered with. `asked` are the question's words, where there is
 * one ("the amount after the deposit"); a feature asks the concept alone.
 */
export function conceptOnPage(model: PageModel, concept: Concept, asked: string[] = []): Located[] {
  // Asked again in another language or wording, the page's reading of a concept is the same: a
  // copy of the list kept, which callers may sort and filter as their own.
  return [...onPage(model, `${concept.id}\u0000${asked.join('\u0001')}`, () => read(model, concept, asked))];
}

const onPage = modelMemo<string, Located[]>();

function read(model: PageModel, concept: Concept, asked: string[]): Located[] {
  // A scan's label whose value OCR could not read leaves no lesser finding to answer (unread-value.ts).
  // Nor is a tax table's sum row's taxes beside their net (taxes-beside-net.ts).
  const found = notTaxesBesideNet(
    model,
    concept.id,
    beforeUnread(model, concept, findConcept(model, concept), asked),
  );
  const paid = PAID.has(concept.id) ? withoutOptions(model, found) : found;
  const preferred = preferReceiptTotal(
    model,
    concept.id,
    checkTotals(model, concept.id, paid, asked),
    asked,
    () => findConcept(model, conceptById.get('total_incl')!),
    () => isTillReceipt(model),
    (due) => leftByDeduction(model, due),
  );
  // What left the card, where a tip was added to the bill (tip-added.ts).
  // What was paid where the till rounded its total on a line of its own (rounded-total.ts).
  // The gross the rest to pay is left of, after a provision paid (gross-before-advance.ts).
  let totals = PAID.has(concept.id)
    ? withTipAdded(model, withRoundedTotal(model, preferred, asked), asked)
    : preferred;
  if (concept.id === 'total_incl') totals = grossBeforeAdvance(model, totals);
  // A scan's VAT part read beside a part OCR could not read is no total (vat-part-unread.ts).
  // Nor is a VAT charged on a part the arithmetic does not show is the whole (vat-charged-on.ts).
  if (concept.id === 'total_vat')
    return withoutContradictedVat(
      model,
      plausibleVat(
        model,
        restoredCents(
          model,
          withoutUnreadParts(model, vatAside(model, chargedOnConfirmed(model, totals)), asked),
          true,
        ),
      ),
    );
  // A scan's gross read below the net it includes lost a digit (gross-below-net.ts).
  if (PAID.has(concept.id))
    return withoutLostDigits(
      model,
      concept.id === 'amount_due'
        ? withoutDueOverDeduction(model, restoredCents(model, totals))
        : restoredCents(model, totals),
      () => conceptOnPage(model, conceptById.get('total_vat')!),
      concept.id === 'amount_due',
    );
  if (concept.type === 'amount') return restoredCents(model, totals);
  if (concept.type === 'reference') return referenceReadTwice(model, concept, totals);
  return concept.type === 'name' ? asNames(model, totals) : totals;
}

/**
 * Whatever path found it, a label, a sentence or a greeting is no one's name (name-shape.ts), nor
 * is a street over its town (street-line.ts), and a till's decoration is no part of one ("*** LE
 * BISTROT DES HALLES ***").
 */
export const asNames = (model: PageModel, found: Located[]): Located[] =>
  found
    .filter((f) => !notAName(f.text) && !isStreetLine(model, f.box, f.text))
    .map((f) => ({ ...f, text: undecorated(f.text) }));

/** A figure is asked of what was paid, not of a table of options beside it (rate-options.ts). */
const PAID = new Set(['total_incl', 'amount_due']);
