import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchKontera, type Kontera } from './harness';
import { demoFile, goTo, loadDemo, screenshot, waitForSuggestions } from './workspace';
import { dispatch } from '../../main/handlers/dispatch';
import { handlersFor } from '../../main/handlers';
import { camt053 } from '../bank/statements';
import { tempDir } from '../helpers/tmp';

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

    const chosen = async (label: string) =>
      page
        .getByLabel(label, { exact: true })
        .evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent);
    expect(await chosen('Date')).toBe('Dato');
    expect(await chosen('Text')).toBe('Tekst');
    expect(await chosen('Amount')).toBe('Beløb');
    expect(await chosen('Decimal mark')).toContain('comma');
    expect(await chosen('Date format')).toBe('DD-MM-YYYY');
    // Preview in the user's locale (da-DK in the harness): "-70,79" stays a negative amount.
    await page.getByRole('cell', { name: 'Gebyr kontoførelse' }).waitFor();
    expect(await page.getByRole('row', { name: /Gebyr kontoførelse/ }).textContent()).toMatch(
      /-70,79|−70,79/,
    );
    await screenshot(page, 'bank-mapping');

    // A wrong mapping is caught row by row, not silently imported.
    await page.getByLabel('Date format', { exact: true }).selectOption('YYYY-MM-DD');
    await page.getByText(/8 rows cannot be read/).waitFor();
    await page.getByLabel('Date format', { exact: true }).selectOption('DD-MM-YYYY');
    // The statement waits for its mapping in main: a reload of the window keeps it, preview and all.
    await page.reload();
    await goTo(page, 'Bank');
    await page.getByRole('heading', { name: /Which column is what/ }).waitFor();
    await page.getByRole('cell', { name: 'Gebyr kontoførelse' }).waitFor();
    expect(await chosen('Amount')).toBe('Beløb');
    // Nothing is imported until the bookkeeper confirms the mapping.
    const company = k.app.companies.list()[0]!;
    const before = await dispatch(handlersFor(k.app), 'bank.list', { companyId: company.id, state: 'all' });
    expect(before.ok && (before.value as { total: number }).total).toBe(0);
    await page.getByRole('button', { name: 'Import 8 entries' }).click();
    await page
      .getByTestId('bank-import-result')
      .getByText(/8 entries imported/)
      .waitFor();

    // The statement is in main's bank entries now, not in the window: all 8 open.
    const after = await dispatch(handlersFor(k.app), 'bank.list', { companyId: company.id });
    if (!after.ok) throw new Error(after.error.message);
    const listed = after.value as {
      total: number;
      entries: { text: string; state: string; sourceFile: string }[];
    };
    expect(listed.total).toBe(8);
    expect(
      listed.entries.every((e) => e.state === 'open' && e.sourceFile === 'bank-statement-2026-11.csv'),
    ).toBe(true);
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter(
          (key) => key.startsWith('kontera.inbox') || key.startsWith('kontera.bank'),
        ),
      ),
    ).toEqual([]);
  });

  it('suggests account and entry type and books every entry with Enter', async () => {
    const { page } = k;
    await waitForSuggestions(page, 'accountNumber');
    const shown = (await page.getByTestId('value-accountNumber').allTextContents()).map((v) => v.trim());
    expect(shown).toHaveLength(8);
    // The statement's first entry is a bank fee, booked on 7220 in the demo history.
    expect(shown[0]).toBe('7220');
    // Entry types are shown with their names, not as bare numbers.
    await waitForSuggestions(page, 'entryType');
    const types = (await page.getByTestId('value-entryType').allTextContents()).map((v) => v.trim());
    expect(types).toHaveLength(8);
    for (const type of types)
      expect(type).toMatch(/^[1-5] (Direct debit|Transfer|Card payment|Money in|Bank fee)$/);
    await screenshot(page, 'bank');

    await page.locator('[data-row="0"]').focus();
    for (let i = 0; i < 8; i++) await page.keyboard.press('Enter');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="booked-count"]')?.textContent?.startsWith('8 of 8'),
    );

    // Every imported entry is booked in main, and its booking carries the account shown.
    const company = k.app.companies.list()[0]!;
    const booked = await dispatch(handlersFor(k.app), 'bank.list', {
      companyId: company.id,
      state: 'booked',
    });
    if (!booked.ok) throw new Error(booked.error.message);
    const entries = (
      booked.value as { total: number; entries: { id: number; text: string; bookedAt: string | null }[] }
    ).entries;
    expect(entries).toHaveLength(8);
    expect(entries.every((e) => e.bookedAt !== null)).toBe(true);
    const open = await dispatch(handlersFor(k.app), 'bank.list', { companyId: company.id, state: 'open' });
    expect(open.ok && (open.value as { total: number }).total).toBe(0);
    const fee = entries.find((e) => e.text === 'Gebyr kontoførelse')!;
    const first = await dispatch(handlersFor(k.app), 'booking.get', {
      companyId: company.id,
      kind: 'bank',
      ref: `bank-entry:${fee.id}`,
    });
    if (!first.ok) throw new Error(first.error.message);
    expect((first.value as { targets: Record<string, string> }).targets.accountNumber).toBe('7220');
  });

  it('shows the booked entries as booked after a reload, and a second import of the statement adds nothing', async () => {
    const { page } = k;
    await page.reload();
    await goTo(page, 'Bank');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="booked-count"]')?.textContent?.startsWith('8 of 8'),
    );
    // The mapping is remembered in main: the same export imports without the step, and without doubles.
    await page.getByTestId('file-input').setInputFiles(demoFile('bank-statement-2026-11.csv'));
    await page
      .getByTestId('bank-import-result')
      .getByText(/0 entries imported, 8 already imported before/)
      .waitFor();
    const company = k.app.companies.list()[0]!;
    const all = await dispatch(handlersFor(k.app), 'bank.list', { companyId: company.id, state: 'all' });
    expect(all.ok && (all.value as { total: number }).total).toBe(8);
  });

  it('imports a camt.053 statement without a mapping step; its entries join the list as open', async () => {
    const { page } = k;
    await page
      .getByTestId('file-input')
      .setInputFiles(join(import.meta.dirname, '..', 'bank', 'fixtures', 'camt053-sample.xml'));
    await page
      .getByTestId('bank-import-result')
      .getByText(/camt053-sample\.xml: 4 entries imported/)
      .waitFor();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="booked-count"]')?.textContent?.startsWith('8 of 12'),
    );
    const company = k.app.companies.list()[0]!;
    const open = await dispatch(handlersFor(k.app), 'bank.list', { companyId: company.id, state: 'open' });
    if (!open.ok) throw new Error(open.error.message);
    const entries = (open.value as { entries: { source: string; sourceFile: string }[] }).entries;
    expect(entries).toHaveLength(4);
    expect(entries.every((e) => e.source === 'camt053' && e.sourceFile === 'camt053-sample.xml')).toBe(true);
  });
});

