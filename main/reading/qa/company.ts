import { LEGAL_FORMS } from '../lang';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/**
 * Legal forms as printed, and in capitals as receipts and letterheads print them ("SDN BHD",
 * "GMBH"); two-letter forms only as written, since "AS" in capitals is also a word.
 */
const FORMS = [
  ...new Set([...LEGAL_FORMS, ...LEGAL_FORMS.filter((f) => f.length > 2).map((f) => f.toUpperCase())]),
].map(escape);
/** A company name ends with its legal form ("Nordlys ApS", "Lieferant GmbH", "Kunden AG Mitte"). */
const COMPANY_FORM = new RegExp(`(?:^|\\s)(?:${FORMS.join('|')})(?:$|\\s)`);
const ENDS_WITH_FORM = new RegExp(`(?:^|\\s)(?:${FORMS.join('|')})$`);

/** Whether a text reads as a company's name: it carries a legal form. */
export function looksLikeCompany(text: string): boolean {
  return COMPANY_FORM.test(text.trim());
}

/** Whether a name ends with its legal form: the strongest sign of a company name. */
export function endsWithLegalForm(text: string): boolean {
  return ENDS_WITH_FORM.test(text.trim());
}
