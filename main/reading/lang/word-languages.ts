import { words } from './pack';
import { PACKS } from './packs';
import { foldedSet, union } from './gather';

/**
 * Which languages the packs' words belong to, so a question's word is matched only as a form of a
 * word of its own language family: the question's language is often unclear, the word's is not.
 */

/** Each pack's words that name things: its concepts' labels and cues, its party words (folded). */
export const THING_WORDS = new Map(
  PACKS.map((p) => [
    p.code,
    foldedSet([
      ...Object.values(p.concepts).flatMap((c) => [...words(c.labels), ...words(c.cues)]),
      ...words(p.parties),
    ]),
  ]),
);

/** Inflectional endings of every language (folded): a question's language is often unclear. */
const ENDINGS = foldedSet(union((p) => p.endings));

/** The languages each word of the packs' concepts and generic nouns is a word of. */
const WORD_LANGS = (() => {
  const byWord = new Map<string, Set<string>>();
  for (const p of PACKS)
    for (const w of [...THING_WORDS.get(p.code)!, ...foldedSet(words(p.genericNouns))])
      byWord.set(w, (byWord.get(w) ?? new Set<string>()).add(p.code));
  return byWord;
})();

/**
 * The endings a word of the packs takes: its own languages' ones. The question's language is often
 * unclear, the word's is not: Danish "mødet" (the meeting) is no form of the French "mode" (de
 * règlement), which takes no Danish "-t".
 */
const STEM_ENDINGS = (() => {
  const own = new Map(PACKS.map((p) => [p.code, foldedSet(words(p.endings))]));
  // Words of the same languages share one set: most words are of one pack.
  const byLangs = new Map<string, Set<string>>();
  const endingsOf = (langs: Set<string>) => {
    const key = [...langs].join(' ');
    let set = byLangs.get(key);
    if (!set) byLangs.set(key, (set = new Set([...langs].flatMap((l) => [...own.get(l)!]))));
    return set;
  };
  return new Map([...WORD_LANGS].map(([w, langs]) => [w, endingsOf(langs)]));
})();

/** Languages close enough that one's word may be a form or a slip of another's ("faktura"). */
const FAMILY: Record<string, string> = { da: 'nordic', sv: 'nordic', no: 'nordic', nl: 'low', de: 'low' };
export const familyOf = (code: string): string => FAMILY[code] ?? code;
/** The language families each word of the packs is a word of (foreignWord asks it per phrase word). */
const WORD_FAMILIES = new Map([...WORD_LANGS].map(([w, langs]) => [w, new Set([...langs].map(familyOf))]));

/**
 * Whether a word of the packs belongs to no language of the question's family: a question word
 * that only resembles it (a form, a slip) is another word. "What is the absence?" asks nothing of
 * the German "Absender", "Wie is de ober?" nothing of the Danish "køber"; the word itself, written
 * as the pack has it ("IBAN", "total"), is the same in any language. A question of no clear
 * language (`lang` null) may resemble any.
 */
export function foreignWord(word: string, lang: string | null): boolean {
  if (!lang) return false;
  const families = WORD_FAMILIES.get(word);
  return !!families && !families.has(familyOf(lang));
}

/**
 * Whether a word of the packs is a word of the question's own language (or of no pack, or the
 * question's language is not clear). A slip of a letter is a typing slip within one language; a
 * word a letter away in a sister language is another word: German "Termin" (an appointment) is
 * not Dutch "termijn" (a payment's term).
 */
export function ownLanguageWord(word: string, lang: string | null): boolean {
  const langs = WORD_LANGS.get(word);
  return !lang || !langs || langs.has(lang);
}

/**
 * A word that is another one with an inflecting ending of some pack ("beløbet", "Kunden",
 * "totals"); a derived word names another thing ("compteur" is no "compte", "Terminal" no "Termin").
 * A word of the packs takes only its own languages' endings; any other word (the page's, the
 * training questions') any language's.
 */
export const inflected = (t: string, p: string): boolean => {
  if (t.length <= p.length || !t.startsWith(p)) return false;
  const endings = STEM_ENDINGS.get(p) ?? ENDINGS;
  // A stem's final e carries an ending's own e: "vare" -> "varerne", "penge" -> "penger".
  return endings.has(t.slice(p.length)) || (p.endsWith('e') && endings.has(`e${t.slice(p.length)}`));
};
