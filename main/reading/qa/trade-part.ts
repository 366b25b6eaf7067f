import { andWords } from '../lang/phrases';
import { findConcept } from './find';
import { conceptById } from './lexicon';
import { modelMemo } from './model-memo';
import { tokens } from './normalize';
import type { PageModel } from './page-types';

const ISSUER = conceptById.get('supplier_name')!;

/** What parts a name's trades: "&", "+", a comma, a slash (name-qualifier.ts SEPARATORS). */
const SEPARATORS = /[&+,/]+/;

const partsOf = modelMemo<string, string[][]>();

/**
 * The parts of the issuer's printed name that its "&", comma or "and" joins: "Ganesh Battery &
 * Silencer Works" is ["ganesh", "battery"] and ["silencer", "works"], the two things it does.
 */
function issuerParts(model: PageModel, lang: string | null): string[][] {
  return partsOf(model, lang ?? '', () => {
    const name = findConcept(model, ISSUER)[0]?.text ?? '';
    const and = andWords(lang);
    const parts: string[][] = [[]];
    for (const piece of name.split(SEPARATORS)) {
      for (const t of tokens(piece)) {
        if (and.has(t)) parts.push([]);
        else parts[parts.length - 1]!.push(t);
      }
      parts.push([]);
    }
    return parts.filter((p) => p.length > 0);
  });
}

/**
 * Whether the words asked name one of two things the issuer's name says it does, and the bill's
 * items bill the other too: "How much did the silencer cost?" of "Ganesh Battery & Silencer
 * Works", whose items are truck batteries, a silencer and its fitting. The silencer is a part of
 * the bill, whose total is no answer, however many of its lines print the word. A name naming one
 * thing ("Kestrel Skips & Waste", no item of waste) bills the skip as a whole.
 */
export function otherTradeBilled(
  model: PageModel,
  asked: readonly string[],
  all: readonly string[],
  items: readonly (readonly string[])[],
  lang: string | null,
  prints: (item: readonly string[], w: string) => boolean,
): boolean {
  const parts = issuerParts(model, lang);
  if (parts.length < 2) return false;
  const own = parts.find((p) => asked.every((w) => prints(p, w)));
  // The name itself asked ("How much did we pay Ganesh Battery?"): another word of its part said.
  if (!own || own.some((w) => !asked.some((a) => prints([w], a)) && all.includes(w))) return false;
  // Another part's word an item prints that does not print the asked words.
  return parts.some(
    (p) =>
      p !== own &&
      p.some((w) => !own.includes(w) && items.some((i) => prints(i, w) && !asked.some((a) => prints(i, a)))),
  );
}
