import { tokens } from './normalize';
import { rightOf, type Located } from './locate';
import type { PageModel } from './page-model';
import { receiverBlock } from './party-blocks';
import { numberWord } from './question-words';
import { findValues } from './values';

/** Below a printed "Kundennummer" label: the number is read from the block's key, not named so. */
const BLOCK_KEY_SCORE = 0.75;

/**
 * A party block printed as keys and values ("Käufer/Leistungsempfänger" / "Nummer: GE2020211" /
 * "Name: Kunden AG Mitte", as XRechnung and ZUGFeRD viewers print the data): the bare number key
 * in the customer's block is the number the seller knows the customer by, its customer number,
 * where no customer-number label is printed. The seller's block's number is the seller's own.
 */
export function customerNumberInBlock(model: PageModel): Located[] {
  const block = receiverBlock(model);
  for (const seg of block) {
    const key = tokens(seg.text);
    if (!key.length || key.length > 2 || !key.every(numberWord)) continue;
    const right = rightOf(model, seg)?.seg;
    const value = right?.text.replace(/^\s*:\s*/, '').trim() ?? '';
    const found = /\d/.test(value) ? findValues('reference', value)[0] : undefined;
    if (right && found && found.text.length >= value.length - 1)
      return [
        {
          text: found.text,
          normalized: found.normalized,
          box: right,
          score: BLOCK_KEY_SCORE,
          via: 'block-key',
        },
      ];
  }
  return [];
}