// Issue 13: a payment of exactly an open invoice's amount, to that supplier, is proposed as a match
// to the invoice (not as an expense account), and one key accepts it.
describe('matching a payment to its open invoice with one key', () => {
  let k: Kontera;
  const tmp = tempDir('kontera-e2e-bank-');
  const dir = tmp.path;

  beforeAll(async () => {
    k = await launchKontera();
    await loadDemo(k.page);
  });
  afterAll(async () => {
    await k.close();
    tmp.remove();
  });

  it('proposes the demo e-invoice from Elektro Nord for the payment of its amount, and Enter matches it', async () => {
    const { page } = k;
    const company = k.app.companies.list()[0]!;
    // The demo's e-invoices are read in main; the Elektro Nord one (88412) asks 7.122,50 DKK.
    await expect
      .poll(
        async () => {
          const r = await dispatch(handlersFor(k.app), 'bank.suggestMatches', { companyId: company.id });
          return r.ok
            ? (r.value as { invoices: { number: string | null }[] }).invoices.map((i) => i.number)
            : [];
        },
        { timeout: 60_000, interval: 250 },
      )
      .toContain('88412');
    const statement = join(dir, 'november.xml');
    writeFileSync(
      statement,
      camt053({
        from: '2026-11-18',
        to: '2026-11-18',
        opening: 20000,
        closing: 12877.5,
        entries: [
          {
            date: '2026-11-18',
            amount: -7122.5,
            text: 'Overførsel',
            party: 'Elektro Nord A/S',
            ref: 'NOV-18-1',
          },
        ],
      }),
    );
    await goTo(page, 'Bank');
    await page.getByTestId('file-input').setInputFiles(statement);
    const match = page.getByTestId('bank-match').filter({ hasText: '88412' });
    await match.waitFor();
    expect(await match.textContent()).toMatch(/Elektro Nord/);
    await screenshot(page, 'bank-match');

    await match.focus();
    await page.keyboard.press('Enter');
    await match.waitFor({ state: 'detached' });
    // The matched list counts it (in any of the window's languages).
    await page.getByTestId('bank-matched').locator('summary').getByText(/^1\b/).waitFor();

    const matched = await dispatch(handlersFor(k.app), 'bank.list', {
      companyId: company.id,
      state: 'matched',
    });
    if (!matched.ok) throw new Error(matched.error.message);
    const entries = (matched.value as { entries: { amount: number; matches: { number: string | null }[] }[] })
      .entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: -7122.5, matches: [{ number: '88412' }] });
    // The invoice is paid: no longer open.
    const after = await dispatch(handlersFor(k.app), 'bank.suggestMatches', { companyId: company.id });
    if (!after.ok) throw new Error(after.error.message);
    expect(
      (after.value as { invoices: { number: string | null }[] }).invoices.map((i) => i.number),
    ).not.toContain('88412');
  });

  it('shows a missing day as a gap with its dates, not hidden', async () => {
    const { page } = k;
    // The next statement opens where the last closed (12.877,50), but a 65,00 payment on 20 November is missing.
    const statement = join(dir, 'november-2.xml');
    writeFileSync(
      statement,
      camt053({
        from: '2026-11-19',
        to: '2026-11-20',
        opening: 12877.5,
        closing: 12612.5,
        entries: [{ date: '2026-11-19', amount: -200, text: 'Dankort Netto', ref: 'NOV-19-1' }],
      }),
    );
    await page.getByTestId('file-input').setInputFiles(statement);
    const gaps = page.getByTestId('bank-gaps');
    await gaps.waitFor();
    const text = (await gaps.textContent()) ?? '';
    // The dates in the window's country format (day or month first), and the amount that is missing.
    expect(text).toMatch(/(19\D11\D2026|11\D19\D2026).*(20\D11\D2026|11\D20\D2026)/);
    expect(text).toMatch(/65/);
    expect(text).toMatch(/lower/);
  });
});
