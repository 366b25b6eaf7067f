import type { PageText } from '../types';
import type { FeatureCandidate } from './candidate';
import { pageModel } from './page-model';
import { printedAmounts } from './printed-amounts';
import { candidates } from './totals';
import { SURE } from './vat-table';
import { amountsSum } from './tables-below';

/**
 * A scan's line count short of a row: the lines' amounts add up to less than the net the page
 * states, and what is missing is a figure printed above that net, in the table ("Frais de livraison
 * (cde | 600 € HTVA) | 12,50 | 21% | 1250": the row's words read as a total's label and its amount
 * unread, so the table lost it; the six lines read make 540,40 of the 552,90 net, and 12,50 stands
 * on that row). A sum that closes with a figure printed among the rows but no line says a row was
 * read as something else: the count is not proven and says nothing. Where the lines make the net,
 * where the page states no net, or where the missing figure is printed nowhere above it (a discount,
 * a charge of the totals' block), the count stands as read. A text layer's rows are its maker's.
 */
export function rowLeftOut(pages: PageText[], lines: FeatureCandidate[]): boolean {
  const page = pages.find((p) => p.page === lines[0]?.pageRef);
  if (!page || page.readConfidence === undefined || lines.some((l) => l.pageRef !== page.page)) return false;
  // Every line's amount read: a line without one is no figure short of anything.
  const sum = amountsSum(lines);
  if (sum === null || lines.length < 2) return false;
  const model = pageModel(page);
  const nets = candidates(model, 'total_excl').filter((c) => c.l.score >= SURE && c.value > sum + 0.005);
  const printed = printedAmounts(model).filter((p) => /[.,]\d{2}$/.test(p.text.trim()));
  return nets.some((n) => {
    const missing = Math.round((n.value - sum) * 100) / 100;
    return printed.some(
      (p) => Math.abs(p.value - missing) < 0.005 && p.box.y + p.box.h <= n.l.box.y - model.lineHeight / 2,
    );
  });
}
