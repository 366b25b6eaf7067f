import type { Located } from './locate';
import type { PageModel } from './page-model';

const COMPANY_FORM =
  /\b(ApS|A\/S|AS|ASA|AB|HB|Oy|B\.?V\.?|N\.?V\.?|Ltd\.?|Limited|LLC|Inc\.?|GmbH|I\/S|K\/S|IVS|P\/S|SA|SARL|Plc)$/;
const TITLE =
  /^(invoice|faktura|factuur|rechnung|kreditnota|credit note|creditnota|kreditfaktura|tax invoice|receipt)\b/i;

/**
 * Suppliers print their name as the letterhead, without a label: the largest text near the top of
 * the first page that looks like a company, skipping the document title and the receiver's block.
 */
export function supplierNameFallback(model: PageModel): Located[] {
  const { page } = model;
  const top = model.segs.filter(
    (s) => s.seg.y < page.height * 0.3 && /\p{L}{2}/u.test(s.seg.text) && !TITLE.test(s.seg.text) && !s.label,
  );
  const receiverLabels = model.segs.filter((s) => s.label?.concept.id === 'receiver_name').map((s) => s.seg);
  const underReceiver = (y: number, x: number) =>
    receiverLabels.some(
      (r) => y >= r.y - 1 && y - r.y < model.lineHeight * 5 && Math.abs(x - r.x) < model.lineHeight * 6,
    );
  const scored = top
    .filter((s) => !underReceiver(s.seg.y, s.seg.x))
    .map((s) => {
      const size = s.seg.h / model.lineHeight;
      const form = COMPANY_FORM.test(s.seg.text.trim()) ? 0.25 : 0;
      const high = 1 - s.seg.y / (page.height * 0.3);
      return { s, score: Math.min(1, 0.35 + Math.min(0.35, (size - 1) * 0.3) + form + high * 0.15) };
    })
    .sort((a, b) => b.score - a.score);
  return scored.slice(0, 2).map(({ s, score }) => ({
    text: s.seg.text,
    normalized: s.seg.text,
    box: s.seg,
    score,
    via: 'letterhead',
  }));
}
