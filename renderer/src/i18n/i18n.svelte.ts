/**
 * The window's language and the open company's number/date formats, as reactive state: `t()` and
 * `fmt` read it, so every view re-renders when the user picks another language in Settings or opens
 * a company from another country.
 */
import { detectLanguage, isLanguage, type Language } from './languages';
import { translate, type Params } from './translate';
import type { MessageKey } from './messages/en';
import { createFormatters, type Formatters } from './formatters';

const STORAGE_KEY = 'kontera.language';

function storedLanguage(): Language | null {
  try {
    const v = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(v) ? v : null;
  } catch {
    return null;
  }
}

function systemLanguage(): Language {
  if (typeof navigator === 'undefined') return 'en';
  return detectLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

class I18n {
  /** The user's choice from Settings, or null to follow the operating system. */
  chosen = $state<Language | null>(storedLanguage());
  language = $derived<Language>(this.chosen ?? systemLanguage());
  /** The open company's locale (companies.locale); numbers and dates follow it. */
  companyLocale = $state('en-US');
  fmt = $derived<Formatters>(createFormatters(this.companyLocale));

  /** null follows the operating system again. */
  choose(language: Language | null): void {
    this.chosen = language;
    try {
      if (language) globalThis.localStorage?.setItem(STORAGE_KEY, language);
      else globalThis.localStorage?.removeItem(STORAGE_KEY);
    } catch {
      // storage refused (private mode): the choice lasts for this window
    }
  }
}

export const i18n = new I18n();

/** The message for `key` in the window's language, with ICU parameters. */
export function t(key: MessageKey, params?: Params): string {
  return translate(i18n.language, key, params);
}

/** The open company's formatters (amounts, numbers, dates). */
export const fmt: Formatters = {
  get locale() {
    return i18n.fmt.locale;
  },
  amount: (v, c) => i18n.fmt.amount(v, c),
  number: (v, d) => i18n.fmt.number(v, d),
  count: (v) => i18n.fmt.count(v),
  percent: (v) => i18n.fmt.percent(v),
  date: (v) => i18n.fmt.date(v),
  dateTime: (v) => i18n.fmt.dateTime(v),
  bytes: (v) => i18n.fmt.bytes(v),
};
