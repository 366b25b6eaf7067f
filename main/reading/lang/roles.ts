import { tokens } from '../fold';
import { inflected, PACKS } from './index';
import { words } from './pack';

/**
 * A customer's roles (the guest of a hotel bill, the patient of a practice's, the tenant of a
 * landlord's): which a question's word names, and every pack's words for one.
 */

/** Each pack's words for each customer's role (LanguagePack.roles), folded: [pack][role][form]. */
const ROLES = new Map(
  PACKS.map((p) => [p.code, (p.roles ?? []).map((r) => words(r).flatMap((w) => tokens(w)))]),
);

/**
 * The customer's role a question's word names (its index in LanguagePack.roles), in the question's
 * language: the role's word, a form of it ("Klienten"), or a compound of it and the word for a
 * name ("Gästnamn", `named`). The longest word: "hyresgäst" is no "gäst".
 */
export function roleOf(t: string, lang: string | null, named: readonly string[]): number | undefined {
  let best: { role: number; length: number } | undefined;
  for (const [code, roles] of ROLES) {
    if (lang && code !== lang) continue;
    roles.forEach((forms, role) => {
      for (const w of forms)
        if (
          (t === w || (w.length >= 4 && inflected(t, w)) || named.some((n) => t === w + n)) &&
          w.length > (best?.length ?? 0)
        )
          best = { role, length: w.length };
    });
  }
  return best?.role;
}

/**
 * Every pack's words for one customer's role (a role asked in English may be printed in Swedish),
 * or for every role.
 */
export const roleForms = (role?: number): string[] =>
  [...ROLES.values()].flatMap((roles) => (role === undefined ? roles.flat() : (roles[role] ?? [])));
