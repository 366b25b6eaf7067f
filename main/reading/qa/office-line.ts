import { OFFICES, STOP_WORDS } from '../lang';
import { tokens } from '../fold';

/**
 * A line of a window naming an office of the organisation alone ("The Bursar", "Accounts Payable",
 * "Buchhaltung", "Økonomiafdelingen"), over or under the organisation's name: whom inside it the
 * bill goes to, as an attention line says with its word ("FAO Accounts Payable"). The customer is
 * the organisation. The whole line must be the office, an article before it at most, so a
 * company whose name holds such a word ("Finance Partners Ltd") is still a name.
 */
export function isOfficeLine(text: string): boolean {
  if (/\d/.test(text)) return false;
  const t = tokens(text);
  const from = t.findIndex((w) => !STOP_WORDS.has(w));
  if (from < 0 || from > 1) return false;
  const rest = t.slice(from);
  return OFFICES.some((o) => o.length === rest.length && o.every((w, k) => rest[k] === w));
}
