/**
 * Text folding shared by every matcher: case and accents folded (æ->ae, ø->o, å->a as Danish and
 * Norwegian keyboards without them write), punctuation loosened. Language packs are written with
 * their real letters and folded with this, so packs and pages meet in one alphabet.
 */
export function fold(s: string): string {
  return s
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}
