import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchKontera, type Kontera } from './harness';
import { demoFile, goTo, loadDemo, screenshot } from './workspace';

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
    await page.getByText('Ready: 2 lines from Elektro Nord ApS').waitFor();
    await page
      .getByTestId('file-input')
      .setInputFiles([demoFile('tdc-erhverv-7731-2026-11.xml'), demoFile('bank-statement-2026-11.csv'), demoFile('invoice-history.mapping.json')]);
    const rows = page.getByTestId('inbox-item');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="inbox-item"]').length === 7 && !document.querySelector('[data-testid="inbox-item"][data-state="reading"], [data-testid="inbox-item"][data-state="ocr"]'),
    );
    const text = (await rows.allTextContents()).join('\n');
    expect(text).toMatch(/Ready: 2 lines from TDC Erhverv/);
    expect(text).toMatch(/Ready: 8 rows to map/);
    expect(text).toMatch(/Failed: Kontera reads PDF, PNG, JPEG, e-invoice XML and bank statements/);
    expect(text.match(/skinne-rengoering-4471\.pdf.*Ready to ask/)).not.toBeNull();
    await screenshot(page, 'inbox');

    // The inbox survives a reload (it is kept per company in this window's storage).
    await page.reload();
    await goTo(page, 'Inbox');
    await page.getByText('Ready: 2 lines from TDC Erhverv').waitFor();
    await page.getByTestId('inbox-item').filter({ hasText: 'tdc-erhverv' }).getByRole('button', { name: 'Book lines' }).click();
    await page.getByRole('heading', { name: /TDC Erhverv — invoice 7731-2611/ }).waitFor();
  });

  it('shows the demo history per dataset', async () => {
    const { page } = k;
    await goTo(page, 'Datasets');
    const eil = page.getByTestId('dataset-eil');
    await eil.waitFor();
    await expect(eil.textContent()).resolves.toMatch(/nordlys-kontor-aps-demo/);
    const lines = Number(/([\d.,]+) history lines/.exec((await eil.textContent()) ?? '')?.[1]?.replace(/[.,]/g, ''));
    expect(lines).toBeGreaterThan(100);
    await screenshot(page, 'datasets');
  });
});
