import { QUALIFIER_GROUPS, TIP_WORDS } from '../lang';
import type { Located } from './locate';
import type { PageModel } from './page-types';
import { cents } from './receipt-arithmetic';
import { printedAmounts } from './printed-amounts';
import { rows } from './till-rows';

/**
 * A tip added on the card slip under the bill ("ATT BETALA 1 453,00", then "Köp 1 453,00 / Dricks
 * 100,00 / TOTALT 1 553,00"): what was paid is the later total, the bill plus the tip printed
 * between them. The bill's own arithmetic (net + VAT = 1 453,00) confirms the bill, not what left
 * the card, so the found total that adds the tip goes first. A question asking the amount before or
 * without the tip (an excluding word) keeps the bill's. Nor is the total with the tip what is paid
 * where the page goes on to take something off it: a gratuity for the crew added, then the deposit
 * paid deducted ("Total 2,850.00" / "Deposit paid -500.00" / "BALANCE DUE 2,350.00"); the found
 * amount printed below it that is that total less a figure printed between them stands.
 */
export function withTipAdded(model: PageModel, found: Located[], asked: string[]): Located[] {
  if (found.length < 2 || asked.some((w) => QUALIFIER_GROUPS.excluding.has(w))) return found;
  const all = rows(model);
  const tips = all.filter((r) => r.value > 0 && r.words.some((w) => TIP_WORDS.has(w)));
  const paid = found.find((f) =>
    tips.some((tip) => {
      const bill = cents(Number(f.normalized)) - cents(tip.value);
      // The bill printed above the tip, the total with it below: a till's row, or the found figure
      // itself where OCR garbled it past a row's reading ("Total 76-93" under "Tip: 12.00").
      return (
        bill > 0 &&
        all.some((r) => cents(r.value) === bill && r.line < tip.line) &&
        (all.some((r) => r.value === Number(f.normalized) && r.line > tip.line) ||
          f.box.y > tip.seg.y + model.lineHeight / 2)
      );
    }),
  );
  const first = found[0]!;
  if (!paid || paid === first || deductedFrom(model, paid, first)) return found;
  return [{ ...paid, score: Math.max(paid.score, first.score) }, ...found.filter((f) => f !== paid)];
}

/**
 * Whether `rest` is printed below the total `from` and is that total less an amount printed on a
 * line between them (with its minus sign or without): the totals block goes on past the tip.
 */
function deductedFrom(model: PageModel, from: Located, rest: Located): boolean {
  const taken = cents(Number(from.normalized)) - cents(Number(rest.normalized));
  const [top, bottom] = [from.box.y, rest.box.y];
  const half = model.lineHeight / 2;
  if (!(Number(rest.normalized) > 0) || taken <= 0 || bottom - top < half) return false;
  return printedAmounts(model).some(
    (p) => p.box.y > top + half && p.box.y < bottom - half && cents(Math.abs(p.value)) === taken,
  );
}
