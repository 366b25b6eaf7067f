import type { Segment } from '../types';
import { endsWithLegalForm } from './company';
import { boxAround } from './geometry';
import type { PageModel } from './page-model';

/**
 * A name beside its label that a narrow column wrapped onto the next line ("Customer | Te Horo
 * Property" over "| Holdings Limited" on a payment slip): the line under it, set flush with it, no
 * figure in it, no label of the page, and nothing under the label, ends the name with its legal
 * form where the first line has none. Read alone, the first line is half a name and the second
 * a name of no one (a customer answered "Holdings Limited").
 */
export function wrappedBeside(model: PageModel, label: Segment, value: Segment): Segment | null {
  if (endsWithLegalForm(value.text)) return null;
  const lh = model.lineHeight;
  const next = model.segs.find(
    (s) =>
      s.seg.line !== value.line &&
      s.seg.y > value.y &&
      s.seg.y - (value.y + value.h) < lh * 0.6 &&
      Math.abs(s.seg.x - value.x) <= lh * 0.5,
  );
  if (!next || next.label || /\d/.test(next.seg.text) || !endsWithLegalForm(`${value.text} ${next.seg.text}`))
    return null;
  // Under the label another key starts ("Invoice Number"): the line is a row of its own.
  const underLabel = model.segs.some(
    (s) => s.seg.line === next.seg.line && s.seg.x < next.seg.x && s.seg.x + s.seg.w > label.x - lh,
  );
  if (underLabel) return null;
  const text = `${value.text} ${next.seg.text}`;
  return { ...value, ...boxAround([value, next.seg]), text, words: [...value.words, ...next.seg.words] };
}
