import { QUALIFIER_GROUPS, TIP_WORDS } from '../lang';
import type { Located } from './locate';
import type { PageModel } from './page-types';
import { cents } from './receipt-arithmetic';
import { rows } from './till-rows';

/**
 * A tip added on the card slip under the bill ("ATT BETALA 1 453,00", then "Köp 1 453,00 / Dricks
 * 100,00 / TOTALT 1 553,00"): what was paid is the later total, the bill plus the tip printed
 * between them. The bill's own arithmetic (net + VAT = 1 453,00) confirms the bill, not what left
 * the card, so the found total that adds the tip goes first. A question asking the amount before or
 * without the tip (an excluding word) keeps the bill's.
 */
export function withTipAdded(model: PageModel, found: Located[], asked: string[]): Located[] {
  if (found.length < 2 || asked.some((w) => QUALIFIER_GROUPS.excluding.has(w))) return found;
  const all = rows(model);
  const tips = all.filter((r) => r.value > 0 && r.words.some((w) => TIP_WORDS.has(w)));
  const paid = found.find((f) =>
    tips.some((tip) => {
      const bill = cents(Number(f.normalized)) - cents(tip.value);
      // The bill printed above the tip, the total with it below.
      return (
        bill > 0 &&
        all.some((r) => cents(r.value) === bill && r.line < tip.line) &&
        all.some((r) => r.value === Number(f.normalized) && r.line > tip.line)
      );
    }),
  );
  const first = found[0]!;
  if (!paid || paid === first) return found;
  return [{ ...paid, score: Math.max(paid.score, first.score) }, ...found.filter((f) => f !== paid)];
}
