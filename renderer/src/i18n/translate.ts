/**
 * ICU messages (plurals, selects, numbers, dates) compiled once per language and key with
 * intl-messageformat, which interprets its parsed messages: no eval, so it runs under the window's
 * strict CSP. A key missing in a language falls back to English (and the messages test fails).
 *
 * Writing messages: plain apostrophes are fine ("company's"); quote names with “ ” rather than ' ',
 * because in ICU a ' before { or } starts an escape.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from './languages';
import { en, type MessageKey } from './messages/en';
import { da } from './messages/da';
import { sv } from './messages/sv';
import { nb } from './messages/nb';

export type Params = Record<string, string | number | Date | null | undefined>;
export type Catalog = Partial<Record<MessageKey, string>>;

export const catalogs: Record<Language, Catalog> = { en, da, sv, nb };

const compiled = new Map<string, IntlMessageFormat>();

export function hasMessage(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

export function translate(language: Language, key: MessageKey, params?: Params): string {
  const own = catalogs[language][key];
  const lang = own ? language : 'en';
  const source = own ?? en[key];
  if (source === undefined) return key;
  const cacheKey = `${lang}\u0000${key}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(source, lang === 'nb' ? 'nb-NO' : lang);
    compiled.set(cacheKey, format);
  }
  // Plain messages need no formatting pass (and tolerate missing params).
  const out = format.format(params);
  return typeof out === 'string' ? out : Array.isArray(out) ? out.join('') : String(out);
}
