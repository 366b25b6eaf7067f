/**
 * The interface languages and how the operating system's locale picks one. Norwegian in any form
 * (no, nb, nn) gets Bokmål; anything else we do not speak gets English.
 */
export const LANGUAGES = ['en', 'da', 'sv', 'nb'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's own name, so a user who cannot read the current language still finds theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  da: 'Dansk',
  sv: 'Svenska',
  nb: 'Norsk bokmål',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the user's preferred locales (navigator.languages) that we speak, else English. */
export function detectLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0] ?? '';
    if (base === 'no' || base === 'nn' || base === 'nb') return 'nb';
    if (isLanguage(base)) return base;
  }
  return 'en';
}
