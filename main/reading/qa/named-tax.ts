import { NAMED_TAXES } from '../lang';
import { tokens } from './normalize';
import type { PageModel } from './page-types';

/**
 * Whether the question names a tax the page does not print, where the page prints others of its
 * kind: "the HST" on a Quebec invoice charging GST and QST, "the IGST" on an Indian one charging
 * CGST and SGST. Such a tax is not charged there; the VAT the page prints is another's. A name
 * covers its parts ("GST" is charged as "CGST" and "SGST"); a page printing no named tax ("VAT")
 * is not judged so.
 */
export function namedTaxAbsent(model: PageModel, question: string): boolean {
  const asked = tokens(question).filter((t) => NAMED_TAXES.has(t));
  if (!asked.length) return false;
  const printed = new Set(model.segs.flatMap((s) => s.tokens).filter((t) => NAMED_TAXES.has(t)));
  if (!printed.size) return false;
  return asked.some((a) => ![...printed].some((t) => t === a || t.endsWith(a)));
}
