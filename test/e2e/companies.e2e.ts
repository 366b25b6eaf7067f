import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchKontera, type Kontera } from './harness';
import { goTo, screenshot } from './workspace';

// Issue 8: the bookkeeper serves several end customers: create, rename, switch — keyboard included.
describe('companies', () => {
  let k: Kontera;

  beforeAll(async () => {
    k = await launchKontera({ startEngine: false });
  });
  afterAll(async () => {
    await k.close();
  });

  it('creates the first company from the welcome screen and opens it', async () => {
    const { page } = k;
    await page.getByLabel('Company name').fill('Hansen & Co ApS');
    await page.keyboard.press('Enter');
    await page.getByLabel('Company', { exact: true }).waitFor();
    const [company] = k.app.companies.list();
    expect(company?.name).toBe('Hansen & Co ApS');
    expect(company?.slug).toBe('hansen-co-aps');
    expect(k.app.settings.get('activeCompanyId', null)).toBe(company?.id);
    // With a company open, the daily views show what to do next instead of the welcome.
    await page.getByRole('heading', { name: 'Inbox' }).waitFor();
  });

  it('adds, renames and switches companies in Settings; names keep their datasets', async () => {
    const { page } = k;
    await page.keyboard.press('Alt+6');
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.getByLabel('New company').fill('Fjordvik Regnskap AS');
    await page.getByRole('button', { name: 'Add company' }).click();
    await page.getByText('Fjordvik Regnskap AS created and opened.').waitFor();
    const fjordvik = k.app.companies.list().find((c) => c.name.startsWith('Fjordvik'))!;
    expect(k.app.settings.get('activeCompanyId', null)).toBe(fjordvik.id);

    await page.getByRole('button', { name: 'Rename Hansen & Co ApS' }).click();
    const field = page.getByLabel('New name for Hansen & Co ApS');
    await field.fill('Hansen & Søn ApS');
    await field.press('Enter');
    await page.getByText('Company renamed.', { exact: false }).waitFor();
    const hansen = k.app.companies.list().find((c) => c.name === 'Hansen & Søn ApS')!;
    expect(hansen.slug).toBe('hansen-co-aps');
    await screenshot(page, 'settings');

    // Switch in the header list, as a bookkeeper does between customers.
    await page.getByLabel('Company', { exact: true }).selectOption({ label: 'Hansen & Søn ApS' });
    await page.waitForFunction(() =>
      document.querySelector('tr[aria-current="true"]')?.textContent?.includes('Hansen & Søn ApS'),
    );
    expect(k.app.settings.get('activeCompanyId', null)).toBe(hansen.id);

    // A name that is empty is refused with a plain message.
    await page.getByRole('button', { name: 'Rename Hansen & Søn ApS' }).click();
    await page.getByLabel('New name for Hansen & Søn ApS').fill('   ');
    await page.getByLabel('New name for Hansen & Søn ApS').press('Enter');
    await page.getByText(/needs a name/).waitFor();
    await goTo(page, 'Inbox');
  });
});
