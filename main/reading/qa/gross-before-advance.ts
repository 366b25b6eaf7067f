import { ADVANCE_PHRASES } from '../lang/phrases';
import { overlapX } from './geometry';
import type { Located } from './locate';
import type { PageModel } from './page-types';
import { printedAmounts } from './printed-amounts';
import { cents } from './receipt-arithmetic';
import { hasPhrase } from './till-rows';

/**
 * The gross of a bill whose gross has no label a pack knows, but whose rest to pay has: a notary's
 * "TOTAL DES FRAIS 13 899,01" / "Provision reçue le 02/02/2026  - 12 500,00" / "RESTE À RÉGLER
 * 1 399,01". The gross is then found by the due's label (find.ts, alsoFrom), and the rest after the
 * provision was the answer to "the total": a confident wrong one, what was paid before left out.
 * The arithmetic shows the gross: above the rest in its column, rows naming money paid before the
 * bill (the packs' advances: a deposit, a provision, an acompte), then a figure that is the rest
 * plus them. A discount printed so is no advance: the total after it stands.
 */
export function grossBeforeAdvance(model: PageModel, found: Located[]): Located[] {
  const rest = found[0];
  const left = rest ? Number(rest.normalized) : NaN;
  if (!rest || !(left > 0) || !onDueLine(model, rest)) return found;
  const h = model.lineHeight;
  const above = printedAmounts(model)
    .filter(
      (a) =>
        a.box.y < rest.box.y - h / 2 && rest.box.y - a.box.y <= REACH * h && overlapX(a.box, rest.box) > 0,
    )
    .sort((a, b) => b.box.y - a.box.y);
  let paid = 0;
  for (const a of above) {
    if (namesAdvance(model, a.box.y)) {
      paid += Math.abs(a.value);
      continue;
    }
    if (!paid || cents(a.value) !== cents(left + paid)) return found;
    const gross = {
      text: a.text,
      normalized: a.normalized,
      box: a.box,
      score: rest.score,
      via: 'arithmetic',
    };
    return [gross, ...found.map((l) => ({ ...l, score: l.score * OVERTURNED }))];
  }
  return found;
}

/** Whether the figure stands on the line of the page's own label of the amount due. */
const onDueLine = (model: PageModel, l: Located): boolean =>
  model.segs.some(
    (s) =>
      s.label?.concept.id === 'amount_due' &&
      Math.abs(s.seg.y - l.box.y) < model.lineHeight / 2 &&
      s.seg.x <= l.box.x,
  );

/** Whether the line at `y` names money paid before the bill ("Provision reçue", "Deposit paid"). */
const namesAdvance = (model: PageModel, y: number): boolean =>
  hasPhrase(
    model.segs.filter((s) => Math.abs(s.seg.y - y) < model.lineHeight / 2).flatMap((s) => s.tokens),
    ADVANCE_PHRASES,
  );

/** How far above the rest its advances and the gross are printed, in lines. */
const REACH = 6;
/** The rest after the advance, once the arithmetic shows the gross above it, is not the gross. */
const OVERTURNED = 0.5;
