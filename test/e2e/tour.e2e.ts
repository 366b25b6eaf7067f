import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchKontera, type Kontera } from './harness';
import { demoFile, goTo, loadDemo, screenshot } from './workspace';
import { dispatch } from '../../main/handlers/dispatch';
import { handlersFor } from '../../main/handlers';

// Issue 8: the inbox reports each file's state, and the datasets view shows the demo's history.
describe('inbox and datasets', () => {
  let k: Kontera;

  beforeAll(async () => {
    k = await launchKontera();
    await loadDemo(k.page);
  });
  afterAll(async () => {
    await k.close();
  });

  it('takes several files at once and tells what became of each', async () => {
    const { page } = k;
    await goTo(page, 'Inbox');
    // The demo's invoices and statement are already there; the PDFs are read by main.
    await page
      .getByTestId('inbox-item')
      .filter({ hasText: 'elektro-nord-88412.xml' })
      .getByText('Ready to book')
      .waitFor();
    await page
      .getByTestId('file-input')
      .setInputFiles([
        demoFile('tdc-erhverv-7731-2026-11.xml'),
        demoFile('bank-statement-2026-11.csv'),
        demoFile('invoice-history.mapping.json'),
      ]);
    const rows = page.getByTestId('inbox-item');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="inbox-item"]').length === 7 &&
        !document.querySelector(
          '[data-testid="inbox-item"][data-state="reading"], [data-testid="inbox-item"][data-state="ocr"]',
        ),
    );
    const text = (await rows.allTextContents()).join('\n');
    expect(text).toMatch(/tdc-erhverv-7731-2026-11\.xml\s*E-invoice\s*Ready to book/);
    expect(text).toMatch(/bank-statement-2026-11\.csv\s*Bank statement \(CSV\)\s*Ready: choose its columns/);
    expect(text).toMatch(/Failed: Kontera reads PDF, PNG, JPEG, e-invoice XML and bank statements/);
    expect(text.match(/skinne-rengoering-4471\.pdf.*Ready to ask/)).not.toBeNull();
    await screenshot(page, 'inbox');

    // E-invoices are documents in main (SQLite), not copies in the window: they survive a reload,
    // and the window's storage holds no inbox.
    const company = k.app.companies.list()[0]!;
    const docs = await dispatch(handlersFor(k.app), 'documents.list', { companyId: company.id });
    if (!docs.ok) throw new Error(docs.error.message);
    const einvoices = (docs.value as { name: string; kind: string | null }[])
      .filter((d) => d.kind === 'e-invoice')
      .map((d) => d.name);
    expect(einvoices.sort()).toEqual([
      'elektro-nord-88412.xml',
      'kontorland-2026-1187.xml',
      'tdc-erhverv-7731-2026-11.xml',
    ]);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('kontera.inbox'))),
    ).toEqual([]);
    await page.reload();
    await goTo(page, 'Inbox');
    await page
      .getByTestId('inbox-item')
      .filter({ hasText: 'tdc-erhverv-7731-2026-11.xml' })
      .getByText('Ready to book')
      .waitFor();
    await page
      .getByTestId('inbox-item')
      .filter({ hasText: 'tdc-erhverv' })
      .getByRole('button', { name: 'Book lines' })
      .click();
    await page.getByRole('heading', { name: /TDC Erhverv — invoice 7731-2611/ }).waitFor();
  });

  it('shows the demo history per dataset', async () => {
    const { page } = k;
    await goTo(page, 'Datasets');
    const eil = page.getByTestId('dataset-eil');
    await eil.waitFor();
    await expect(eil.textContent()).resolves.toMatch(/nordlys-kontor-aps-demo/);
    const lines = Number(
      /([\d.,]+) history lines/.exec((await eil.textContent()) ?? '')?.[1]?.replace(/[.,]/g, ''),
    );
    expect(lines).toBeGreaterThan(100);
    await screenshot(page, 'datasets');
  });
});
