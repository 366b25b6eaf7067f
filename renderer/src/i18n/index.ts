/**
 * The interface's words and formats. Views call `t('key', {params})` for text and `fmt.amount(...)`,
 * `fmt.date(...)` for numbers and dates in the open company's locale. Messages live in
 * ./messages/<language>.ts (English first: add a key there, then in da, sv and nb).
 */
export { t, fmt, i18n } from './i18n.svelte';
export { LANGUAGES, LANGUAGE_NAMES, type Language } from './languages';
export { COMPANY_LOCALES, defaultCompanyLocale, type CompanyLocale } from './company-locale';
export { createFormatters, type Formatters } from './formatters';
export { errorText } from './errors';
export type { MessageKey } from './messages/en';
