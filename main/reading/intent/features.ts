import { tokens } from '../fold';
import { asksFor, STOP_WORDS, type AskedType } from '../lang';

/**
 * Where the question proper opens: after a polite lead-in of stop words ("Kunt u mij zeggen wie
 * ...", "Could you tell me when ...", "Pourriez-vous me dire qui ...", "Können Sie mir sagen, wer
 * ..."), at the first word that asks for a kind of value; at the first word when none does.
 */
function opening(words: string[]): { at: number; type: AskedType | null } {
  const asks = asksFor(words);
  for (let i = 0; i < words.length; i++) {
    const rest = words.slice(i).join(' ');
    const asked = asks.find(({ re }) => rest.search(re) === 0);
    if (asked) return { at: i, type: asked.type };
    if (!STOP_WORDS.has(words[i]!)) break;
  }
  return { at: 0, type: null };
}

/** The kind of value the question's opening asks for ("when", "hvor meget", "kunt u zeggen wie"). */
export const askedAtOpening = (words: string[]): AskedType | null => opening(words).type;

/** Where the words asking the question's kind open, when its opening asks one. */
export const askingAt = (words: string[]): number | null => {
  const { at, type } = opening(words);
  return type ? at : null;
};

/**
 * The kind of value a question's words ask for, from the packs' question words. The opening word
 * decides when it asks ("Who do we pay?" asks a name, "Whom do we owe?" too, though "pay" and
 * "owe" ask amounts further in); otherwise the first kind any wording asks, counts before amounts.
 */
export function askedType(words: string[]): AskedType | null {
  const joined = words.join(' ');
  return (
    askedAtClose(words) ??
    askedAtOpening(words) ??
    asksFor(words).find(({ re }) => re.test(joined))?.type ??
    null
  );
}

/** A question word closing the question asks as one opening it would ("Pay by when?", "On a commandé chez qui ?"). */
export const askedAtClose = (words: string[]): AskedType | null => {
  const joined = words.join(' ');
  return asksFor(words).find(({ closes }) => closes?.test(joined))?.type ?? null;
};

/**
 * Whether the question opens with words asking for that kind of value ("how much", "hvor meget"),
 * a polite lead-in aside ("Kunt u mij zeggen hoeveel ..."), or closes with them ("Pay by when?").
 */
export const askedFirst = (all: string[], type: string | null): boolean =>
  !!type && (askedAtOpening(all) === type || askedAtClose(all) === type);

/**
 * What the question classifier sees of a question: its folded words, word pairs, the opening word
 * (question words decide much: "when" asks a date, "who" a name) and the character 3- to 5-grams of
 * every word. Character n-grams carry what a question shares with its re-wordings in any of the
 * seven languages: inflections ("fakturanummeret", "Rechnungsnummer"), compounds and slips.
 */
export function questionFeatureNames(text: string): string[] {
  const words = tokens(text).filter((t) => !/^\d+$/.test(t));
  const out = ['bias'];
  // The opening question word, after any polite lead-in ("Could you tell me who ...").
  const at = opening(words).at;
  const first = words[at];
  if (first) out.push(`f:${first}`);
  // The kind of value the packs' question words ask for ("when", "hvor meget", "combien de").
  const asked = askedType(words);
  if (asked) out.push(`t:${asked}`);
  words.forEach((w, i) => {
    out.push(`w:${w}`);
    // What the opening word asks of each word: "when ... issued" is a date, "who ... issued" a name.
    if (i > at) out.push(`fw:${first}_${w}`);
    if (i > 0 && asked) out.push(`tw:${asked}_${w}`);
    if (i > 0) out.push(`b:${words[i - 1]}_${w}`);
    const padded = `<${w}>`;
    for (let n = 3; n <= 5; n++)
      for (let j = 0; j + n <= padded.length; j++) out.push(`g:${padded.slice(j, j + n)}`);
  });
  return out;
}

/**
 * 32-bit FNV-1a, the hash the engine's features use (main/engine/models/features.ts): reading sits
 * below the engine and may not import it, and the model trained there must hash alike here.
 */
export function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The question's feature hashes, de-duplicated (the training script and the classifier share them). */
export function questionHashes(text: string): Uint32Array {
  return Uint32Array.from(new Set(questionFeatureNames(text).map(hash32)));
}
