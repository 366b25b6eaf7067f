import { inflected } from '../lang';
import type { PageModel } from './page-model';
import { sameStem } from './same-stem';

/** A part of a compound shorter than this ("el", "au") opens or closes too many words. */
const PART = 3;

/**
 * Whether the page shows something of what the shop was asked for: "Where did I buy the
 * medicine?" of a pharmacy's receipt ("Medicines are not returnable"), "Var köptes kedjan och
 * låset?" of one billing a "KEDJA" and a "BYGELLÅS", "Var tvättade vi bilen?" of a "Biltvätt". A
 * receipt is from one shop, whatever else was bought there: one thing the page prints, anywhere
 * (an item, its name, its terms), says it is that shop's; the asker's other words may be their
 * own for its items ("the extension cord" for "EXT CORD"). A thing the page does not print at all
 * ("the PVC pipe" of a grocer's receipt) was bought somewhere else.
 */
export function boughtShown(model: PageModel, words: readonly string[]): boolean {
  return words.some((w) => model.segs.some((s) => s.tokens.some((t) => printedAs(w, t))));
}

/** The asked word as the page prints it, in another of its forms ("pots" of "POT") or in a compound. */
export function printedAs(asked: string, printed: string): boolean {
  if (sameStem(asked, printed) || compoundOf(asked, printed)) return true;
  return printed.length >= PART && (inflected(asked, printed) || inflected(printed, asked));
}

/**
 * Whether a printed word is a compound the asked word opens or closes, in any of its forms:
 * "bilen" of "Biltvätt", "låset" of "BYGELLÅS", "velo" of "Veloschloss", "meubels" of
 * "tweedehandsmeubelen".
 */
function compoundOf(asked: string, printed: string): boolean {
  for (let cut = PART; cut <= printed.length - PART; cut++) {
    const head = printed.slice(0, cut);
    const tail = printed.slice(cut);
    if (asked === head || inflected(asked, head) || inflected(asked, tail) || sameStem(asked, tail))
      return true;
  }
  return false;
}
