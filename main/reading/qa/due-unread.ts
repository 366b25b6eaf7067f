import { overlapX } from './geometry';
import type { Located } from './locate';
import type { PageModel } from './page-model';
import { printedAmounts } from './printed-amounts';

/**
 * A scan's amount due whose figure OCR dropped: "Noch zu zahlen EUR" stands alone on its line under
 * "Rechnungsbetrag brutto 4.193,56" and "abzgl. Anzahlung -1.000,00". What the finders take instead
 * is the gross above it, by the due's related labels: the whole sum, booked again over the deposit.
 * Where a minus figure is printed between a finding and the due's own label below it, the finding
 * is what came before the deduction, not what is left to pay; nothing is said. A text layer prints
 * every figure its maker wrote.
 */
export function withoutDueOverDeduction(model: PageModel, found: Located[]): Located[] {
  if (model.page.readConfidence === undefined || !found.length) return found;
  const h = model.lineHeight;
  const unread = model.segs.filter(
    (s) =>
      s.label?.concept.id === 'amount_due' &&
      !printedAmounts(model).some(
        (a) =>
          (Math.abs(a.box.y - s.seg.y) < h / 2 && a.box.x >= s.seg.x) ||
          // A key over its value ("Belopp att betala" over "26 685,00 kr"): read below it.
          (a.box.y > s.seg.y && a.box.y - s.seg.y < UNDER * h && overlapX(a.box, s.seg) > 0),
      ),
  );
  if (!unread.length) return found;
  const minusBetween = (l: Located) =>
    unread.some((u) =>
      printedAmounts(model).some(
        (a) => a.value < 0 && a.box.y > l.box.y + h / 2 && a.box.y < u.seg.y - h / 2 && l.box.y < u.seg.y,
      ),
    );
  return found.filter((l) => l.via === 'arithmetic' || !minusBetween(l));
}

/** How far under a key its value may be printed, in lines. */
const UNDER = 2;
