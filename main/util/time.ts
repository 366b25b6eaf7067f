/** The interface's time format: UTC `YYYY-MM-DDThh:mm:ssZ`, whole seconds. */
export function utcStamp(date: Date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The same format as a pattern, for checking a timestamp that arrives as text (literal T and Z, no fractions). */
export const UTC_STAMP = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\dZ$/;
