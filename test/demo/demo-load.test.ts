import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KonteraApp } from '../../main/app';
import { dispatch } from '../../main/handlers/dispatch';
import { handlersFor } from '../../main/handlers';
import { generateDemo } from '../../main/demo/generate/index';
import { resourcesDir } from '../../main/util/paths';
import { tempDir } from '../helpers/tmp';

// The first-start demo: the shipped files are what the generator makes, and loading them gives a
// company whose history reaches the local engine, so suggestions come back for its e-invoice lines.
describe('demo company', () => {
  const dir = tempDir('kontera-demo-');
  let app: KonteraApp;

  beforeAll(async () => {
    app = await KonteraApp.open({ dataDir: dir.path, host: 'browser', keychainService: 'kontera-demo-test' });
  });
  afterAll(async () => {
    await app.close();
    dir.remove();
  });

  it('ships exactly what the generator produces', async () => {
    const out = tempDir('kontera-demo-gen-');
    try {
      const files = await generateDemo(out.path);
      expect(files.length).toBeGreaterThanOrEqual(10);
      for (const f of files)
        expect(readFileSync(join(out.path, f)).equals(readFileSync(resourcesDir('demo', f))), f).toBe(true);
    } finally {
      out.remove();
    }
  });

  it('loads once, opens it again the second time, and the engine learns its history', async () => {
    const first = await dispatch(handlersFor(app), 'demo.load', undefined);
    if (!first.ok) throw new Error(first.error.message);
    const loaded = first.value as { companyId: number; historyLines: number; bankHistory: number };
    expect(loaded.historyLines).toBeGreaterThan(100);
    expect(loaded.bankHistory).toBeGreaterThan(30);

    const again = await dispatch(handlersFor(app), 'demo.load', undefined);
    expect(again.ok && (again.value as { companyId: number }).companyId).toBe(loaded.companyId);
    expect(app.companies.list()).toHaveLength(1);
    expect(app.settings.get('activeCompanyId', null)).toBe(loaded.companyId);

    // The sender delivers the queued history to the local engine; then the lines get suggestions.
    const deadline = Date.now() + 60_000;
    type View = {
      state: string;
      items: { targets: { name: string; candidates: { value: string; confidence: number }[] }[] }[];
    };
    let view: View | null = null;
    while (Date.now() < deadline) {
      const r = await dispatch(handlersFor(app), 'booking.suggestLines', {
        companyId: loaded.companyId,
        lines: [
          {
            supplierId: 'DK12345678',
            supplierName: 'Kontorland A/S',
            text: 'Toner HP 305A sort',
            amount: 749,
            currency: 'DKK',
            issueDate: '2026-11-03',
          },
        ],
      });
      if (r.ok) {
        view = r.value as View;
        if (view?.state === 'ready' && view.items[0]?.targets.some((t) => t.candidates.length > 0)) break;
      }
      await new Promise((res) => setTimeout(res, 1000));
    }
    const outbox = await dispatch(handlersFor(app), 'outbox.status', undefined);
    expect(outbox.ok && (outbox.value as { pending: number }).pending, JSON.stringify(outbox)).toBe(0);
    expect(view?.state, JSON.stringify(view)).toBe('ready');
    const account = view?.items[0]?.targets.find((t) => t.name === 'account');
    expect(account?.candidates[0]?.value).toBe('4420');
  }, 120_000);
});
