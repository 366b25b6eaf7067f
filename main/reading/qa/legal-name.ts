import { FORM_WORDS, namedWithLegalForm } from './company';
import type { Located } from './locate';
import { tokens } from './normalize';

/**
 * A trading name and the legal name it stands for: "Haustechnik Leitner" on the logo and the sender
 * line, "Florian Leitner e.U." beside the address; "VAN DIJK & DE BOER" over "Van Dijk & De Boer
 * Accountants B.V.". Both name the issuer, and the books want the legal one: a found name without
 * a legal form yields to one with its legal form that shares a word of its own (not a legal form's,
 * four letters or more).
 */
export function preferLegalName(ranked: Located[]): Located[] {
  const [top, ...rest] = ranked;
  if (!top || namedWithLegalForm(top.text)) return ranked;
  const own = ownWords(top.text);
  const legal = rest.find((l) => namedWithLegalForm(l.text) && ownWords(l.text).some((w) => own.includes(w)));
  if (!legal) return ranked;
  // The trading name is the same party, no rival reading: left beside it at the same score, it
  // would make the page look ambiguous (answer.ts calibrate).
  return [{ ...legal, score: Math.max(legal.score, top.score) }, ...rest.filter((l) => l !== legal)];
}

const ownWords = (text: string): string[] => tokens(text).filter((w) => w.length >= 4 && !FORM_WORDS.has(w));
