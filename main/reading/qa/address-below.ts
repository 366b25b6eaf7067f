import type { Segment } from '../types';
import { CONTACT_WORDS } from '../lang';
import type { Located } from './located';
import type { PageModel } from './page-model';
import { tokens } from './normalize';

/** Collects the lines of an address block under a name. */
export function addressBelow(model: PageModel, seg: Segment): Located | null {
  const lh = model.lineHeight;
  const lines: Segment[] = [];
  let last = seg;
  for (const s of model.segs.map((i) => i.seg).sort((a, b) => a.y - b.y)) {
    if (s.y <= last.y + last.h * 0.5) continue;
    if (s.y - (last.y + last.h) > lh * (lines.length === 0 ? 2.2 : 1.2)) break;
    if (Math.abs(s.x - seg.x) > lh * 1.5) continue;
    if (/@|www\./i.test(s.text) || tokens(s.text).some((t) => CONTACT_WORDS.has(t))) break;
    lines.push(s);
    last = s;
    if (lines.length >= 3) break;
  }
  if (!lines.length) return null;
  const text = lines.map((l) => l.text).join(', ');
  const x = Math.min(...lines.map((l) => l.x));
  const y = lines[0]?.y ?? 0;
  return {
    text,
    normalized: text,
    box: { x, y, w: Math.max(...lines.map((l) => l.x + l.w)) - x, h: last.y + last.h - y },
    score: 0,
    via: 'address',
  };
}
