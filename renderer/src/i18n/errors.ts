/**
 * Errors from main in the window's language. Main sends `{code, message, params}`: the English
 * message is its own words, the code (with params) is what we translate. A code we have no words for
 * gets a general message in the user's language rather than English in a Danish window.
 */
import { i18n, t } from './i18n.svelte';
import { hasMessage } from './translate';

type Coded = { code: string; message: string; params?: Record<string, string | number> };

function isCoded(err: unknown): err is Coded {
  return (
    err instanceof Error &&
    typeof (err as Partial<Coded>).code === 'string' &&
    typeof err.message === 'string'
  );
}

export function errorText(err: unknown): string {
  if (!isCoded(err)) return t('error.window');
  // English windows show main's own message: it names the exact file, field or limit.
  if (i18n.language === 'en' && err.message) return err.message;
  const key = `error.${err.code}`;
  return hasMessage(key) ? t(key, err.params) : t('error.unknown');
}
