import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchKontera, type Kontera } from './harness';
import { goTo, loadDemo, waitForSuggestions } from './workspace';
import { dispatch } from '../../main/handlers/dispatch';
import { handlersFor } from '../../main/handlers';
import { appRoot } from '../../main/util/paths';
import type { DraftSummaryView, InvoiceDraftView } from '../../preload/api';

// A German supplier's invoice the demo company (Danish history) has never seen: its suggestions are
// guesses, unlike the demo e-invoices' lines, which the model is certain of.
const PDF = join(appRoot(), '..', 'shared', 'corpus', 'zugferd', 'XML-Rechnung__FX__EN16931_Einfach.pdf');

// Issue 12, point 5: Enter on a suggestion under the company's cut-off opens the picker instead of
// booking; confirming it there books it. Above the cut-off Enter books at once (invoice.e2e).
describe("Enter under the company's cut-off asks first", () => {
  let k: Kontera;
  const call = async (name: string, args: unknown): Promise<unknown> => {
    const r = await dispatch(handlersFor(k.app), name, args);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  beforeAll(async () => {
    k = await launchKontera();
    await k.page.getByRole('heading', { name: 'Welcome to Kontera' }).waitFor();
    await loadDemo(k.page);
  }, 120_000);
  afterAll(async () => {
    await k.close();
  });

  it('opens the picker on a suggestion under the cut-off, books nothing, and books it once confirmed', async () => {
    const { page } = k;
    const company = k.app.companies.list()[0]!;
    // The demo company's own cut-off, set in main: the window follows (settings.changed).
    await call('settings.setCutoff', { cutoff: 1, companyId: company.id });
    await goTo(page, 'Invoices');
    await page.getByTestId('file-input').setInputFiles(PDF);
    await page.getByRole('heading', { name: /invoice 471102/ }).waitFor({ timeout: 60_000 });
    await waitForSuggestions(page, 'account');
    const summary = ((await call('drafts.list', { companyId: company.id })) as DraftSummaryView[]).find((d) =>
      d.name.endsWith('Einfach.pdf'),
    )!;
    const draft = (await call('drafts.get', { documentId: summary.documentId })) as InvoiceDraftView;

    // The line whose account suggestion is least sure: the model is certain of some demo lines.
    const shown = await page
      .locator('[data-target="account"]')
      .evaluateAll((cells) => cells.map((c) => c.querySelector('.conf .num')?.textContent ?? ''));
    const confidences = shown.map((t) => Number(t.replace(/[^\d]/g, '')) / 100);
    const index = confidences.indexOf(Math.min(...confidences));
    // The test means something only when that suggestion is under the cut-off set above.
    expect(confidences[index]).toBeLessThan(1);
    const row = page.locator(`[data-row="${index}"]`);
    const suggested = (await row.getByTestId('value-account').textContent())?.trim() ?? '';
    const ref = draft.lines[index]!.ref;

    await row.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: /Pick Account/ });
    await picker.waitFor();
    // Nothing was booked by that Enter: the row is open and main has no booking for the line.
    expect(await row.getAttribute('data-state')).toBe('open');
    expect(
      await call('booking.get', {
        companyId: company.id,
        kind: 'invoice-line',
        ref,
      }),
    ).toBeNull();
    // The suggestion is offered first; Enter in the picker confirms it (and the VAT code's picker,
    // under the cut-off too, the same way), and the line is booked.
    await expect(picker.getByRole('option').first().textContent()).resolves.toContain(suggested);
    await page.keyboard.press('Enter');
    // Booking it may complete the invoice, and then the next one opens: main is asked, not the row.
    const vat = page.getByRole('dialog', { name: /Pick VAT/ });
    type Booked = { targets: Record<string, string>; decision: string } | null;
    let booked: Booked = null;
    for (let i = 0; i < 40 && !booked; i++) {
      if (await vat.isVisible()) await page.keyboard.press('Enter');
      await page.waitForTimeout(250);
      booked = (await call('booking.get', {
        companyId: company.id,
        kind: 'invoice-line',
        ref,
      })) as Booked;
    }
    expect(booked?.targets.account).toBe(suggested);
    expect(booked?.decision).toBe('accepted');
  }, 180_000);

  it("the slider in Settings shows and sets the open company's cut-off", async () => {
    const { page } = k;
    const company = k.app.companies.list()[0]!;
    await goTo(page, 'Settings');
    const slider = page.locator('#cutoff');
    // The value set for this company above, not the default.
    await expect(slider.inputValue()).resolves.toBe('1');
    await slider.fill('0.5');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#cutoff')?.value === '0.5');
    for (let i = 0; i < 20; i++) {
      const view = (await call('settings.get', undefined)) as { confidenceCutoff: number };
      if (view.confidenceCutoff === 0.5) break;
      await page.waitForTimeout(100);
    }
    expect(((await call('settings.get', undefined)) as { confidenceCutoff: number }).confidenceCutoff).toBe(
      0.5,
    );
    expect(k.app.settings.get<number | null>(`confidenceCutoff.company.${company.id}`, null)).toBe(0.5);
  }, 60_000);
});
