import { sameCompany } from './company';
import type { Located } from './located';
import type { PageModel } from './page-types';

/**
 * A receiver's label low on the page whose name is the one the page opens with: a payment slip's
 * payee ("Modtager: Thorsager Kloak & Anlæg ApS" on the giro form torn off at the foot, under the
 * letterhead "THORSAGER KLOAK & ANLÆG ApS"). The word names who receives the money, the issuer
 * named again, not who the invoice is for: its name answers no question of the customer, nor makes
 * the letterhead the customer's.
 */
export function withoutPayee(model: PageModel, found: Located[]): Located[] {
  if (!found.length) return found;
  const ys = model.segs.map((s) => s.seg.y);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  const opening = model.segs.filter((s) => s.seg.y === top);
  if (opening.length !== 1) return found;
  const head = opening[0]!.seg.text;
  const low = (l: Located) => l.box.y > top + (bottom - top) / 2;
  return found.filter((l) => !(low(l) && sameCompany(l.text, head)));
}
