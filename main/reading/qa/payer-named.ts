import { sameCompany } from './company';
import { locateByLabel, type Located } from './locate';
import { conceptById } from './lexicon';
import type { PageModel } from './page-types';
import { withoutPayee } from './payee-named';

/**
 * An issuer's label lower on the page than a receiver's label naming the same company: a
 * remittance slip torn off at the foot, which the customer sends back ("From: Harcourt Print
 * Finishing Ltd" / "To: Brightwell Vending Services Ltd" under "Invoice to: Harcourt Print
 * Finishing Ltd"). The slip's "From" is who pays, the customer named again, not who issued the
 * invoice: one company is not both parties, and the invoice's own block above says which it is.
 * The mirror of payee-named.ts.
 */
export function withoutPayer(model: PageModel, found: Located[]): Located[] {
  const receiver = conceptById.get('receiver_name');
  if (!found.length || !receiver) return found;
  const receivers = withoutPayee(model, locateByLabel(model, receiver));
  return found.filter((l) => !receivers.some((r) => r.box.y < l.box.y && sameCompany(r.text, l.text)));
}
