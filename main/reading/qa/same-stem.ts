/**
 * Whether a word asked and a word printed are one word: the same, a compound of it, or a stem they
 * share. Read by party names, the page's subject lines and what was bought alike.
 */

/**
 * How long a stem two words share must be to be one word: "plombier" and "PLOMBERIE", "restaurant"
 * and "Restaurang", "tømrerens" and "Tømrer" share five letters or more; "Digitalbyrå" ends with
 * the "byrå" asked for.
 */
export const STEM = 5;
export const HEAD = 4;

export function sameStem(asked: string, printed: string): boolean {
  return sameCompound(asked, printed) || commonStart(asked, printed) >= STEM;
}

/**
 * The word itself, or a compound closing with the word asked ("Digitalbyrå" of "byrå") or opening
 * with the word printed ("Gartenbaubetrieb" of "Gartenbau"): no stem shared only.
 */
export const sameCompound = (asked: string, printed: string): boolean =>
  asked === printed ||
  (Math.min(asked.length, printed.length) >= HEAD && (printed.endsWith(asked) || asked.startsWith(printed)));

/** A word of a name as printed, or the end of a compound ("Digitalbyrå" of "byrå"): no stem. */
export const sameWord = (asked: string, printed: string): boolean =>
  asked === printed || (asked.length >= HEAD && printed.endsWith(asked));

/** How many letters two words share at their start. */
export function commonStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
}
