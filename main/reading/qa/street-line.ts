import type { Box } from '../types';
import { namedWithLegalForm } from './company';
import type { PageModel } from './page-model';
import { addressLike, isPostalLine } from './postal';

/**
 * An address block's street: a line of words and a house number ("12 impasse des Lilas",
 * "Sportplatzweg 3") printed right over the block's postal line ("49100 Angers"), in its column.
 * Found beside a label of the page's own ("Graphiste - identité visuelle" over it), it was given as
 * the issuer's name. A name with figures (a club's year, an owners' association's houses) ends
 * with its legal form, or stands over its street, not over the town.
 */
export function isStreetLine(model: PageModel, box: Box, text: string): boolean {
  if (!addressLike(text) || isPostalLine(text) || namedWithLegalForm(text)) return false;
  // A branch's number ("LAKESIDE GARDEN CENTRE #204") is no house number.
  if (/[#№]\s?\d/.test(text)) return false;
  const lh = model.lineHeight;
  return model.segs.some(
    ({ seg: s }) =>
      s.y > box.y + box.h * 0.5 &&
      s.y - (box.y + box.h) < lh * 0.8 &&
      Math.abs(s.x - box.x) < lh &&
      isPostalLine(s.text),
  );
}
