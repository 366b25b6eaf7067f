/**
 * A company's locale decides how its numbers, amounts and dates are written, whatever language the
 * interface speaks: a Danish company's invoices read 1.992,50 kr. and 01-11-2026 even for a user with
 * an English window. Stored with the company (companies.locale).
 */
export const COMPANY_LOCALES = ['da-DK', 'sv-SE', 'nb-NO', 'en-GB', 'en-US'] as const;
export type CompanyLocale = (typeof COMPANY_LOCALES)[number];

/** Numeric date order and separator per locale, as bookkeepers there write dates on paper. */
const DATE_PATTERNS: Record<CompanyLocale, { order: 'dmy' | 'ymd' | 'mdy'; sep: string }> = {
  'da-DK': { order: 'dmy', sep: '-' },
  'sv-SE': { order: 'ymd', sep: '-' },
  'nb-NO': { order: 'dmy', sep: '.' },
  'en-GB': { order: 'dmy', sep: '/' },
  'en-US': { order: 'mdy', sep: '/' },
};

export function isCompanyLocale(value: unknown): value is CompanyLocale {
  return typeof value === 'string' && (COMPANY_LOCALES as readonly string[]).includes(value);
}

/** The locale a new company gets from the interface language (the user can change it). */
export function defaultCompanyLocale(language: string): CompanyLocale {
  if (language === 'da') return 'da-DK';
  if (language === 'sv') return 'sv-SE';
  if (language === 'nb') return 'nb-NO';
  return 'en-US';
}

export function datePattern(locale: string): { order: 'dmy' | 'ymd' | 'mdy'; sep: string } {
  return isCompanyLocale(locale) ? DATE_PATTERNS[locale] : DATE_PATTERNS['en-US'];
}
