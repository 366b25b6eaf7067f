import { FORMERLY } from '../lang';
import { tokens } from '../fold';
import type { Segment } from '../types';
import type { PageModel } from './page-model';

/** Whether these words end with a cue for a former name ("… FORMERLY KNOWN AS"). */
const endsWithCue = (words: string[]): boolean =>
  FORMERLY.some(
    (p) => p.length <= words.length && p.every((w, k) => words[words.length - p.length + k] === w),
  );

/** Whether a text starts with a cue for a former name ("vormals Schmidt & Sohn GmbH"). */
export function startsAsFormer(text: string): boolean {
  const own = tokens(text);
  return FORMERLY.some((p) => p.every((w, k) => own[k] === w));
}

/**
 * A company's former name, printed under its present one after "FORMERLY KNOWN AS" ("GERBANG ALAF
 * RESTAURANTS SDN BHD" / "FORMERLY KNOWN AS" / "GOLDEN ARCHES RESTAURANTS SDN BHD"): the cue
 * starts the name's line, stands left of it, or ends the line above. The name is no issuer's now,
 * though it may read as the better company name where OCR garbled the present one ("SDN BHO").
 */
export function isFormerName(model: PageModel, seg: Segment): boolean {
  if (startsAsFormer(seg.text)) return true;
  const before = (line: number, left: number) =>
    model.segs
      .filter((s) => s.seg.line === line && s.seg.x < left)
      .sort((a, b) => a.seg.x - b.seg.x)
      .flatMap((s) => tokens(s.seg.text));
  const left = before(seg.line, seg.x);
  return left.length ? endsWithCue(left) : endsWithCue(before(seg.line - 1, Infinity));
}
