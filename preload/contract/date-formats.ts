// Kept apart from the call schemas (no zod here), so the window can import the list without them.
/** Date formats a CSV column can be read in, for history and bank statements ('auto' tries them in turn). */
export const DATE_FORMATS = [
  'auto',
  'YYYY-MM-DD',
  'DD.MM.YYYY',
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'DD-MM-YYYY',
  'YYYYMMDD',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
