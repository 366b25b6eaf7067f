/**
 * A chain's branch number closing a shop's name on a till receipt's first line ("MAPLE STREET
 * PHARMACY #118", "WALGREENS #04512"): the shop's own, no street's figures. Only after "#": a
 * number printed bare after words ("Noorderhaven 33") is a street's.
 */
const BRANCH = /\s+#\s?\d{1,6}\s*$/;

/** The text without a branch number closing it. */
export const withoutBranchNumber = (text: string): string => text.replace(BRANCH, '');
