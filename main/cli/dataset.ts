import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CliIO, Command } from './command';
import { checkRegularFile, readRegularFile } from './files';
import { parseOptions } from './command';
import { UserError } from '../util/errors';
import { buildDataset } from '../datasets/build';
import { csvSource } from '../datasets/csv-source';
import { checkMapping, importCsv } from '../datasets/import-csv';
import { exportHistory, writeSummaryFile } from '../datasets/export';
import { HistoryStore } from '../datasets/history';
import { openDatabase, type DB } from '../store/db';
import { CompaniesStore } from '../store/companies';
import { defaultDataDir } from '../util/data-dir';
import { formatSummary } from '../datasets/summary';
import { DATASET_KINDS, type DatasetKind } from '../../preload/contract/datasets';

const usage = [
  'kontera dataset build --kind eil|scanned-invoice --csv FILE --mapping MAPPING.json --out NAME.pb',
  '       kontera dataset import --company SLUG --kind eil|scanned-invoice --csv FILE [--mapping MAPPING.json] [--data DIR]',
  '       kontera dataset export --company SLUG --kind eil|scanned-invoice --out NAME.pb [--data DIR]',
].join('\n');

/** Shown with --help: the mapping file is the one thing a user has to write by hand. */
const mappingHelp = [
  '',
  'MAPPING.json names the CSV columns (by their header) that fill each field, and the target columns:',
  '  eil:             {"delimiter": ";", "decimal": ",", "dateFormat": "DD.MM.YYYY",',
  '                    "columns": {"issue_date": "Date", "supplier_id": "Supplier", "supplier_name": "Name",',
  '                                "line_text": "Text", "total": "Amount", "currency": "Currency"},',
  '                    "targets": {"account": "Account", "vat_code": "VAT"}}',
  '  scanned-invoice: {"columns": {"text": "Text", "timestamp": "Date"}, "targets": {"account": "Account"}}',
  'Other EIL fields: supplier_global_id, customer_ref, line_id. Optional: "encoding": "latin1".',
  'dateFormat: auto (default), YYYY-MM-DD, DD.MM.YYYY, DD/MM/YYYY, MM/DD/YYYY, DD-MM-YYYY, YYYYMMDD.',
  'The .pb is written only if every row passes; the summary is saved beside it as NAME.summary.json.',
].join('\n');

async function readMapping(path: string): Promise<unknown> {
  // Refused by type when it is a folder, pipe or device; a missing file is said as such.
  const text = readRegularFile(path, 'mapping file').toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new UserError(
      'invalid_mapping',
      `The mapping file ${path} is not valid JSON: ${(err as Error).message}.`,
    );
  }
}

type Values = {
  kind?: string;
  csv?: string;
  mapping?: string;
  out?: string;
  company?: string;
  data?: string;
};

function kindOf(values: Values): DatasetKind {
  const kind = values.kind as DatasetKind | undefined;
  if (!kind || !DATASET_KINDS.includes(kind))
    throw new UserError('usage', `--kind must be eil or scanned-invoice.\nUsage: ${usage}`);
  return kind;
}

function need(values: Values, names: (keyof Values)[]): void {
  const missing = names.filter((n) => !values[n]);
  if (missing.length > 0) {
    throw new UserError(
      'usage',
      `${missing.map((m) => `--${m}`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} needed.\nUsage: ${usage}`,
    );
  }
}

/**
 * `build`: a CSV export straight to a `.pb` dataset (and its summary beside it), without touching the
 * app's database. Every rule is checked first; on any broken row nothing is written and the exit code
 * is 1 with each row's reason.
 */
async function build(values: Values, io: CliIO): Promise<number> {
  const kind = kindOf(values);
  need(values, ['csv', 'mapping', 'out']);
  checkRegularFile(values.csv!, 'CSV export');
  const mapping = checkMapping(kind, await readMapping(values.mapping!));
  const out = resolve(values.out!);
  const result = await buildDataset({
    kind,
    source: csvSource(resolve(values.csv!), mapping),
    out,
    // One pass: each line is checked as it is written.
    onProgress: (p) => io.err(`Checked and wrote ${p.rows} lines…`),
  });
  const summaryPath = await writeSummaryFile(out, result.summary);
  io.out(`Wrote ${out} (${result.bytes} bytes) and ${summaryPath}.`);
  for (const line of formatSummary(result.summary)) io.out(line);
  return 0;
}

