import { PACKS, words } from '../lang';
import { tokens } from './normalize';
import type { PageModel } from './page-types';

/** The words opening a subject line, in every pack (LanguagePack.subjects), folded. */
const SUBJECT_WORDS = new Set(PACKS.flatMap((p) => words(p.subjects).flatMap((w) => tokens(w))));

const linesOf = new WeakMap<PageModel, string[][]>();

/**
 * The words of the page's subject lines, after the word that opens them: "Betreff: Erneuerung
 * Elektroinstallation Backstube, Hauptplatz 5" gives "erneuerung", "elektroinstallation",
 * "backstube", … Only a line whose key is the subject word alone, closed by its colon ("Vedr.:",
 * "Objet :"): a sentence that merely opens with "re" or "concerning" says no subject.
 */
export function subjectLines(model: PageModel): string[][] {
  let lines = linesOf.get(model);
  if (!lines) {
    lines = model.segs
      .filter((s) => SUBJECT_WORDS.has(s.tokens[0] ?? '') && /^\s*[\p{L}.]+\s*:/u.test(s.seg.text))
      .map((s) => s.tokens.slice(1));
    linesOf.set(model, lines);
  }
  return lines;
}
