import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { launchKontera, type Kontera } from './harness';

// Issue 2's end-to-end check: set a staging token in Settings, reload, it shows as set, and the
// token text is nowhere in the page, its storage, or what the host sent.
describe('settings in Chromium', () => {
  let k: Kontera;
  const token = `stg-${randomUUID()}`;

  beforeAll(async () => {
    k = await launchKontera({ startEngine: false });
  });
  afterAll(async () => {
    await k.app.keychain.delete('staging').catch(() => false);
    await k.close();
  });

  it('stores a staging token write-only and never shows it again', async () => {
    const { page } = k;
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Settings/ })
      .click();
    // Service addresses and tokens are technical: they sit under Advanced.
    await page.getByTestId('settings-advanced').locator('summary').click();
    const staging = page.getByTestId('env-panel-staging');
    await expect(staging.getByTestId('token-state-staging').textContent()).resolves.toContain('No token set');

    await staging.getByLabel('Access token').fill(token);
    await staging.getByRole('button', { name: 'Save token' }).click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="token-state-staging"]')?.textContent?.includes('A token is set'),
    );
    expect(await staging.getByLabel('Access token').inputValue()).toBe('');

    await page.reload();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Settings/ })
      .click();
    await page.getByTestId('settings-advanced').locator('summary').click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="token-state-staging"]')?.textContent?.includes('A token is set'),
    );

    // Really stored, in the keychain of this launch.
    expect(await k.app.keychain.get('staging')).toBe(token);

    // Nowhere in the page, its storage, or anything the host answered.
    const html = await page.content();
    expect(html).not.toContain(token);
    const storage = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie,
    );
    expect(storage).not.toContain(token);
    const inputs = await page.$$eval('input', (els) => els.map((e) => e.value).join('\n'));
    expect(inputs).not.toContain(token);
    expect(k.responses.length).toBeGreaterThan(3);
    for (const body of k.responses) expect(body).not.toContain(token);
  });

  it('switches the environment and the status bar follows', async () => {
    const { page } = k;
    await page.getByRole('radio', { name: /Staging/ }).check();
    // The status bar says it in a bookkeeper's words: the test service, or this computer.
    await page.waitForFunction(() =>
      /Test service/.test(document.querySelector('[data-testid="status-environment"]')?.textContent ?? ''),
    );
    expect(k.app.currentEnvironment()).toBe('staging');
    await page.getByRole('radio', { name: /Local/ }).check();
    await page.waitForFunction(() =>
      /This computer/.test(document.querySelector('[data-testid="status-environment"]')?.textContent ?? ''),
    );
  });
});
