import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchKontera, type Kontera } from './harness';
import { goTo, loadDemo } from './workspace';
import { tempDir } from '../helpers/tmp';

// Issue 13, point 6: in the browser the watched folder is picked from the folders named at launch
// (`kontera serve --watch-folder`), never typed.
describe('the watched folder in the browser', () => {
  const tmp = tempDir('kontera-e2e-watch-');
  const scans = join(tmp.path, 'Scanninger');
  let k: Kontera;

  beforeAll(async () => {
    mkdirSync(scans);
    k = await launchKontera({ startEngine: false, watchRoots: [scans] });
    await loadDemo(k.page);
  });
  afterAll(async () => {
    await k.close();
    tmp.remove();
  });

  it('offers the launch folder to pick, and watches it', async () => {
    const { page } = k;
    await goTo(page, 'Settings');
    const panel = page.getByTestId('watch-folder');
    await panel.waitFor();
    // A choice, not a text box.
    expect(await panel.locator('input[type="text"]').count()).toBe(0);
    const folder = panel.getByLabel('Folder path on this computer');
    await expect.poll(() => folder.locator('option').allTextContents()).toContain(scans);
    await folder.selectOption(scans);
    await panel.getByRole('button', { name: 'Watch this folder' }).click();
    await expect.poll(() => panel.getByTestId('watch-state').textContent()).toContain(scans);
    const company = k.app.companies.list()[0]!;
    expect(k.app.watch.status(company.id)).toMatchObject({ path: scans, state: 'watching' });
  });
});
