import { SELLER_ONLY } from '../concepts';
import { conceptById, type Concept } from './lexicon';
import { locateByLabel, type Located } from './locate';
import type { PageModel } from './page-model';
import { inReceiverBlock } from './party-blocks';
import type { Party } from './question-party';

/** The issuer's and the customer's concepts. */
const SIDE: Record<string, Party> = {
  supplier_vat: 'issuer',
  supplier_address: 'issuer',
  receiver_vat: 'receiver',
  receiver_address: 'receiver',
};

/**
 * Values that belong to one party (a VAT number, an e-mail address, a phone number) asked for that
 * party: never one printed in the other party's block, never the invoice's own number (a VAT
 * number's shape fits "INV04789023", "FI15636047324"). Asked for the customer, only a value in
 * the customer's block, or under the customer's own label ("Customer VAT number"), is theirs; when
 * the page prints none, nothing is said.
 */
export function ownParty(model: PageModel, concept: Concept, found: Located[]): Located[] {
  let out = found;
  if (concept.type === 'vat') out = notInvoiceNumber(model, out);
  const side = SIDE[concept.id];
  if (side === 'issuer') return out.filter((l) => !inReceiverBlock(model, l.box));
  if (side !== 'receiver') return out;
  // Where both parties print the same key ("Anschrift:" under "Verkäufer" and under "Käufer"), the
  // customer's is the one in the customer's block.
  const inBlock = out.filter((l) => inReceiverBlock(model, l.box));
  if (inBlock.length) return inBlock;
  // A value found by its shape alone, anywhere on the page, has no label saying whose it is.
  return out.filter((l) => l.via !== 'shape');
}

/**
 * The party whose block a question's value must come from: the party it names, for a concept
 * that names none (e-mail, phone) or that is the other party's ("the customer's registration
 * number" is no answer from the seller's footer); null when any value of the concept will do.
 */
export function scopeOf(concept: Concept, party: Party | null, partyFree: boolean): Party | null {
  if (!party) return null;
  if (partyFree) return party;
  const owner = SIDE[concept.id] ?? (SELLER_ONLY.has(concept.id) ? 'issuer' : null);
  return owner && owner !== party ? party : null;
}

/**
 * Values of a concept that names no party (an e-mail address, a phone number) asked for one
 * ("the customer's e-mail"): the customer's are in the customer's block, the issuer's are not.
 */
export function forParty(model: PageModel, party: Party | null, found: Located[]): Located[] {
  if (!party) return found;
  return found.filter((l) => inReceiverBlock(model, l.box) === (party === 'receiver'));
}

const compact = (text: string): string => text.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();

/** Drops values that are the invoice's number as its label gives it. */
function notInvoiceNumber(model: PageModel, found: Located[]): Located[] {
  const concept = conceptById.get('invoice_number');
  if (!concept || !found.length) return found;
  const numbers = new Set(locateByLabel(model, concept).map((l) => compact(l.normalized)));
  return found.filter((l) => !numbers.has(compact(l.normalized)));
}
