/** Rounds to 2 decimals: money for display and checks, confidences where the interface says so. */
export const round2 = (n: number): number => Math.round(n * 100) / 100;
