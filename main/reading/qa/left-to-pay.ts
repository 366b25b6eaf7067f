import { ADVANCE_PHRASES } from '../lang/phrases';
import { hasPhrase } from './till-rows';
import { overlapX } from './geometry';
import type { Located } from './locate';
import { parseAmount } from './normalize';
import type { PageModel } from './page-types';
import { findValues } from './values';

/**
 * What is left to pay under a gross that something paid before or by another comes off: a final
 * bill prints its gross, then the instalments already paid as minus rows, then the rest
 * ("Gesamtbetrag brutto 5.332,03 €" / "abzgl. Abschlagsrechnung AR-2026-0311  - 2.380,00 €" /
 * "Noch zu zahlender Betrag 2.952,03 €"); a hearing aid's bill takes the health insurer's share
 * off and leaves the patient's own ("abzgl. Leistung Frankenland BKK -1.533,80 €" / "Ihr
 * Eigenanteil 2.210,10 €"). Where the page labels no amount due of its own, the gross was the
 * answer to what is to pay: a confident wrong one, the whole sum booked again. The arithmetic
 * shows the rest: in the gross's column below it, rows marked as taken off by a minus sign, then
 * a figure that is the gross less them. No word of a deduction is needed (the pages' words for an
 * instalment name other things too), but a row naming an advance is one without its minus sign.
 * A row below the gross without a minus before any is taken off, smaller than the gross (the VAT
 * it includes, "darin MwSt 19,00", or its net), is part of it and passed over; after one, a figure that does not add up ends the search.
 */
export function leftToPay(model: PageModel, found: Located[]): Located[] {
  const gross = found[0];
  const total = gross && parseAmount(gross.text);
  if (!gross || !total || total <= 0) return found;
  const reach = REACH * model.lineHeight;
  const rows = model.segs
    .filter(
      (s) =>
        s.seg.y > gross.box.y + model.lineHeight / 2 &&
        s.seg.y - gross.box.y <= reach &&
        overlapX(s.seg, gross.box) > 0,
    )
    .sort((a, b) => a.seg.y - b.seg.y);
  let taken = 0;
  for (const { seg } of rows) {
    const value = findValues('amount', seg.text).at(-1);
    const amount = value && parseAmount(value.text);
    if (!value || amount === null || amount === undefined) continue;
    if (amount < 0 || MINUS_BEFORE.test(seg.text.slice(0, value.start)) || namesAdvance(model, seg.line)) {
      taken += Math.abs(amount);
      continue;
    }
    // Before any deduction, a part of the gross printed under it (the VAT it includes, its net:
    // "darin enthalten 19 % USt. 597,77 €", "Nettobetrag 3.146,13 €") says how it is made up.
    if (!taken && amount < total) continue;
    const rest = Math.round((total - taken) * 100) / 100;
    if (!taken || rest <= 0 || Math.abs(amount - rest) >= 0.005) return found;
    const left = {
      text: value.text,
      normalized: String(rest),
      box: seg,
      score: gross.score,
      via: 'arithmetic',
    };
    return [left, ...found.map((l) => ({ ...l, score: l.score * OVERTURNED }))];
  }
  return found;
}

/**
 * Whether a line names money paid before the bill ("Less: Advance (Rcpt 0412)  50,000.00"): a
 * deduction printed without its minus, the word saying it is taken off. The rest must still be
 * printed below it for the gross to be overturned.
 */
const namesAdvance = (model: PageModel, line: number): boolean =>
  hasPhrase(
    model.segs.filter((s) => s.seg.line === line).flatMap((s) => s.tokens),
    ADVANCE_PHRASES,
  );

/** How far below the gross its deductions and the rest are printed, in lines. */
const REACH = 8;
/** A minus sign set apart from its figure ("- 2.380,00 €"), which the amount reader leaves out. */
const MINUS_BEFORE = /[-−–]\s*$/;
/** The gross, once the arithmetic shows what is left of it, is not what is to pay. */
const OVERTURNED = 0.5;
