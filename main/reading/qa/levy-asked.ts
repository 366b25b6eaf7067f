import { leviesIn } from '../lang/phrases';
import { tokens } from './normalize';
import type { PageModel } from './page-types';
import { sameStem } from './same-stem';

/**
 * Whether the question asks a levy by its name that the page does not print: "Quel est le montant
 * de la taxe de séjour ?" of a spa's bill answered its VAT, "la taxe" read as the VAT and "séjour"
 * as what was bought; "Welk bedrag moet naar de G-rekening?" of an asbestos removal bill answered
 * its total. A levy besides VAT (LanguagePack.levies) is its own line or nothing: not the VAT, not
 * the total. Printed, it is left to the page's lines as any charge is. A levy is printed where one
 * segment prints a levy's words, each asked word among them in its own form or a stem it shares
 * ("Kurtaxe" of "Kurtaxen").
 */
export function levyUnprinted(model: PageModel, question: string, lang: string | null): boolean {
  const all = tokens(question);
  const asked = [...leviesIn(all, lang)].map((i) => all[i]!);
  if (!asked.length) return false;
  return !model.segs.some((s) => {
    const printed = [...leviesIn(s.tokens, null)].map((i) => s.tokens[i]!);
    return asked.every((w) => printed.some((p) => p === w || sameStem(w, p)));
  });
}
