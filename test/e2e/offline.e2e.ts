import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { startEngine } from '../../main/engine';
import { dispatch } from '../../main/handlers/dispatch';
import { handlersFor } from '../../main/handlers';
import type { OutboxStatus } from '../../preload/api';
import { launchKontera, type Kontera } from './harness';
import { demoFile, goTo, loadDemo, screenshot, waitForSuggestions } from './workspace';

type Engine = Awaited<ReturnType<typeof startEngine>>;

// Issue 8: the engine goes away, the bookkeeper keeps booking, the outbox holds the examples and the
// status bar says so; the engine comes back and the queue drains by itself.
describe('offline booking and the outbox draining', () => {
  let k: Kontera;
  let engine: Engine | null = null;
  let engineDir = '';
  let port = 0;
  let token = '';

  const status = async (): Promise<OutboxStatus> => {
    const r = await dispatch(handlersFor(k.app), 'outbox.status', undefined);
    if (!r.ok) throw new Error(r.error.message);
    return r.value as OutboxStatus;
  };

  beforeAll(async () => {
    // The test runs the local engine itself, so it can stop and restart it at the same address.
    k = await launchKontera({ startEngine: false });
    engineDir = join(k.dataDir, 'engine');
    engine = await startEngine({ dataDir: engineDir, port: 0 });
    port = Number(new URL(engine.url).port);
    token = engine.token;
    k.app.setLocalEndpoint({ url: engine.url, token });
    await k.page.reload();
    await loadDemo(k.page);
  });
  afterAll(async () => {
    await k.close();
    await engine?.close();
  });

  it('keeps booking with the engine stopped, then drains the queue when it is back', async () => {
    const { page } = k;
    await goTo(page, 'Invoices');
    await page.getByTestId('file-input').setInputFiles(demoFile('elektro-nord-88412.xml'));
    await waitForSuggestions(page, 'account');
    await page.waitForFunction(
      () =>
        /All bookings shared for learning/.test(
          document.querySelector('[data-testid="status-waiting"]')?.textContent ?? '',
        ),
      undefined,
      { timeout: 60_000 },
    );
    const before = await status();
    // The demo history went out once: one example per history line, none twice (stable history ids).
    const historyLines =
      k.app.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM history_lines').get()?.n ?? 0;
    expect(historyLines).toBeGreaterThan(100);
    expect(before.sent).toBe(historyLines);

    // Offline: the engine stops. Suggestions already on screen stay; booking goes on.
    await engine?.close();
    engine = null;
    await page.locator('[data-row="0"]').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    // Wait on main's outbox, not the screen's count: after the invoice's last line the next unbooked
    // invoice opens and the count on screen is that invoice's.
    await expect.poll(async () => (await status()).pending, { timeout: 30_000 }).toBe(2);

    // Both examples wait in the outbox, and the status bar tells the bookkeeper.
    await page.waitForFunction(
      () =>
        /2 bookings waiting to be sent/.test(
          document.querySelector('[data-testid="status-waiting"]')?.textContent ?? '',
        ),
      undefined,
      { timeout: 30_000 },
    );
    const offline = await status();
    expect(offline.pending).toBe(2);
    expect(offline.sent).toBe(before.sent);
    await goTo(page, 'Outbox');
    await page.getByTestId('outbox-pending').filter({ hasText: '2' }).waitFor();
    await screenshot(page, 'outbox-offline');

    // Back online at the same address: the sender notices and the queue drains by itself.
    engine = await startEngine({ dataDir: engineDir, port, token });
    k.app.setLocalEndpoint({ url: engine.url, token });
    await page.waitForFunction(
      () =>
        /All bookings shared for learning/.test(
          document.querySelector('[data-testid="status-waiting"]')?.textContent ?? '',
        ),
      undefined,
      { timeout: 60_000 },
    );
    await page.getByTestId('outbox-pending').filter({ hasText: /^0$/ }).waitFor();
    const after = await status();
    expect(after.pending).toBe(0);
    expect(after.sent).toBe(before.sent + 2);
    await screenshot(page, 'outbox');
  });
});
