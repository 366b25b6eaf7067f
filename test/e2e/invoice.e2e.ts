import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchKontera, type Kontera } from './harness';
import { demoFile, goTo, loadDemo, screenshot, waitForSuggestions } from './workspace';
import { dispatch } from '../../main/handlers/dispatch';
import { handlersFor } from '../../main/handlers';

// Issue 8: open an e-invoice and book its lines with the keyboard only: Enter accepts the top
// suggestion and moves on; typing opens the searchable picker, which overrides it.
describe('booking an e-invoice with the keyboard', () => {
  let k: Kontera;

  beforeAll(async () => {
    k = await launchKontera();
  });
  afterAll(async () => {
    await k.close();
  });

  it('offers the demo company on first start', async () => {
    await k.page.getByRole('heading', { name: 'Welcome to Kontera' }).waitFor();
    await screenshot(k.page, 'welcome');
    await loadDemo(k.page);
    expect(k.app.companies.list().map((c) => c.name)).toEqual(['Nordlys Kontor ApS (demo)']);
  });

  it('suggests accounts for each line and books them with Enter, a picker overriding one', async () => {
    const { page } = k;
    // The demo put its e-invoices in the inbox; opening one again from a file works the same.
    await goTo(page, 'Invoices');
    await page
      .getByRole('navigation', { name: 'Invoices' })
      .getByRole('link', { name: /Elektro Nord/ })
      .waitFor();
    await page.getByTestId('file-input').setInputFiles(demoFile('kontorland-2026-1187.xml'));
    await page.getByRole('heading', { name: /Kontorland A\/S — invoice 2026-1187/ }).waitFor();
    await waitForSuggestions(page, 'account');

    // The history books toner on IT equipment (4420), paper on office supplies (4310).
    const accounts = await page.getByTestId('value-account').allTextContents();
    expect(accounts.map((a) => a.trim())).toEqual(['4310', '4420', '4655']);
    await screenshot(page, 'invoices');

    // Keyboard only from here: focus the first line, Enter books it and moves to the next.
    await page.locator('[data-row="0"]').focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-row') === '1');

    // On the second line, type to search the picker: 4310 instead of the suggested 4420, Enter books it.
    await page.keyboard.type('431');
    const picker = page.getByRole('dialog', { name: /Pick Account/ });
    await picker.waitFor();
    await expect(picker.getByRole('option').first().textContent()).resolves.toContain('4310');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-row') === '2');
    await page.keyboard.press('Enter');
    // Issue 12: after its last line the invoice shows booked and the next unbooked one opens; go back.
    await page.locator('[data-testid="invoice-item"][data-progress="booked"]').waitFor();
    await page
      .getByRole('navigation', { name: 'Invoices' })
      .getByRole('link', { name: /Kontorland/ })
      .click();
    await page.getByRole('heading', { name: /Kontorland A\/S — invoice 2026-1187/ }).waitFor();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="booked-count"]')?.textContent?.startsWith('3 of 3'),
    );

    // What main booked: the suggestions for lines 1 and 3, the picked value for line 2.
    const company = k.app.companies.list()[0]!;
    const booked: { targets: Record<string, string>; decision: string }[] = [];
    for (const id of ['1', '2', '3']) {
      const r = await dispatch(handlersFor(k.app), 'booking.get', {
        companyId: company.id,
        kind: 'invoice-line',
        ref: `eil:DK12345678:2026-1187:${id}`,
      });
      if (!r.ok) throw new Error(r.error.message);
      booked.push(r.value as (typeof booked)[number]);
    }
    expect(booked.map((b) => b.targets.account)).toEqual(['4310', '4310', '4655']);
    expect(booked.map((b) => b.targets.vat_code)).toEqual(['I25', 'I25', 'I25']);
    expect(booked.map((b) => b.decision)).toEqual(['accepted', 'corrected', 'accepted']);

    // The e-invoice was read by main and lives in SQLite as a document, with its structured lines.
    const docs = await dispatch(handlersFor(k.app), 'documents.list', { companyId: company.id });
    if (!docs.ok) throw new Error(docs.error.message);
    const doc = (docs.value as { id: number; name: string; kind: string | null }[]).find(
      (d) => d.name === 'kontorland-2026-1187.xml',
    );
    expect(doc?.kind).toBe('e-invoice');
    const detail = await dispatch(handlersFor(k.app), 'documents.get', { id: doc!.id });
    if (!detail.ok) throw new Error(detail.error.message);
    const einvoice = (
      detail.value as { eInvoice: { number: string; lines: { description: string | null }[] } | null }
    ).eInvoice;
    expect(einvoice?.number).toBe('2026-1187');
    expect(einvoice?.lines).toHaveLength(3);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('kontera.inbox'))),
    ).toEqual([]);
  });

  it('explains a suggestion with similar past lines', async () => {
    const { page } = k;
    await page.locator('[data-row="2"]').focus();
    await page.keyboard.press('?');
    const why = page
      .getByRole('complementary')
      .filter({ has: page.getByRole('heading', { name: /Why account 4655/ }) });
    await why.waitFor();
    await why.getByText(/past lines were booked on 4655/).waitFor();
    expect(await why.locator('li').count()).toBeGreaterThan(0);
    await screenshot(page, 'invoices-why');
  });

  it('reaches the other targets with Tab and corrects a booked line', async () => {
    const { page } = k;
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Close why' }).click();
    await page.locator('[data-row="0"]').focus();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      if (label.startsWith('VAT code:')) break;
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      /^VAT code: I25/,
    );
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: /Pick VAT code/ }).waitFor();
    await page.keyboard.type('I25R');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => document.querySelector('[data-row="0"]')?.getAttribute('data-state') === 'corrected',
    );
    const company = k.app.companies.list()[0]!;
    const r = await dispatch(handlersFor(k.app), 'booking.get', {
      companyId: company.id,
      kind: 'invoice-line',
      ref: 'eil:DK12345678:2026-1187:1',
    });
    if (!r.ok) throw new Error(r.error.message);
    expect((r.value as { targets: Record<string, string>; revision: number }).targets).toEqual({
      account: '4310',
      vat_code: 'I25R',
    });
    expect((r.value as { revision: number }).revision).toBeGreaterThan(1);
  });
});
