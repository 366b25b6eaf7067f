import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchKontera, type Kontera } from './harness';
import { demoFile, screenshot, waitForSuggestions } from './workspace';

/**
 * Issue 17: with the computer's locale Danish, no view shows an English word, and a Danish company's
 * invoice reads 2.142,50 kr. and 03-11-2026. The scan covers what a bookkeeper and a screen reader
 * meet: visible text, aria-labels, titles and placeholders, with the Advanced sections opened.
 */

// English words of the interface that are not also Danish words (whole words, case-sensitive):
// not 'for', 'to', 'Status' or 'Total', which Danish writes alike.
const ENGLISH = [
  'the',
  'and',
  'with',
  'from',
  'your',
  'this',
  'that',
  'not',
  'yet',
  'no',
  'of',
  'on',
  'Inbox',
  'Invoices',
  'Outbox',
  'Datasets',
  'Settings',
  'Welcome',
  'Company',
  'Companies',
  'Language',
  'Advanced',
  'Upload',
  'Import',
  'Export',
  'Choose',
  'Pick',
  'pick',
  'Accept',
  'Save',
  'Cancel',
  'Close',
  'Remove',
  'Rename',
  'Open',
  'Undo',
  'Why',
  'why',
  'Search',
  'Loading',
  'Reading',
  'Waiting',
  'Sent',
  'Failed',
  'Ready',
  'Booked',
  'booked',
  'Unbooked',
  'Training',
  'training',
  'learning',
  'Learning',
  'entries',
  'lines',
  'line',
  'Line',
  'examples',
  'Suggestions',
  'suggestions',
  'Supplier',
  'Due',
  'Issued',
  'Net',
  'Amount',
  'Date',
  'Text',
  'Account',
  'VAT',
  'Environment',
  'Staging',
  'Production',
  'Local',
  'engine',
  'token',
  'Token',
  'Check',
  'Ask',
  'Question',
  'Document',
  'Page',
  'page',
  'Scan',
  'Unit',
  'EIL',
  'example',
  'invalid',
  'Unknown',
  'State',
  'Size',
  'Added',
  'Kind',
  'Name',
  'Created',
  'Actions',
  'Following',
  'Offline',
  'Checking',
  'Sending',
  'Queue',
  'Retry',
];
const PATTERN = new RegExp(`(?<![\\p{L}\\d_.-])(${ENGLISH.join('|')})(?![\\p{L}\\d_-])`, 'u');

/** Every string a user or screen reader meets in the page, except file names, codes and user data. */
async function englishIn(page: Page): Promise<string[]> {
  const strings = await page.evaluate(() => {
    const out: string[] = [];
    const skip = (el: Element | null): boolean =>
      !!el?.closest(
        'code, kbd, [data-user-text], option[lang], .brand, [data-testid="inbox-item"] td:first-child',
      );
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim();
      if (text && !skip(n.parentElement)) out.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (skip(el)) continue;
      for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(a);
        if (v) out.push(v);
      }
    }
    return out;
  });
  return strings.filter((s) => PATTERN.test(s));
}

async function expectDanish(page: Page, where: string): Promise<void> {
  // Let the view settle (suggestions, counts) before reading it.
  await page.waitForTimeout(300);
  expect(await englishIn(page), `English text in ${where}`).toEqual([]);
}

async function goTo(page: Page, view: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: view }).click();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

async function openAdvanced(page: Page): Promise<void> {
  for (const d of await page.locator('details').all()) await d.evaluate((el) => el.setAttribute('open', ''));
}

describe('Kontera in Danish', () => {
  let k: Kontera;

  beforeAll(async () => {
    k = await launchKontera({ locale: 'da-DK' });
  });
  afterAll(async () => {
    await k.close();
  });

  it('greets in Danish and loads the Danish demo company', async () => {
    const { page } = k;
    await page.getByRole('heading', { name: 'Velkommen til Kontera' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('da');
    await expectDanish(page, 'the welcome screen');
    await screenshot(page, 'da-welcome');
    await page.getByTestId('load-demo').click();
    await page.getByLabel('Firma', { exact: true }).waitFor();
    await page.waitForFunction(() =>
      document
        .querySelector<HTMLSelectElement>('#company-switch')
        ?.selectedOptions[0]?.textContent?.includes('demo'),
    );
    expect(k.app.companies.list()[0]?.locale).toBe('da-DK');
  });

  it('books an invoice with Danish amounts and dates', async () => {
    const { page } = k;
    await goTo(page, 'Fakturaer');
    await page.getByTestId('file-input').setInputFiles(demoFile('kontorland-2026-1187.xml'));
    await page.getByRole('heading', { name: /Kontorland A\/S — faktura 2026-1187/ }).waitFor();
    await waitForSuggestions(page, 'account');

    const value = async (field: string): Promise<string> =>
      ((await page.getByTestId(`draft-${field}`).locator('dd button').first().textContent()) ?? '').trim();
    expect(await value('gross')).toBe('2.142,50\u00a0kr.');
    expect(await value('vat')).toBe('428,50\u00a0kr.');
    expect(await value('net')).toBe('1.714,00\u00a0kr.');
    expect(await value('issueDate')).toBe('03-11-2026');
    expect(await value('dueDate')).toBe('17-11-2026');
    // The lines' amounts too, and the invoice list.
    const rows = await page.getByTestId('booking-row').allTextContents();
    expect(rows.join(' ')).toMatch(/\d,\d{2}\u00a0kr\./);
    expect(rows.join(' ')).not.toMatch(/DKK|\d\.\d{2}\b(?!\d)/);

    await expectDanish(page, 'the invoice view');
    await screenshot(page, 'da-invoices');

    // Book all three lines with Enter, in Danish.
    await page.locator('[data-row="0"]').focus();
    for (const next of ['1', '2']) {
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => document.activeElement?.getAttribute('data-row') === n, next);
    }
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="invoice-item"][data-progress="booked"]').waitFor();
    await expect(
      page.locator('[data-testid="invoice-item"][data-progress="booked"]').first().textContent(),
    ).resolves.toContain('Bogført');
  });

  it('shows no English in any view, Advanced sections open', async () => {
    const { page } = k;
    for (const view of ['Indbakke', 'Bank', 'Udbakke', 'Data', 'Indstillinger'] as const) {
      await goTo(page, view);
      await openAdvanced(page);
      await expectDanish(page, view);
      if (view === 'Data') await screenshot(page, 'da-datasets');
      if (view === 'Bank') await screenshot(page, 'da-bank');
    }
    // Settings: the language can be changed back to English, and the whole window follows.
    await page.getByTestId('language').selectOption('en');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.getByTestId('language').selectOption('');
    await page.getByRole('heading', { name: 'Indstillinger', level: 1 }).waitFor();
  });
});
