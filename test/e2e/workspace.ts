import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { resourcesDir } from '../../main/util/paths';

/** Shared steps of the workspace flows (issue 8), on top of the lead's harness. */

export const demoFile = (name: string): string => resourcesDir('demo', name);

/** The first-start offer: load the demo company and wait until it is the open company. */
export async function openDemo(page: Page): Promise<void> {
  await page.getByTestId('load-demo').click();
  await page.getByLabel('Company', { exact: true }).waitFor();
  await page.waitForFunction(() =>
    document
      .querySelector<HTMLSelectElement>('#company-switch')
      ?.selectedOptions[0]?.textContent?.includes('demo'),
  );
}

/**
 * Loads the demo and waits until it is done: its files are in the inbox and the invoices are open.
 * The company opens before that, so a step taken on the company alone would race the load's end.
 */
export async function loadDemo(page: Page): Promise<void> {
  await openDemo(page);
  await page.locator('nav a[href="#invoices"][aria-current="page"]').waitFor({ timeout: 60_000 });
}

export async function goTo(
  page: Page,
  view: 'Inbox' | 'Invoices' | 'Bank' | 'Outbox' | 'Datasets' | 'Settings',
): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: new RegExp(view) })
    .click();
}

/** Waits until the line list has asked for suggestions and every row shows a value for `target`. */
export async function waitForSuggestions(page: Page, target: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await page.getByTestId('suggest-state').textContent();
    const values = await page.getByTestId(`value-${target}`).allTextContents();
    if (values.length > 0 && values.every((v) => !/pick|training|learning/.test(v))) return;
    if (Date.now() > deadline)
      throw new Error(`no suggestions for ${target}: ${state ?? ''} ${values.join(',')}`);
    // Not trained yet: the view asks again by itself, with backoff.
    await page.waitForTimeout(500);
  }
}

/**
 * A screenshot of the whole window for the README, in resources/screenshots/. Only when asked for
 * (`KONTERA_SCREENSHOTS=1 npm run test:e2e`): the pictures carry today's date, and a plain test run
 * must not change committed files.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.KONTERA_SCREENSHOTS) return;
  mkdirSync(resourcesDir('screenshots'), { recursive: true });
  await page.screenshot({ path: resourcesDir('screenshots', `${name}.png`) });
}
