import { CARD_SLIP_WORDS } from '../lang';
import { byLine } from './geometry';
import type { Located } from './locate';
import type { PageModel } from './page-types';

/**
 * A till receipt often carries the card terminal's slip ("Kartenzahlung girocard / Terminal-ID /
 * TA-Nr. / Beleg-Nr. 3391 / Autorisierungs-Nr."): its numbers are the card payment's, counted by
 * the terminal, not the receipt's own ("Bon 4471"). A slip is a block of lines (set apart by a
 * blank line) where two lines or more hold a card terminal's words; one such word alone ("Godkänd
 * för F-skatt", "Authorised Signatory") makes no slip.
 */
export function cardSlipLines(model: PageModel): Set<number> {
  const segsOf = byLine(model.segs);
  const lines = [...segsOf.keys()].sort((a, b) => a - b);
  const slip = new Set<number>();
  let block: number[] = [];
  let terminalLines = 0;
  let lastBottom = -Infinity;
  const close = () => {
    if (terminalLines >= MIN_TERMINAL_LINES) block.forEach((l) => slip.add(l));
    block = [];
    terminalLines = 0;
  };
  for (const line of lines) {
    const segs = segsOf.get(line) ?? [];
    const top = Math.min(...segs.map((s) => s.seg.y));
    // A blank line (a gap of a line's height or more) ends a block.
    if (top - lastBottom > model.lineHeight) close();
    block.push(line);
    if (segs.some((s) => s.tokens.some((t) => CARD_SLIP_WORDS.has(t)))) terminalLines++;
    lastBottom = Math.max(...segs.map((s) => s.seg.y + s.seg.h));
  }
  close();
  return slip;
}

const MIN_TERMINAL_LINES = 2;

/**
 * The receipt's number, where the page prints one outside its card slip: a number labelled within
 * the slip is the card payment's. Where the slip's is the only number, it is kept.
 */
export function outsideCardSlip(model: PageModel, found: Located[]): Located[] {
  if (found.length < 2) return found;
  const slip = cardSlipLines(model);
  if (!slip.size) return found;
  const lineOf = (l: Located) => {
    const centre = l.box.y + l.box.h / 2;
    return model.segs.find((s) => s.seg.y <= centre && s.seg.y + s.seg.h >= centre)?.seg.line;
  };
  const own = found.filter((l) => !slip.has(lineOf(l) ?? -1));
  return own.length ? own : found;
}
