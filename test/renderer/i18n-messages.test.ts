import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { en } from '../../renderer/src/i18n/messages/en';
import { catalogs, translate } from '../../renderer/src/i18n/translate';
import { LANGUAGES, detectLanguage } from '../../renderer/src/i18n/languages';

const keys = Object.keys(en) as (keyof typeof en)[];

/** The argument names an ICU message uses ({name}, {count, plural, …}). */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown[]): void => {
    for (const n of nodes as {
      type: number;
      value?: string;
      options?: Record<string, { value: unknown[] }>;
    }[]) {
      if (n.type !== 0 && typeof n.value === 'string') names.add(n.value);
      for (const o of Object.values(n.options ?? {})) walk(o.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

describe('interface messages', () => {
  for (const language of LANGUAGES) {
    it(`${language} has every key, none empty, none extra, each valid ICU with the same parameters`, () => {
      const catalog = catalogs[language] as Record<string, string | undefined>;
      const missing = keys.filter((k) => !catalog[k]?.trim());
      expect(missing, `missing or empty in ${language}`).toEqual([]);
      expect(Object.keys(catalog).filter((k) => !(k in en))).toEqual([]);
      for (const k of keys) {
        expect(argumentsOf(catalog[k] ?? '', language), `${language} ${k}`).toEqual(argumentsOf(en[k], 'en'));
      }
    });
  }

  it('Danish, Swedish and Norwegian are translations, not English copies', () => {
    for (const language of ['da', 'sv', 'nb'] as const) {
      const catalog = catalogs[language] as Record<string, string>;
      // Words that read the same in both languages (Bank, Kontera, a code) may be equal; most are not.
      const same = keys.filter((k) => catalog[k] === en[k]);
      expect(same.length, `${language}: ${same.join(', ')}`).toBeLessThan(keys.length * 0.05);
    }
  });

  it('plurals and parameters come out in the language asked for', () => {
    expect(translate('da', 'nav.settings')).toBe('Indstillinger');
    expect(translate('sv', 'nav.settings')).toBe('Inställningar');
    expect(translate('nb', 'nav.settings')).toBe('Innstillinger');
    expect(translate('en', 'language.system', { name: 'Dansk' })).toBe('Follow the computer (Dansk)');
  });

  it('the language follows the operating system, Norwegian in any form is Bokmål, else English', () => {
    expect(detectLanguage(['da-DK'])).toBe('da');
    expect(detectLanguage(['sv'])).toBe('sv');
    expect(detectLanguage(['nn-NO'])).toBe('nb');
    expect(detectLanguage(['no'])).toBe('nb');
    expect(detectLanguage(['fr-FR', 'nb-NO'])).toBe('nb');
    expect(detectLanguage(['en-US'])).toBe('en');
    expect(detectLanguage(['de-DE'])).toBe('en');
  });
});
