import { tokens } from '../fold';
import { familyOf, inflected } from '../lang';

/**
 * The words bookkeepers ask with: every word of the classifier's training questions that is no
 * slip (it occurs in two questions or more, or in a hand-written one). Question understanding
 * accounts for such a word ("stammt" in "Von wem stammt die Rechnung?", "räkningen", "gilt"): it is
 * how a question about a known concept is put. A word outside it ("flight", "patient", "chauffør")
 * asks for something no concept names, and only the page can show it (qa/question.ts).
 */
export function questionVocabulary(
  rows: { text: string; written?: boolean; everyday?: boolean; lang?: string }[],
): string[] {
  const seen = new Map<string, number>();
  // Not the everyday wordings' words: they name the things a question is about (intent/paraphrases.ts).
  for (const r of rows.filter((x) => !x.everyday))
    for (const t of new Set(tokens(r.text)))
      if (t.length > 1 && !/\d/.test(t)) {
        // Each word with its language family: "handlet" is how Danes ask, not a form of "handled".
        const key = `${r.lang ? familyOf(r.lang) : ANY}:${t}`;
        seen.set(key, (seen.get(key) ?? 0) + (r.written ? 2 : 1));
      }
  return [...seen]
    .filter(([, n]) => n >= 2)
    .map(([t]) => t)
    .sort();
}

/** The family of a vocabulary word stored without one (a model trained before families). */
const ANY = '*';

/**
 * The vocabulary's stems per language family, and all of them under ANY: a question of a clear
 * language is checked against its own family's words ("What is the handled?" against English
 * ones, not the Danish "handlet"), one of no clear language against all.
 */
export function vocabularyByFamily(entries: Iterable<string>): Map<string, Set<string>> {
  const byFamily = new Map<string, string[]>();
  for (const e of entries) {
    const at = e.indexOf(':');
    const [family, word] = at > 0 ? [e.slice(0, at), e.slice(at + 1)] : [ANY, e];
    byFamily.set(family, [...(byFamily.get(family) ?? []), word]);
    if (family !== ANY) byFamily.set(ANY, [...(byFamily.get(ANY) ?? []), word]);
  }
  return new Map([...byFamily].map(([f, ws]) => [f, vocabularyStems(ws)]));
}

/** The stems a question in `lang` may use: its family's, or every family's when unclear. */
export function stemsFor(
  byFamily: ReadonlyMap<string, ReadonlySet<string>>,
  lang: string | null,
): ReadonlySet<string> {
  const own = lang ? byFamily.get(familyOf(lang)) : undefined;
  // A model whose vocabulary has no families (trained before them) knows its words in any language.
  return own ?? byFamily.get(ANY) ?? new Set();
}

/**
 * The vocabulary's words and their stems: an ending of up to three letters off the end, five
 * letters left at least, or up to three letters off the start, six left ("geschickt" gives "schickt"; "mobilen" does not give "bilen",
 * the car). A question word is never cut at its start: "flynummeret" is no form of "nummeret".
 */
export function vocabularyStems(words: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const w of words) {
    out.add(w);
    for (let cut = 1; cut <= 3 && w.length - cut >= 5; cut++) {
      // Only an ending comes off: "termijn" less "jn" is no stem, and "termin" no form of it.
      if (inflected(w, w.slice(0, -cut))) out.add(w.slice(0, -cut));
      if (w.length - cut >= 6) out.add(w.slice(cut));
    }
  }
  return out;
}

/**
 * Whether a question's word is a vocabulary word or another form of one, longer or shorter
 * ("fakturerades" of "fakturera", "regning" of "regningen"): they share a stem of five letters or
 * more, each at most three letters longer, the question's word by an inflecting ending ("terminal"
 * is no form of "Termin").
 */
export function inVocabulary(stems: ReadonlySet<string>, t: string): boolean {
  if (stems.has(t)) return true;
  for (let cut = 1; cut <= 3 && t.length - cut >= 5; cut++)
    if (stems.has(t.slice(0, -cut)) && inflected(t, t.slice(0, -cut))) return true;
  return false;
}
