/**
 * A compound label printed in two parts: "Leistungs-Datum", "Liefer Datum", "Rechnungs-Nummer" for
 * the packs' "Leistungsdatum", "Lieferdatum", "Rechnungsnummer". Page tokens split at the hyphen,
 * so a label of one word would never match them. Each label word that ends in another label word
 * of the packs (the head: "datum", "nummer", "betrag") also matches as its two parts.
 */

/** A head shorter than this ("nr", "no") would split words at random places. */
const MIN_HEAD = 4;
/** Nor can the part before the head be a stray letter or two. */
const MIN_STEM = 3;

/** The labels (as token lists) and, after them, each one with one compound word split at its head. */
export function withSplitCompounds(labels: string[][], heads: ReadonlySet<string>): string[][] {
  const out = [...labels];
  const seen = new Set(labels.map((l) => l.join(' ')));
  for (const label of labels)
    label.forEach((word, i) => {
      for (let cut = MIN_STEM; cut <= word.length - MIN_HEAD; cut++) {
        const head = word.slice(cut);
        if (!heads.has(head)) continue;
        const split = [...label.slice(0, i), word.slice(0, cut), head, ...label.slice(i + 1)];
        const key = split.join(' ');
        if (!seen.has(key)) {
          seen.add(key);
          out.push(split);
        }
      }
    });
  return out;
}

/** The words that stand alone in some label (single tokens of MIN_HEAD letters or more). */
export function labelHeads(labels: string[][]): Set<string> {
  return new Set(labels.flat().filter((w) => w.length >= MIN_HEAD && /^\p{L}+$/u.test(w)));
}
