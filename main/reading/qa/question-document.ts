import { packByCode, STOP_WORDS, words } from '../lang';
import { tokens } from './normalize';
import { isDocumentWord, isTitle, NUMBERED_PHRASES } from './titles';

/**
 * The question's words that name the document by a title of several words: "the number on this
 * tax invoice" asks its number; "tax" there is no tax asked for.
 */
export function documentPhrase(all: string[]): Set<number> {
  const out = new Set<number>();
  for (const phrase of NUMBERED_PHRASES)
    for (let i = 0; i + phrase.length <= all.length; i++)
      if (phrase.every((w, k) => all[i + k] === w)) phrase.forEach((_, k) => out.add(i + k));
  return out;
}

/**
 * Whether a question's word names the document asked about, by a title of its kind: "die
 * Schlussrechnung", "der Honorarnote", "kassabonnen". It says which document, not what is asked.
 */
export function namesTheDocument(token: string): boolean {
  return !STOP_WORDS.has(token) && isDocumentWord(token);
}

/**
 * The question as the question classifier reads it: a document named by a title of its own kind
 * is the language's plain invoice, which its training questions ask about. "An wen geht die
 * Schlussrechnung?" read as it stood was the issuer's (the classifier had never met the word);
 * "An wen geht die Rechnung?" is the customer's.
 */
export function withPlainDocument(text: string, lang: string | null): string {
  const plain = lang ? words(packByCode(lang)?.titles)[0] : undefined;
  if (!plain) return text;
  return text.replace(/\p{L}+/gu, (w) => {
    const t = tokens(w);
    return t.length === 1 && namesTheDocument(t[0]!) && isTitle(t[0]!) ? plain : w;
  });
}
