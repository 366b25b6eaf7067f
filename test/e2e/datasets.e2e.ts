import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchKontera, type Kontera } from './harness';
import { goTo, openDemo } from './workspace';
import { kontera } from '../../main/datasets/generated/dataset';
import { tempDir } from '../helpers/tmp';

// Issue 13, point 6: in the browser there are no typed paths. The booking history is chosen with the
// browser's picker and uploaded; the dataset export arrives as a download.
describe('history import and dataset export without typed paths', () => {
  let k: Kontera;
  const tmp = tempDir('kontera-e2e-datasets-');
  const dir = tmp.path;

  beforeAll(async () => {
    k = await launchKontera({ startEngine: false });
  });
  afterAll(async () => {
    await k.close();
    tmp.remove();
  });

  it('stays on the view the bookkeeper moved to while the demo was still loading', async () => {
    const { page } = k;
    // Hold the demo's inbox files until the bookkeeper has moved on, so the move lands mid-load.
    let release = (): void => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/call/demo.files', async (route) => {
      await held;
      await route.continue();
    });
    await openDemo(page);
    await goTo(page, 'Datasets');
    const statementIn = page.waitForResponse(/\/api\/call\/bank\.(hold|importContent)$/);
    release();
    await statementIn;
    await page.unroute('**/api/call/demo.files');
    // The load ended with the statement; it used to open the invoices then, over the Datasets view.
    await page.waitForTimeout(1000);
    expect(await page.locator('nav a[aria-current="page"]').getAttribute('href')).toBe('#datasets');
    await page.getByTestId('history-file').waitFor({ state: 'attached' });
  });

  it('uploads an ERP export, shows its columns, and imports it with æøå intact', async () => {
    const { page } = k;
    const company = k.app.companies.list()[0]!;
    const before = k.app.datasets.historyCount(company.id, 'eil');
    const csv = join(dir, 'posteringer-2026.csv');
    writeFileSync(
      csv,
      [
        'Date;Supplier;Supplier name;Text;Amount;Currency;Account;VAT',
        '01.10.2026;2001;Ærø Cykler ApS;Cykelreparation;1.250,00;DKK;2800;I25',
        '02.10.2026;2002;Søstrene Grøn;Kontorartikler og blå mapper;349,50;DKK;2750;I25',
        '03.10.2026;2001;Ærø Cykler ApS;Slange og dæk;220,00;DKK;2800;I25',
      ].join('\n'),
    );
    await goTo(page, 'Datasets');
    // No text box for a path: the file is chosen.
    expect(await page.locator('#hist-path').count()).toBe(0);
    await page.getByTestId('history-file').setInputFiles(csv);
    await page.getByRole('heading', { name: 'Which column is what?' }).waitFor();
    expect(await page.getByTestId('history-chosen').textContent()).toBe('posteringer-2026.csv');
    await page.getByRole('cell', { name: 'Kontorartikler og blå mapper' }).waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText(/3 lines imported/).waitFor();
    expect(k.app.datasets.historyCount(company.id, 'eil')).toBe(before + 3);
    const texts = k.app.db
      .prepare<[number], { text: string; supplier: string }>(
        `SELECT text, supplier_name AS supplier FROM history_lines
         WHERE company_id = ? AND supplier_id IN ('2001', '2002') ORDER BY id`,
      )
      .all(company.id);
    expect(texts).toEqual([
      { text: 'Cykelreparation', supplier: 'Ærø Cykler ApS' },
      { text: 'Kontorartikler og blå mapper', supplier: 'Søstrene Grøn' },
      { text: 'Slange og dæk', supplier: 'Ærø Cykler ApS' },
    ]);
  });

  it('exports the dataset as a download named after it, with its summary', async () => {
    const { page } = k;
    const company = k.app.companies.list()[0]!;
    const card = page.locator('section', { has: page.getByTestId('export-eil') });
    await card.locator('details.advanced summary').click();
    const downloads: import('playwright-core').Download[] = [];
    page.on('download', (d) => downloads.push(d));
    await page.getByTestId('export-eil').click();
    await page.getByText(/Downloaded .*\.invoice-line\.pb/).waitFor();
    await expect.poll(() => downloads.length, { timeout: 10_000 }).toBe(2);
    const [pb, summary] = downloads;
    expect(pb!.suggestedFilename()).toBe(`${company.slug}.invoice-line.pb`);
    expect(summary!.suggestedFilename()).toBe(`${company.slug}.invoice-line.summary.json`);
    const pbFile = join(dir, 'out.pb');
    await pb!.saveAs(pbFile);
    const lines = kontera.dataset.Dataset.decode(readFileSync(pbFile)).invoicelines;
    expect(lines.map((l) => l.lineText)).toContain('Kontorartikler og blå mapper');
    const summaryFile = join(dir, 'summary.json');
    await summary!.saveAs(summaryFile);
    expect(JSON.parse(readFileSync(summaryFile, 'utf8'))).toMatchObject({ rows: lines.length });
  });
});
