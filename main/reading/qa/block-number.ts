import { tokens } from './normalize';
import { rightOf, type Located } from './locate';
import type { PageModel } from './page-model';
import type { Segment } from '../types';
import { receiverBlock } from './party-blocks';
import { numberWord } from './question-words';
import { isTitle, NUMBER_KEY } from './titles';
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
    const keyed = keyedReference(model, seg, BLOCK_KEY_SCORE, 'block-key');
    if (keyed) return [keyed];
  }
  return [];
}

/** A bare number key in the date's key column: the document's, though not named so. */
const DATE_COLUMN_SCORE = 0.7;

/**
 * "No. : CS-24-03152" over "Date : 16/03/2024" in the header's keys (Malaysian and Indian cash
 * sales, till-printed invoices): a bare number key ("No.", "Nr", "#") stacked in one column with
 * the document's date key is the document's number, as the date beside it is the document's date.
 * Not where the date key itself is one of the customer's block's keys: a number key there is the
 * customer's number (customerNumberInBlock).
 */
export function documentNumberByDate(model: PageModel): Located[] {
  const customer = new Set(receiverBlock(model));
  const dateKeys = model.segs
    .filter((s) => s.label?.concept.id === 'invoice_date' && !customer.has(s.seg))
    .map((s) => s.seg);
  for (const info of model.segs) {
    const seg = info.seg;
    // Printed in two languages, "No / No.:", each half alone a number sign.
    if (!seg.text.split('/').every((half) => NUMBER_KEY.test(half.trim()))) continue;
    const stacked = dateKeys.some(
      (d) =>
        Math.abs(d.x - seg.x) < model.lineHeight && Math.abs(d.line - seg.line) <= 2 && d.line !== seg.line,
    );
    if (!stacked) continue;
    const keyed = keyedReference(model, seg, DATE_COLUMN_SCORE, 'date-key');
    if (keyed) return [keyed];
  }
  return [];
}

/** A number beside the page's bare title: read from the title alone, as a bare key's. */
const TITLE_KEY_SCORE = 0.7;

/**
 * "Nota / Invoice | 2025-10417": the document's title, alone or in two languages, with nothing but
 * a number printed right of it, is the title's number, where no number label is printed. Not a
 * date beside it ("FACTUUR | 12-03-2026"): that dates the document.
 */
export function documentNumberByTitle(model: PageModel): Located[] {
  for (const info of model.segs) {
    const halves = info.seg.text.split('/');
    if (!halves.every((half) => half.trim() && isTitle(half) && tokens(half).length <= 2)) continue;
    const keyed = keyedReference(model, info.seg, TITLE_KEY_SCORE, 'title-key');
    if (keyed && !findValues('date', keyed.text).length && (keyed.text.match(/\d/g)?.length ?? 0) >= 3)
      return [keyed];
  }
  return [];
}

/**
 * "INVOICE / FACTURE" over "No. RVM-26-0317": a bare number key printed first under the page's
 * bare title, in its column, keys the title's number, where no number label is printed. The key
 * and its number in one cell, or the number in the cell right of it.
 */
export function documentNumberUnderTitle(model: PageModel): Located[] {
  for (const info of model.segs) {
    const title = info.seg;
    const halves = title.text.split('/');
    if (!halves.every((half) => half.trim() && isTitle(half) && tokens(half).length <= 2)) continue;
    const under = model.segs
      .map((s) => s.seg)
      .filter(
        (s) =>
          s.line > title.line &&
          s.line - title.line <= UNDER_TITLE_LINES &&
          Math.abs(s.x - title.x) < model.lineHeight * 2,
      )
      .sort((a, b) => a.line - b.line)[0];
    if (!under) continue;
    const [key, ...rest] = under.text.trim().split(/\s+/);
    if (!key || !NUMBER_KEY.test(key)) continue;
    const value = rest.join(' ').replace(/^:\s*/, '');
    const found = value && /\d/.test(value) ? findValues('reference', value)[0] : undefined;
    if (found && found.text.length >= value.length - 1)
      return [
        {
          text: found.text,
          normalized: found.normalized,
          box: under,
          score: TITLE_KEY_SCORE,
          via: 'title-key',
        },
      ];
    const keyed = !value ? keyedReference(model, under, TITLE_KEY_SCORE, 'title-key') : null;
    if (keyed && !findValues('date', keyed.text).length) return [keyed];
  }
  return [];
}
/** How many lines under the title its number key may be printed. */
const UNDER_TITLE_LINES = 3;

/** The reference printed right of a key ("No. : CS-24-03152"), when it is all that cell holds. */
function keyedReference(model: PageModel, key: Segment, score: number, via: string): Located | null {
  const right = rightOf(model, key)?.seg;
  const value = right?.text.replace(/^\s*:\s*/, '').trim() ?? '';
  const found = /\d/.test(value) ? findValues('reference', value)[0] : undefined;
  if (!right || !found || found.text.length < value.length - 1) return null;
  return { text: found.text, normalized: found.normalized, box: right, score, via };
}
