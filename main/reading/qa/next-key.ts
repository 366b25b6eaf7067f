/**
 * A scan's reader runs the fields of a line together that a text layer prints apart ("Account name:
 * Voltcheck Testing Ltd   Sort code: 40-12-77" read as one segment): what follows a key in its
 * segment is its value up to the next key, a capitalised word and up to two more closed by a colon
 * ("Sort code:", "Account:"). A key opening the rest is the value's own ("Att: …") and stays.
 */
export function beforeNextKey(text: string): string {
  const m = NEXT_KEY.exec(text);
  return m ? text.slice(0, m.index).trim() : text;
}

/** A later key: a capitalised word, up to two lower-case words after it, then a colon. */
const NEXT_KEY = /\s\p{Lu}[\p{Ll}.]*(?:\s\p{Ll}[\p{Ll}.]*){0,2}:(?=\s|$)/u;
