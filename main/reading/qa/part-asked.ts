import { ADVANCE_PHRASES } from '../lang/phrases';
import { QUALIFIER_GROUPS, TIP_WORDS } from '../lang';
import { tokens } from './normalize';
import { byLine } from './geometry';
import { hasPhrase } from './till-rows';
import { findValues } from './values';
import type { ParsedQuestion } from './question';
import type { PageModel } from './page-types';
import type { Located } from './locate';

/** The page's lines, their segments joined in reading order. */
const lines = (model: PageModel): string[] =>
  [...byLine(model.segs).values()].map((l) => l.map((s) => s.seg.text).join(' '));

/** Whether a line prints an amount with its decimals. */
const amountIn = (line: string): boolean =>
  findValues('amount', line).some((v) => /[.,]\d{2}\b/.test(v.text));

/**
 * A part of the bill asked by its own word, which no total is: a tip ("Quel est le montant du
 * pourboire ?"), money paid before the bill ("le montant de l'acompte déjà versé"). The total's
 * concept reads the question by its amount's word ("montant") and the part's word is one the packs
 * know, so it answered with the total. Where the page prints no word for the part, it shows no such
 * amount: nothing is answered. Not a total asked with the part inside it ("including the tip") or
 * once the part is taken off ("after the deposit", after-deduction.ts), nor a part whose words the
 * concept's own are ("amount paid"). Where the page prints the part, its own line answers as before.
 */
export function partUnprinted(model: PageModel, q: ParsedQuestion): boolean {
  const concept = q.concept;
  if (concept?.type !== 'amount' || q.after.length) return false;
  const asked = tokens(q.text);
  if (asked.some((w) => QUALIFIER_GROUPS.including.has(w))) return false;
  const own = (phrase: string[]) => phrase.every((w) => concept.words.has(w));
  const words = model.segs.map((s) => s.tokens);
  if (asked.some((w) => TIP_WORDS.has(w) && !concept.words.has(w)))
    return !words.some((l) => l.some((w) => TIP_WORDS.has(w)));
  const advances = ADVANCE_PHRASES.filter((p) => !own(p));
  if (!hasPhrase(asked, advances)) return false;
  // Paid before, the part is a figure on its own line ("Acompte versé le 10/01/2026  -1 400,00"):
  // "Merci d'indiquer le n° de facture lors de votre versement." says how to pay, no advance.
  return !lines(model).some((l) => hasPhrase(tokens(l), ADVANCE_PHRASES) && amountIn(l));
}

/** A date printed beside the words of an advance: the words say whose date it is, as a label would. */
const ADVANCE_DATE = 0.8;

/**
 * The day money was paid before the bill, asked ("À quelle date l'acompte a-t-il été reçu ?",
 * "When was the deposit paid?"): the advance's own date, which the invoice's or the deadline's
 * date is not. It is the date printed on the advance's line ("Acompte versé le 05/01/2026  -
 * 470,00 €"); where no such line prints one, the page does not say it (`[]`). Null where no
 * advance's date is asked. A date asked once the advance is taken off ("due after the deposit")
 * is the bill's own, and is not read here.
 */
export function advanceDate(model: PageModel, q: ParsedQuestion): Located[] | null {
  const concept = q.concept;
  if (concept?.type !== 'date' || q.after.length) return null;
  const advances = ADVANCE_PHRASES.filter((p) => !p.every((w) => concept.words.has(w)));
  if (!hasPhrase(tokens(q.text), advances)) return null;
  // A question asking no date ("Which card was the deposit paid with?") whose words the advance
  // leaves over asks some other thing of it: the date-kind concept was read by "paid" alone.
  const others = q.unexplained.filter((w) => !advances.some((p) => p.includes(w)));
  if (q.expected !== 'date' && others.length) return null;
  for (const line of byLine(model.segs).values()) {
    if (!hasPhrase(tokens(line.map((s) => s.seg.text).join(' ')), ADVANCE_PHRASES)) continue;
    for (const s of line) {
      const date = findValues('date', s.seg.text)[0];
      if (date)
        return [
          { text: date.text, normalized: date.normalized, box: s.seg, score: ADVANCE_DATE, via: 'right' },
        ];
    }
  }
  return [];
}
