import type { PageText } from '../types';
import type { FeatureCandidate } from './candidate';
import { parseAmount, sameCents } from './normalize';
import { pageModel } from './page-model';
import { tillLines } from './till-lines';
import { isTillReceipt } from './till-receipt';

/**
 * An invoice's lines printed without table headings ("Bookkeeping, March ... 1 250,00"), read as a
 * till's items are (till-lines.ts), when their amounts add up to the invoice's net total: a draft
 * books them as the invoice's lines rather than one line of its net. Where they add up to another
 * figure (the gross of prices including VAT) they are not the draft's net lines, and a till
 * receipt is booked by its total, as before.
 */
export function untabledLines(pages: PageText[], net: number | null): FeatureCandidate[] {
  const [page] = pages;
  if (net === null || pages.length !== 1 || !page || isTillReceipt(pageModel(page))) return [];
  const lines = tillLines(pages);
  const amounts = lines.map((l) => (typeof l.amount === 'string' ? parseAmount(l.amount) : null));
  if (!lines.length || amounts.some((a) => a === null)) return [];
  const sum = amounts.reduce((s: number, a) => s + (a ?? 0), 0);
  return sameCents(sum, net) ? lines : [];
}
