import { NEGATIONS, QUALIFIER_GROUPS } from '../lang';
import { interrogatives } from '../lang/phrases';
import { tokens } from './normalize';

/**
 * The words a question says before it asks, set apart by a comma: "Jeg sidder med regnskabet,
 * hvilken dag skrev elektrikeren fakturaen?", "I can't make out the logo, which garage sent us this
 * bill?". Such a lead-in tells why the bookkeeper asks, not what: its words ("regnskabet", "logo")
 * ask for nothing the page must show. Only before a clause that asks by its own words (a question
 * word and more): in "Our accountant wants the VAT figure, what is it?" the lead-in is what is asked.
 * The caller keeps what a lead-in says of whose or which (a party, a label).
 *
 * `clause` gives each word's clause (by the commas and semicolons of the text); `filler` the
 * words that ask with, not about.
 */
export function leadIn(
  all: string[],
  clause: number[],
  lang: string | null,
  filler: (t: string) => boolean,
): Set<number> {
  const out = new Set<number>();
  const asks = interrogatives(lang);
  const clauses = [...new Set(clause)];
  const asking = clauses.find((c) => {
    const words = all.filter((_, i) => clause[i] === c);
    return words.some((t) => asks.has(t)) && words.some((t) => !filler(t));
  });
  if (asking === undefined || asking === clauses[0]) return out;
  all.forEach((_, i) => {
    if ((clause[i] ?? asking) < asking) out.add(i);
  });
  return out;
}

/** Each token's clause: the comma- or semicolon-separated part of `text` it stands in. */
export function clausesOf(text: string, raw: string[], tokenize: (s: string) => string[]): number[] | null {
  const byClause = text.split(/[,;]/).flatMap((part, c) => tokenize(part).map((t) => ({ t, c })));
  // Split apart, a part tokenizes as it did whole, or the clauses are not told.
  if (byClause.length !== raw.length || byClause.some((x, i) => x.t !== raw[i])) return null;
  return byClause.map((x) => x.c);
}

/**
 * An aside in brackets that opens with a negation names what is NOT asked: "What is the invoice
 * number (not the order number)?", "Le plombier a mis quel numéro sur sa facture (pas celui du
 * devis) ?". The thing it names is neither the concept asked nor a word the page must print, so
 * the aside is left out of the question. One that says VAT in or out ("(not including VAT)")
 * says which total is asked, and stays.
 */
export function withoutNegatedAside(text: string): string {
  return text.replace(/\(([^()]*)\)/g, (whole, inner: string) => {
    const t = tokens(inner);
    const negated = NEGATIONS.some((p) => p.every((w, k) => t[k] === w));
    const { including, excluding, vat } = QUALIFIER_GROUPS;
    const qualifies = t.some((w) => including.has(w) || excluding.has(w) || vat.has(w));
    return negated && !qualifies ? ' ' : whole;
  });
}
