import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchKontera, type Kontera } from './harness';
import { demoFile, goTo, loadDemo, screenshot, waitForSuggestions } from './workspace';
import { dispatch } from '../../main/handlers/dispatch';

// Issue 8: import a bank statement CSV through the column-mapping step and book its entries.
describe('importing a bank statement and booking its entries', () => {
  let k: Kontera;

  beforeAll(async () => {
    k = await launchKontera();
    await loadDemo(k.page);
  });
  afterAll(async () => {
    await k.close();
  });

  it('guesses the columns of a Danish net-bank CSV and shows a preview', async () => {
    const { page } = k;
    await goTo(page, 'Bank');
    await page.getByTestId('file-input').setInputFiles(demoFile('bank-statement-2026-11.csv'));
    await page.getByRole('heading', { name: /Which column is what/ }).waitFor();

    const chosen = async (label: string) => page.getByLabel(label, { exact: true }).evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent);
    expect(await chosen('Date')).toBe('Dato');
    expect(await chosen('Text')).toBe('Tekst');
    expect(await chosen('Amount')).toBe('Beløb');
    expect(await chosen('Decimal mark')).toContain('comma');
    expect(await chosen('Date format')).toBe('DD-MM-YYYY');
    // Preview in the user's locale (da-DK in the harness): "-70,79" stays a negative amount.
    await page.getByRole('cell', { name: 'Gebyr kontoførelse' }).waitFor();
    expect(await page.getByRole('row', { name: /Gebyr kontoførelse/ }).textContent()).toMatch(/-70,79|−70,79/);
    await screenshot(page, 'bank-mapping');

    // A wrong mapping is caught row by row, not silently imported.
    await page.getByLabel('Date format', { exact: true }).selectOption('YYYY-MM-DD');
    await page.getByText(/8 rows cannot be read/).waitFor();
    await page.getByLabel('Date format', { exact: true }).selectOption('DD-MM-YYYY');
    await page.getByRole('button', { name: 'Import 8 entries' }).click();
  });

  it('suggests account and entry type and books every entry with Enter', async () => {
    const { page } = k;
    await waitForSuggestions(page, 'accountNumber');
    const shown = (await page.getByTestId('value-accountNumber').allTextContents()).map((v) => v.trim());
    expect(shown).toHaveLength(8);
    // The statement's first entry is a bank fee, booked on 7220 in the demo history.
    expect(shown[0]).toBe('7220');
    await screenshot(page, 'bank');

    // The cut-off in Settings hides weak suggestions: at 100 % none of these is shown.
    await goTo(page, 'Settings');
    await page.getByLabel(/Hide suggestions below/).focus();
    await page.keyboard.press('End');
    await page.getByText('Hide suggestions below this confidence: 100', { exact: false }).waitFor();
    await expect.poll(() => k.app.settings.get('confidenceCutoff', 0)).toBe(1);
    await goTo(page, 'Bank');
    await page.locator('[data-row="0"]').waitFor();
    await expect.poll(async () => (await page.getByTestId('value-accountNumber').allTextContents()).every((v) => /pick/.test(v))).toBe(true);
    await goTo(page, 'Settings');
    await page.getByLabel(/Hide suggestions below/).focus();
    await page.keyboard.press('Home');
    await expect.poll(() => k.app.settings.get('confidenceCutoff', 1)).toBe(0);
    await goTo(page, 'Bank');
    await waitForSuggestions(page, 'accountNumber');

    await page.locator('[data-row="0"]').focus();
    for (let i = 0; i < 8; i++) await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="booked-count"]')?.textContent?.startsWith('8 of 8'));

    const company = k.app.companies.list()[0]!;
    const history = await dispatch(k.app.handlers, 'outbox.status', undefined);
    expect(history.ok).toBe(true);
    const first = await dispatch(k.app.handlers, 'booking.get', {
      companyId: company.id,
      kind: 'bank',
      ref: 'bank:2026-11-02|-70.79|Gebyr kontoførelse|1',
    });
    if (!first.ok) throw new Error(first.error.message);
    expect((first.value as { targets: Record<string, string> }).targets.accountNumber).toBe('7220');
  });
});
