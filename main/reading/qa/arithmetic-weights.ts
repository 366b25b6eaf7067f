// What agreeing arithmetic is worth to a total found on the page, one scale for every check that
// adds totals up (net + VAT = gross in totals.ts, a VAT total that sums its lines in vat-parts.ts).

/** How much agreeing arithmetic adds to a total's score. */
export const AGREEMENT = 0.12;
/** What a total is worth at least when the arithmetic shows it. */
export const SHOWN_BY_SUM = 0.75;
/** What another candidate is worth beside the one the arithmetic shows. */
export const DISAGREEING = 0.85;
