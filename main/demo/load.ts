import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { DB } from '../store/db';
import type { CompaniesStore, Company } from '../store/companies';
import { resourcesDir } from '../util/paths';
import { UserError } from '../util/errors';
import type { DemoManifest } from './manifest';
import type { OutboxStore } from '../sync/outbox-store';
import type { EnvironmentName } from '../store/environments';
import { queueHistory } from '../booking/history-examples';
import { HistoryLines, type HistoryLineColumns } from '../booking/history-lines';
import { utcStamp } from '../util/time';

export type DemoFiles = { dir: string; manifest: DemoManifest };

/** The demo shipped in resources/demo, or null when this install has none. */
export function findDemo(dir = resourcesDir('demo')): DemoFiles | null {
  const file = join(dir, 'manifest.json');
  if (!existsSync(file)) return null;
  return { dir, manifest: JSON.parse(readFileSync(file, 'utf8')) as DemoManifest };
}

type Row = Record<string, string>;

function readRows(file: string): Row[] {
  try {
    return parse(readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true, bom: true });
  } catch {
    throw new UserError(
      'demo_broken',
      `The demo file ${file} could not be read. Reinstall Kontera or run \`npm run generate:demo\`.`,
    );
  }
}

const utc = (day: string): string => `${day}T00:00:00Z`;

export type ExampleQueue = { outbox: OutboxStore; environment: EnvironmentName };

/**
 * Writes the demo company's booking history (source 'demo') in one transaction: invoice lines with
 * account and VAT code, bank entries with account number and entry type. In the same transaction
 * each line is queued as a v2 example of the company's datasets, so the current environment learns
 * the history and suggestions appear once the sender has delivered it. The examples get the learning
 * loop's stable history ids (queueHistory), so its history feed finds them already queued and the
 * service gets each demo line once, in every environment. Returns the counts.
 */
export function insertDemoHistory(
  db: DB,
  company: Company,
  demo: DemoFiles,
  queue: ExampleQueue | null,
  now = new Date(),
): { lines: number; bank: number } {
  const invoiceRows = readRows(join(demo.dir, demo.manifest.invoiceHistory.csv));
  const bankRows = readRows(join(demo.dir, demo.manifest.bankHistory.csv));
  const created = utcStamp(now);
  const history = new HistoryLines(db);
  const line = (r: Partial<HistoryLineColumns>, targets: Record<string, string>): HistoryLineColumns => ({
    issue_date: null,
    currency: null,
    supplier_id: null,
    supplier_name: null,
    supplier_global_id: null,
    customer_ref: null,
    amount: null,
    text: '',
    line_id: null,
    ...r,
    targets: JSON.stringify(targets),
    created_at: created,
  });
  db.transaction(() => {
    for (const r of invoiceRows) {
      const targets = { account: r.account ?? '', vat_code: r.vat_code ?? '' };
      history.add(
        company.id,
        'invoice-line',
        'demo',
        line(
          {
            issue_date: utc(r.date ?? ''),
            currency: r.currency ?? null,
            supplier_id: r.supplier_id ?? null,
            supplier_name: r.supplier_name ?? null,
            amount: Number(r.amount),
            text: r.line_text ?? '',
            line_id: r.invoice_no ?? null,
          },
          targets,
        ),
      );
    }
    for (const r of bankRows) {
      const targets = { accountNumber: r.account ?? '', entryType: r.entry_type ?? '' };
      history.add(
        company.id,
        'bank',
        'demo',
        line(
          { issue_date: utc(r.date ?? ''), currency: 'DKK', amount: Number(r.amount), text: r.text ?? '' },
          targets,
        ),
      );
    }
    if (queue) {
      for (const kind of ['invoice-line', 'bank'] as const)
        queueHistory(
          db,
          queue.outbox,
          { companyId: company.id, slug: company.slug, kind, environment: queue.environment },
          now,
        );
    }
  })();
  return { lines: invoiceRows.length, bank: bankRows.length };
}

/** The demo company if it was loaded before (matched by name), so loading twice opens it again. */
export function existingDemoCompany(companies: CompaniesStore, name: string): Company | null {
  return companies.list().find((c) => c.name === name) ?? null;
}
