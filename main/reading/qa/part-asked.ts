import { ADVANCE_PHRASES } from '../lang/phrases';
import { QUALIFIER_GROUPS, TIP_WORDS } from '../lang';
import { tokens } from './normalize';
import { byLine } from './geometry';
import { hasPhrase } from './till-rows';
import { findValues } from './values';
import type { ParsedQuestion } from './question';
import type { PageModel } from './page-types';

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
