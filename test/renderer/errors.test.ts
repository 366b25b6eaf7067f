/// <reference types="svelte" />
// Rune globals ($state) for the window modules this test imports, as svelte-check has them.
import { afterEach, describe, expect, it } from 'vitest';
import { errorText } from '../../renderer/src/i18n/errors';
import { i18n } from '../../renderer/src/i18n/i18n.svelte';

/** What main sends: a code, its English message, sometimes params. */
function fromMain(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('errors from main in the window language', () => {
  afterEach(() => i18n.choose(null));

  it('an English window shows main’s own message, naming the exact thing', () => {
    i18n.choose('en');
    expect(errorText(fromMain('folder_missing', 'The folder /tmp/x is not there.'))).toBe(
      'The folder /tmp/x is not there.',
    );
  });

  it('a Danish, Swedish or Norwegian window says it from the code', () => {
    const err = fromMain('folder_missing', 'The folder /tmp/x is not there.');
    i18n.choose('da');
    expect(errorText(err)).toBe('Den mappe findes ikke.');
    i18n.choose('sv');
    expect(errorText(err)).toBe('Mappen finns inte.');
    i18n.choose('nb');
    expect(errorText(err)).toBe('Den mappen finnes ikke.');
  });

  it('an unknown code still gets words in the window language, and a crash in the window too', () => {
    i18n.choose('da');
    expect(errorText(fromMain('brand_new_code', 'Something new.'))).toMatch(/^Kontera kunne ikke gøre det/);
    expect(errorText(new TypeError('x is undefined'))).toMatch(/^Noget gik galt i dette vindue/);
  });
});
