/**
 * Renderer figures: bundle size, time to a usable window, and a 5,000-entry bank statement
 * (import, suggestions in calls of 100, rows in the page while scrolling: the list is virtualised).
 * Prints numbers; no assertions. Needs `npx electron-vite build` first.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { KonteraApp } from '../../../main/app';
import { startHost } from '../../../main/host/server';
import { dispatch } from '../../../main/handlers/dispatch';
import { handlersFor } from '../../../main/handlers';
import { appRoot } from '../../../main/util/paths';
import { tempDir } from '../../helpers/tmp';
import { CHROMIUM_ARGS } from '../../e2e/harness';

const ENTRIES = 5000;
const assets = join(appRoot(), 'out', 'renderer', 'assets');
let total = 0;
let totalGz = 0;
for (const f of readdirSync(assets)) {
  const bytes = readFileSync(join(assets, f));
  total += bytes.length;
  totalGz += gzipSync(bytes).length;
  console.log(
    `bundle ${f}: ${(bytes.length / 1024).toFixed(1)} kB, gzip ${(gzipSync(bytes).length / 1024).toFixed(1)} kB`,
  );
}
console.log(`bundle total: ${(total / 1024).toFixed(1)} kB, gzip ${(totalGz / 1024).toFixed(1)} kB`);

const dir = tempDir('kontera-bench-renderer-');
const app = await KonteraApp.open({
  dataDir: dir.path,
  host: 'browser',
  keychainService: 'kontera-bench-renderer',
});
const host = await startHost({ app, rendererDir: join(appRoot(), 'out', 'renderer') });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const page = await (
    await browser.newContext({ locale: 'da-DK', viewport: { width: 1280, height: 820 } })
  ).newPage();
  let t = performance.now();
  await page.goto(host.openUrl);
  await page.getByRole('heading', { name: 'Welcome to Kontera' }).waitFor();
  console.log(`window usable (first start): ${(performance.now() - t).toFixed(0)} ms`);

  const loaded = await dispatch(handlersFor(app), 'demo.load', undefined);
  if (!loaded.ok) throw new Error(loaded.error.message);
  // Measure the window, not the engine's training: wait until the bank model answers.
  const companyId = (loaded.value as { companyId: number }).companyId;
  t = performance.now();
  for (;;) {
    const r = await dispatch(handlersFor(app), 'booking.suggestEntries', {
      companyId,
      entries: [{ text: 'Gebyr kontoførelse', amount: -75 }],
    });
    if (r.ok && (r.value as { state: string }).state === 'ready') break;
    if (performance.now() - t > 300_000) throw new Error('the bank model did not train within 5 minutes');
    await new Promise((res) => setTimeout(res, 1000));
  }
  console.log(`demo bank model ready after ${(performance.now() - t).toFixed(0)} ms`);
  const csv = ['Dato;Tekst;Beløb;Saldo'];
  const texts = [
    'Gebyr kontoførelse',
    'Betalingsservice Ørsted',
    'Dankort Café Hjørnet Roskilde',
    'MobilePay DSB billetter',
    'Løn overførsel',
  ];
  for (let i = 0; i < ENTRIES; i++) {
    const d = new Date(Date.UTC(2026, 0, 1 + (i % 300)));
    const day = `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
    csv.push(
      `${day};${texts[i % texts.length]} ${i};-${(100 + (i % 900)).toFixed(2).replace('.', ',')};0,00`,
    );
  }
  const file = join(dir.path, 'big-statement.csv');
  writeFileSync(file, csv.join('\n'));

  await page.reload();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Bank/ }).click();
  await page.getByTestId('file-input').setInputFiles(file);
  await page.getByRole('button', { name: `Import ${ENTRIES} entries` }).waitFor();
  t = performance.now();
  await page.getByRole('button', { name: `Import ${ENTRIES} entries` }).click();
  await page.locator('[data-row="0"]').waitFor();
  console.log(`${ENTRIES} entries: first row shown after ${(performance.now() - t).toFixed(0)} ms`);
  await page.waitForFunction(
    (n) => {
      const rows = document.querySelectorAll('[data-testid="value-accountNumber"]');
      return (
        rows.length > 0 &&
        !/pick|training/.test(rows[0]?.textContent ?? '') &&
        document.querySelector(`[data-row="${n - 1}"]`) === null
      );
    },
    ENTRIES,
    { timeout: 600_000 },
  );
  console.log(`suggestions on screen after ${(performance.now() - t).toFixed(0)} ms`);
  const rowsInPage = await page.locator('[data-testid="booking-row"]').count();
  console.log(`rows in the page for ${ENTRIES} entries: ${rowsInPage}`);

  // Scroll through the whole list; measure frame times.
  const frames = await page.evaluate(async () => {
    const scroller = document.querySelector('.scroller');
    if (!scroller) return [];
    const times: number[] = [];
    let last = performance.now();
    for (let y = 0; y < scroller.scrollHeight; y += 600) {
      scroller.scrollTop = y;
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      const now = performance.now();
      times.push(now - last);
      last = now;
    }
    return times;
  });
  frames.sort((a, b) => a - b);
  const p = (q: number) => frames[Math.min(frames.length - 1, Math.floor(q * frames.length))]?.toFixed(1);
  console.log(
    `scroll through ${ENTRIES} rows: ${frames.length} frames, p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${p(0.999)} ms`,
  );
  const rowsAfter = await page.locator('[data-testid="booking-row"]').count();
  console.log(`rows in the page after scrolling: ${rowsAfter}`);

  // Booking by keyboard: 50 entries, Enter each.
  await page.locator('.scroller').evaluate((s) => (s.scrollTop = 0));
  await page.locator('[data-row="0"]').focus();
  t = performance.now();
  for (let i = 0; i < 50; i++) await page.keyboard.press('Enter');
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="booked-count"]')?.textContent?.startsWith('50 of'),
  );
  console.log(`50 entries booked with Enter: ${((performance.now() - t) / 50).toFixed(1)} ms per entry`);
} finally {
  await browser.close();
  await host.close();
  await app.close();
  dir.remove();
}
