import type { KonteraApp } from '../app';
import type { Handlers } from './dispatch';
import type { demoCalls, DemoLoadResult } from '../../preload/contract/demo';
import { existingDemoCompany, findDemo, insertDemoHistory } from '../demo/load';
import { insertDemoChart } from '../demo/chart';
import { UserError } from '../util/errors';
import { settingsView } from './core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The first-start offer: create the demo company from resources/demo, with its booking history, and
 * make it the open company. Loading again opens the existing demo company instead of a copy.
 */
export function demoHandlers(app: KonteraApp): Pick<Handlers, keyof typeof demoCalls> {
  return {
    'demo.info': () => {
      const demo = findDemo();
      const existing = demo ? existingDemoCompany(app.companies, demo.manifest.company) : null;
      return { available: demo !== null, loadedCompanyId: existing?.id ?? null };
    },
    'demo.load': async (): Promise<DemoLoadResult> => {
      const demo = findDemo();
      if (!demo)
        throw new UserError(
          'demo_missing',
          'This copy of Kontera has no demo company. Add your own company instead.',
        );
      const { manifest } = demo;
      const existing = existingDemoCompany(app.companies, manifest.company);
      const company = existing ?? app.companies.create(manifest.company);
      const queue = { outbox: app.learning.outbox.store, environment: app.currentEnvironment() };
      const counts = existing ? { lines: 0, bank: 0 } : insertDemoHistory(app.db, company, demo, queue);
      if (!existing) {
        insertDemoChart(app.learning.chart, app.learning.identity, company.id);
        app.learning.connectivityChanged();
      }
      // The demo's PDFs go to the inbox through the documents service, read like any dropped file.
      const pdfs = manifest.documents.filter((d) => d.kind === 'pdf');
      if (!existing)
        for (const d of pdfs) await app.documents.importPath(company.id, join(demo.dir, d.file), 'path');
      app.settings.set('activeCompanyId', company.id);
      app.events.emit('settings.changed', await settingsView(app));
      const result: DemoLoadResult = {
        companyId: company.id,
        companyName: company.name,
        historyLines: counts.lines,
        bankHistory: counts.bank,
        documents: manifest.documents.length,
        bankEntries:
          readFileSync(join(demo.dir, manifest.bankStatement), 'utf8').trim().split('\n').length - 1,
        summary: existing
          ? `${company.name} was already loaded; it is open now.`
          : `${company.name} is ready: ${counts.lines} invoice lines and ${counts.bank} bank entries of history, ${manifest.documents.length} invoices and a bank statement in the inbox.`,
      };
      return result;
    },
    'demo.files': () => {
      const demo = findDemo();
      if (!demo) return [];
      const names = [
        ...demo.manifest.documents.filter((d) => d.kind === 'xml').map((d) => d.file),
        demo.manifest.bankStatement,
      ];
      return names.map((name) => ({ name, text: readFileSync(join(demo.dir, name), 'utf8') }));
    },
  };
}