/** Opens the app's database (the same one the desktop app uses) and finds the company by its slug. */
function openCompany(values: Values): { db: DB; companyId: number } {
  const file = join(values.data ?? defaultDataDir(), 'kontera.sqlite');
  // Never create a fresh, empty database here: a wrong folder should say so.
  if (!existsSync(file)) {
    throw new UserError(
      'not_found',
      `There is no Kontera database at ${file}. Start Kontera once, or give the right folder with --data.`,
    );
  }
  const db = openDatabase(file);
  const company = new CompaniesStore(db).list().find((c) => c.slug === values.company);
  if (!company) {
    const known = new CompaniesStore(db).list().map((c) => c.slug);
    db.close();
    throw new UserError(
      'not_found',
      `There is no company "${values.company}". ${known.length ? `Companies: ${known.join(', ')}.` : 'Create the company in Kontera first.'}`,
    );
  }
  return { db, companyId: company.id };
}

/** `import`: an ERP export into a company's history; bad rows are listed and the rest imported. */
async function importHistory(values: Values, io: CliIO): Promise<number> {
  const kind = kindOf(values);
  need(values, ['company', 'csv']);
  const rawMapping = values.mapping ? await readMapping(values.mapping) : undefined;
  const { db, companyId } = openCompany(values);
  try {
    const history = new HistoryStore(db);
    const mapping = rawMapping ?? history.getMapping(companyId, kind);
    if (mapping === null) {
      throw new UserError(
        'mapping_needed',
        `No mapping is remembered for this company yet: give one with --mapping.\n${mappingHelp}`,
      );
    }
    checkRegularFile(values.csv!, 'CSV export');
    const result = await importCsv(history, companyId, kind, resolve(values.csv!), mapping, (rows) =>
      io.err(`Read ${rows} rows…`),
    );
    io.out(
      `Imported ${result.imported} lines${result.duplicates ? ` (${result.duplicates} were already imported)` : ''}.`,
    );
    if (result.problemCount > 0) {
      io.out(`Left out ${result.problemCount} rows:`);
      for (const p of result.problems) io.out(`  row ${p.row}: ${p.reason}`);
      if (result.problemCount > result.problems.length)
        io.out(`  … and ${result.problemCount - result.problems.length} more`);
    }
    return result.imported + result.duplicates > 0 ? 0 : 1;
  } finally {
    db.close();
  }
}

/** `export`: a company's history (imported and booked in Kontera) as a `.pb` with its summary. */
async function exportCompany(values: Values, io: CliIO): Promise<number> {
  const kind = kindOf(values);
  need(values, ['company', 'out']);
  const { db, companyId } = openCompany(values);
  try {
    const result = await exportHistory(new HistoryStore(db), companyId, kind, resolve(values.out!));
    io.out(`Wrote ${result.path} (${result.bytes} bytes) and ${result.summaryPath}.`);
    for (const line of formatSummary(result.summary)) io.out(line);
    if (result.skippedCount > 0) {
      io.out(`Left out ${result.skippedCount} history lines that break a dataset rule:`);
      for (const p of result.skipped) io.out(`  history line ${p.row}: ${p.reason}`);
    }
    return 0;
  } finally {
    db.close();
  }
}

export const datasetCommand: Command = {
  name: 'dataset',
  summary: 'Build, import or export .pb datasets for the legacy service (manual export)',
  usage: `${usage}\n${mappingHelp}`,
  async run(argv, io) {
    const { values, positionals } = parseOptions(
      argv,
      {
        kind: { type: 'string' },
        csv: { type: 'string' },
        mapping: { type: 'string' },
        out: { type: 'string' },
        company: { type: 'string' },
        data: { type: 'string' },
      },
      usage,
      true,
    );
    const [sub, ...extra] = positionals;
    if (extra.length > 0) throw new UserError('usage', `Usage: ${usage}`);
    if (sub === 'build') return build(values, io);
    if (sub === 'import') return importHistory(values, io);
    if (sub === 'export') return exportCompany(values, io);
    throw new UserError('usage', `Usage: ${usage}`);
  },
};
