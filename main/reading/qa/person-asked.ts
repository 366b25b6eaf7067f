import { STOP_WORDS } from '../lang';
import { fold } from './normalize';
import type { Located } from './locate';
import type { ParsedQuestion } from './question';

/**
 * Whether a value can be a person's name: no figures, and every word of its own capitalised ("adv.
 * Ingrid Solvang", "Ekholm", "Frau Dr. Hofer"), a particle aside ("van", "de"). "Catalogue
 * printemps" is what a "Votre réf." names, a project, not who.
 */
function personLike(text: string): boolean {
  if (/\d/.test(text)) return false;
  return text
    .trim()
    .split(/\s+/)
    .every((w) => w.length < 3 || w.endsWith('.') || !/^\p{Ll}/u.test(w) || STOP_WORDS.has(fold(w)));
}

/**
 * A reference asked as a person ("Who is the contact person at the printing company?", "Vem är vår
 * kontaktperson hos Tidvis?"): the page's reference line answers only where it names someone. A
 * project's or an order's reference there was read for a person the page does not print.
 */
export function personAsked(q: ParsedQuestion, found: Located[]): Located[] {
  if (q.concept?.id !== 'reference' || q.expected !== 'name') return found;
  return found.filter((f) => personLike(f.text));
}
