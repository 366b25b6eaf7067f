/**
 * Postal codes as the languages of the packs print them: "53229" (de), "1012 AB" (nl), "114 55"
 * (sv), "2100" (da, no), "SW1A 1AA" (uk). One pattern of codes, read two ways.
 */
const CODE = String.raw`\d{4,5}|\d{3} \d{2}|\d{4} ?[A-Z]{2}`;
// Britain's, and its neighbours' of the same shape: Ireland's Eircode ("H91 X2T4"), Canada's ("K1A 0B1").
const UK_CODE = String.raw`[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z]\d{2} ?[A-Z\d]{4}|[A-Z]\d[A-Z] ?\d[A-Z]\d`;

// The United States' state and ZIP code after the town ("Austin, TX 78701"); Canada's province and
// Australia's state before their codes ("Calgary, AB  T1Y 6J2", "Caloundra QLD 4551").
const US_CODE = String.raw`[A-Z]{2} \d{5}(?:-\d{4})?|[A-Z]{2}\s+[A-Z]\d[A-Z] ?\d[A-Z]\d|(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\s+\d{4}`;

/** A country's letters before a code, as letters abroad print it ("DK-8000", "D-53229", "CH-8001"). */
const COUNTRY = String.raw`[A-Z]{1,2}-`;

/**
 * A code with its town ("53229 Bonn", "1012 AB Amsterdam", "London SW1A 1AA"): sure of an address,
 * where a code alone may be a year or a phone number.
 */
export const POSTAL_WITH_TOWN = new RegExp(
  String.raw`(?:^|[\s,])(?:${COUNTRY})?(?:${CODE})\s+\p{Lu}\p{L}|\p{L}{3},? (?:${UK_CODE}|${US_CODE})\b`,
  'u',
);

/**
 * A line holding nothing but a British-shaped code: Britain and Ireland print the town on one
 * line and the postcode alone under it ("Chesterfield" / "S40 3HF").
 */
const CODE_ALONE = new RegExp(String.raw`^\s*(?:${UK_CODE})\s*$`);

/** A block's line that closes an address: a code with its town, or a postcode on a line of its own. */
export const isPostalLine = (text: string): boolean => POSTAL_WITH_TOWN.test(text) || CODE_ALONE.test(text);

/** A code alone: enough in a block of lines already shaped like an address. */
export const POSTAL_CODE = new RegExp(String.raw`\b(?:${CODE}|${UK_CODE})\b`);

/** Whether text holds a word and a number, as a street or a postal line does. */
export const addressLike = (text: string): boolean => /\p{L}{2}/u.test(text) && /\d/.test(text);
