import { overlapX } from './geometry';
import type { Located } from './locate';
import { parseAmount } from './normalize';
import type { PageModel } from './page-model';
import { printedAmounts, printedAt } from './printed-amounts';
import { cents, pageRates } from './receipt-arithmetic';
import { candidates } from './totals';

/**
 * A scan's gross or amount due that OCR lost a digit of, told by the page's own arithmetic:
 * - read below the net the page confirms ("Total 2,185.55" for 2,785.55 under a subtotal of
 *   2,465.09 and HST 13 % of it 320.46): a gross includes its net, one below it is no gross. The
 *   net counts only where its VAT read beside it is the page's rate of it (a subtotal before a
 *   discount is no such net);
 * - read as the last digits of what the page's figures make ("715,86€" where the net 1.441,90 at
 *   the 19 % the page prints makes 1.715,86; "NET À PAYER 95,92€" where "Total TTC 1 495,92 €"
 *   less "Acompte 400,00 €" makes 1 095,92): its leading digits were lost, the rest confirm the sum.
 *   A figure read with a leading zero ("095,92") never gets here: values.ts reads it as no amount.
 * What the page prints that is the net plus its VAT (a "Balance due" of the same sum) is the gross
 * instead; a sum whose last digits were read is that sum; else nothing is answered: a figure a
 * digit short would be booked. A text layer prints what its maker wrote: a gross below a subtotal
 * there is a discount's, and no digit is lost.
 */
export function withoutLostDigits(
  model: PageModel,
  found: Located[],
  vatFound: () => Located[],
  due: boolean,
): Located[] {
  if (model.page.readConfidence === undefined || !found.length) return found;
  const rates = pageRates(model);
  const nets = sure(model, 'total_excl');
  const grosses = sure(model, 'total_incl');
  if (!nets.length && !grosses.length) return found;
  // The VAT as the page reads it: beside its label, or by its own arithmetic (split lines, a table).
  const vats = vatFound()
    .filter((l) => l.score >= SURE)
    .map((l) => parseAmount(l.text))
    .filter((v): v is number => v !== null && v > 0);
  // A VAT the page's rate makes of a net: the two read numbers confirm each other.
  const pairs = nets.flatMap((n) =>
    vats
      .filter((v) => rates.some((r) => Math.abs(cents((n * r) / 100) - cents(v)) <= 1))
      .map((v) => ({ n, v })),
  );
  const confirmed = pairs.map(({ n, v }) => n + v);
  const sums = [...confirmed, ...nets.flatMap((n) => rates.map((r) => n * (1 + r / 100)))];
  const restored = (l: Located): number | null => {
    const g = parseAmount(l.text);
    if (g === null || g <= 0 || l.via === 'arithmetic') return null;
    // A due under a deduction is the gross less it, before it is the gross itself.
    const one = (ws: number[]) => {
      const distinct = [...new Set(ws.filter((w) => lostLead(g, w)).map(cents))];
      return distinct.length === 1 ? distinct[0]! / 100 : null;
    };
    return (due ? one(lessDeductions(model, l)) : null) ?? one(sums);
  };
  const below = (l: Located): boolean => {
    const g = parseAmount(l.text);
    if (g === null || g <= 0 || l.via === 'arithmetic') return false;
    return restored(l) !== null || (!due && pairs.some(({ n }) => cents(g) < cents(n)));
  };
  const kept = found.filter((l) => !below(l));
  // A lesser finding a digit short is set aside; the surest, read whole, stands.
  const top = found[0]!;
  if (!below(top)) return kept;
  const whole = restored(top);
  const printed =
    whole !== null ? printedAt(model, whole) : confirmed.map((s) => printedAt(model, s)).find((p) => p);
  const score = top.score * RESTORED;
  if (printed)
    return [
      { text: printed.text, normalized: printed.normalized, box: printed.box, score, via: 'arithmetic' },
      ...kept,
    ];
  if (whole === null) return kept;
  const text =
    String(cents(whole)).slice(0, -String(cents(parseAmount(top.text)!)).length) +
    top.text.replace(/^0+(?=\d)/, '');
  return [{ text, normalized: whole.toFixed(2), box: top.box, score, via: 'arithmetic' }, ...kept];
}

/** What a figure the arithmetic gave back is worth against the one read. */
const RESTORED = 0.9;
/** A total found at least this surely is a totals block's (as totals.ts says). */
const SURE = 0.5;
/** A total read whole: its cents printed after a separator ("16.228,00", "$812.90"). */
const WHOLE = /\d[.,]\d{2}\D{0,3}$/;

/** The figures found surely for a total, read whole, above nought (vat-contradicted.ts too). */
export const sure = (model: PageModel, id: string): number[] =>
  candidates(model, id)
    .filter((c) => c.l.score >= SURE && c.value > 0 && WHOLE.test(c.l.text.trim()))
    .map((c) => c.value);

/**
 * The gross less a figure printed between it and the amount due, in the due's column: what is
 * left to pay after a deposit ("Total TTC 1 495,92" / "Acompte versé 400,00" / "NET À PAYER").
 */
function lessDeductions(model: PageModel, due: Located): number[] {
  const grosses = candidates(model, 'total_incl').filter(
    (c) => c.l.score >= SURE && c.value > 0 && c.l.box.y < due.box.y - model.lineHeight / 2,
  );
  return grosses.flatMap((g) =>
    printedAmounts(model)
      .filter(
        (d) =>
          d.box.y > g.l.box.y + model.lineHeight / 2 &&
          d.box.y < due.box.y - model.lineHeight / 2 &&
          overlapX(d.box, due.box) > 0 &&
          Math.abs(d.value) > 0 &&
          Math.abs(d.value) < g.value,
      )
      .map((d) => g.value - Math.abs(d.value)),
  );
}

/**
 * Whether an amount due is what the page's own arithmetic leaves: a gross above it less a
 * deduction printed between them in its column ("Gesamtbetrag brutto 11.682,83" /
 * "-5.950,00" / "Restbetrag 5.732,83 €"). Read twice over so, its digits stand.
 */
export const leftByDeduction = (model: PageModel, due: Located): boolean =>
  lessDeductions(model, due).some((v) => cents(v) === cents(Number(due.normalized)));

/** Whether a figure read is another's last digits, its leading ones lost ("715,86" of 1715,86). */
const lostLead = (read: number, whole: number): boolean => {
  const r = String(cents(read));
  const w = String(cents(whole));
  return w.length > r.length && w.endsWith(r);
};
