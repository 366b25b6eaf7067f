import { tokens } from '../fold';
import { inflected } from '../lang';

/**
 * The words bookkeepers ask with: every word of the classifier's training questions that is no
 * slip (it occurs in two questions or more, or in a hand-written one). Question understanding
 * accounts for such a word ("stammt" in "Von wem stammt die Rechnung?", "räkningen", "gilt"): it is
 * how a question about a known concept is put. A word outside it ("flight", "patient", "chauffør")
 * asks for something no concept names, and only the page can show it (qa/question.ts).
 */
export function questionVocabulary(rows: { text: string; written?: boolean }[]): string[] {
  const seen = new Map<string, number>();
  for (const r of rows)
    for (const t of new Set(tokens(r.text)))
      if (t.length > 1 && !/\d/.test(t)) seen.set(t, (seen.get(t) ?? 0) + (r.written ? 2 : 1));
  return [...seen]
    .filter(([, n]) => n >= 2)
    .map(([t]) => t)
    .sort();
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
