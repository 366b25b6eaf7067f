import { workOfTrade } from '../lang/phrases';
import { tokens } from './normalize';
import { namedWithLegalForm } from './company';
import { boxAround } from './geometry';
import { isTitle } from './locate';
import { lineUnder } from './party-name';
import type { Box } from '../types';
import type { PageModel } from './page-model';

/**
 * A letterhead that sets its name over two lines, the trade's work on the second ("Sparkle &
 * Shine" over "Window Cleaning", "NORDVIK" over "MALERSERVICE"): the name goes on to the line right
 * under it when that line is in the heading's print (its size, its column, its case), a few words
 * without figures, label or legal form, closed by a word of a trade's work in any pack's trades
 * (workOfTrade: "cleaning" of "cleaner"). A tagline listing works ("Plumbing - Heating - Boiler
 * Service") or a line in other print (the owner's name, the street) is no part of the name.
 */
export function withTradeBelow(model: PageModel, box: Box, name: string): { text: string; box: Box } {
  const alone = { text: name, box };
  const words = tokens(name);
  if (!words.length || namedWithLegalForm(name) || workOfTrade(words.at(-1)!)) return alone;
  const capitals = isCapitals(name);
  const s = lineUnder(model, box, model.lineHeight / 2);
  if (!s || model.segs.find((i) => i.seg === s)?.label) return alone;
  // Alone on its line in the heading's column: a row of cells is a table's or a contact line's.
  if (
    model.segs.some(({ seg: o }) => o !== s && Math.abs(o.y - s.y) < model.lineHeight / 2 && o.x > box.x - 1)
  )
    return alone;
  const own = tokens(s.text);
  const fits =
    own.length > 0 &&
    own.length <= MAX_WORDS &&
    !/[\d@:|•·/]|\s[-–—]\s/.test(s.text) &&
    !isTitle(s.text) &&
    !namedWithLegalForm(s.text) &&
    Math.abs(s.h - box.h) < box.h * SAME_SIZE &&
    isCapitals(s.text) === capitals &&
    workOfTrade(own.at(-1)!);
  return fits ? { text: `${name} ${s.text.trim()}`, box: boxAround([box, s]) } : alone;
}

/** Capitals throughout: a heading's case, which a line of its name keeps. */
const isCapitals = (text: string): boolean => /\p{Lu}/u.test(text) && text === text.toUpperCase();

/** A trade's work takes a word or two before it ("Window Cleaning", "Domestic & Commercial Cleaning"). */
const MAX_WORDS = 4;
/** Print sizes this much apart are one size read by OCR. */
const SAME_SIZE = 0.2;
