import { sameCompany } from './company';
import { domainNames } from './domain-name';
import { legalLineNames } from './legal-line';
import type { Located } from './locate';
import type { PageModel } from './page-model';

/**
 * The labelled issuer's names that the page's own legal details do not contradict. The footer's
 * legal line names the company that issues the invoice with its registration and VAT numbers
 * ("MUSTERLIEFERANT GMBH | Geschäftsführung | USt-IdNr: DE123456789 | HRB Nr. 372876"); where the
 * web or mail domain the page prints is that company's too (musterlieferant.de), a "Lieferant"
 * block naming another company (the goods' supplier, "Warenlieferant/Hersteller: KOSTENLIEFERANT
 * GMBH, Werk 3") is not sure to be the issuer, nor is the legal line sure to be the seller (a
 * marketplace prints its own): a name either of them gives is no answer. Names the legal line
 * agrees with stay.
 */
export function uncontradicted(model: PageModel, labelled: Located[]): Located[] {
  if (!labelled.length) return labelled;
  const owners = domainNames(model, () => false);
  const legal = legalLineNames(model).filter((l) => owners.some((o) => sameCompany(o.text, l.text)));
  if (!legal.length) return labelled;
  const agrees = (l: Located) =>
    legal.some((g) => sameCompany(g.text, l.text)) || owners.some((o) => sameCompany(o.text, l.text));
  return labelled.filter(agrees);
}
