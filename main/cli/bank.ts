import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from './command';
import { checkRegularFile, readRegularFile } from './files';
import { parseOptions } from './command';
import { openDatabase, type DB } from '../store/db';
import { CompaniesStore, type Company } from '../store/companies';
import { DocumentsStore } from '../documents/store';
import { DraftsService } from '../documents/drafts/service';
import { BankService } from '../bank/service';
import { CompanyIdentityStore } from '../booking/company-identity';
import { HistoryLines } from '../booking/history-lines';
import { isXml, readStatementFile } from '../bank/import';
import { defaultDataDir } from '../util/data-dir';
import { UserError } from '../util/errors';

const usage = [
  'kontera bank import FILE --company NAME [--data DIR] [--mapping MAPPING.json]',
  '       kontera bank list --company NAME [--data DIR]',
].join('\n');

const mappingHelp = [
  '',
  "FILE is a camt.053/.054 XML statement or the bank's CSV export (any encoding: UTF-8, UTF-16, Windows-1252).",
  'A CSV is read through the mapping remembered for the company, else through a guess from its header and',
  'rows; when the guess is unsure, give MAPPING.json, e.g.',
  '  {"delimiter": ";", "decimal": ",", "dateFormat": "DD.MM.YYYY", "currency": "DKK",',
  '   "columns": {"date": "Dato", "text": "Tekst", "amount": "Beløb", "balance": "Saldo"}}',
  'Other columns: debit and credit (instead of amount), currency, reference, counterparty.',
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

/** The company by name (or slug), created when there is none yet. */
function companyNamed(db: DB, name: string): Company {
  const store = new CompaniesStore(db);
  const wanted = name.trim().toLowerCase();
  return (
    store.list().find((c) => c.name.trim().toLowerCase() === wanted || c.slug === wanted) ??
    store.create(name)
  );
}

/**
 * Without a mapping, a CSV is read through the remembered mapping or the guess; an unsure guess (a
 * column it could not find, rows it cannot read) is an error naming what to map.
 */
function mappingFor(bank: BankService, companyId: number, name: string, bytes: Buffer): unknown {
  const preview = bank.previewCsv(companyId, name, bytes);
  const columns = (preview.mapping.columns ?? {}) as Record<string, unknown>;
  const missing = ['date', 'text', 'amount']
    .filter((c) => columns[c] === undefined && !(c === 'amount' && columns.debit && columns.credit))
    .concat(preview.mapping.currency === undefined && columns.currency === undefined ? ['currency'] : []);
  const unreadable = preview.check.problemCount > 0 || preview.check.entryCount === 0;
  if (missing.length > 0 || preview.check.error !== null || unreadable) {
    const why =
      missing.length > 0
        ? `Kontera could not tell which column holds the ${missing.join(', ')}`
        : (preview.check.error ??
          `the guessed mapping leaves ${preview.check.problemCount} of the rows unread (row ${preview.check.problems[0]?.row ?? '?'}: ${preview.check.problems[0]?.reason ?? 'no entries'})`);
    throw new UserError(
      'mapping_needed',
      `${name}: ${why}. Its columns are: ${preview.headers.map((h) => `"${h}"`).join(', ')}. ` +
        `Write a mapping file naming the date, text and amount columns (and the currency) and run again with --mapping FILE.\n` +
        `The guess was: ${JSON.stringify(preview.mapping)}`,
    );
  }
  return preview.mapping;
}

/** `kontera bank`: import a statement and list the entries, with the same bank service the window uses. */
export const bankCommand: Command = {
  name: 'bank',
  summary: 'Import a bank statement (CSV or camt.053) into a company, or list its entries, as JSON',
  usage: `${usage}\n${mappingHelp}`,
  async run(argv, io) {
    const [sub, ...rest] = argv;
    if (sub !== 'import' && sub !== 'list')
      throw new UserError('usage', `Say import or list.\nUsage: ${usage}`);
    const { values, positionals } = parseOptions(
      rest,
      { company: { type: 'string' }, data: { type: 'string' }, mapping: { type: 'string' } },
      usage,
      true,
    );
    if (!values.company) throw new UserError('usage', `--company is needed.\nUsage: ${usage}`);
    if (sub === 'list' && (positionals.length > 0 || values.mapping))
      throw new UserError('usage', `bank list takes only --company and --data.\nUsage: ${usage}`);
    if (sub === 'import' && positionals.length !== 1)
      throw new UserError('usage', `Give exactly one statement file.\nUsage: ${usage}`);
    const file = positionals[0];
    const mapping = values.mapping ? await readMapping(values.mapping) : undefined;
    if (file) checkRegularFile(file, 'statement file');
    const statement = file ? await readStatementFile(file) : null;
    const dataDir = values.data ?? defaultDataDir();
    // A first run (or a new --data folder) starts its books here, as the desktop app does.
    mkdirSync(dataDir, { recursive: true });
    const db = openDatabase(join(dataDir, 'kontera.sqlite'));
    try {
      const companies = new CompaniesStore(db);
      const identities = new CompanyIdentityStore(db);
      const history = new HistoryLines(db);
      const documents = new DocumentsStore(db);
      // Only the drafts' headlines are read (what a matched entry pays); no document is read anew here.
      const drafts = new DraftsService({
        db,
        dataDir,
        documents,
        read: () =>
          Promise.reject(new UserError('not_here', 'Documents are read by the app, not by `kontera bank`.')),
      });
      const bank = new BankService({
        db,
        companies,
        documents: {
          list: (companyId) => documents.list(companyId),
          drafts: (companyId) => drafts.list(companyId),
        },
        identity: (companyId) => identities.get(companyId),
        usualCurrency: (companyId) => history.usualCurrency(companyId),
      });
      const company = companyNamed(db, values.company);
      if (statement) {
        const used =
          mapping ??
          (isXml(statement.name, statement.bytes)
            ? undefined
            : mappingFor(bank, company.id, statement.name, statement.bytes));
        const r = bank.importBytes(company.id, statement.name, statement.bytes, used);
        io.out(
          JSON.stringify(
            {
              imported: r.imported,
              alreadyThere: r.alreadyThere,
              balance: {
                ok: r.balance.ok,
                gaps: r.balance.gaps.map((g) => ({ from: g.from, to: g.to, difference: g.difference })),
              },
            },
            null,
            2,
          ),
        );
        if (r.problemCount > 0)
          io.err(
            `${r.problemCount} ${r.format === 'csv' ? 'rows' : 'entries'} left out: ` +
              r.problems.map((p) => `${p.row}: ${p.reason}`).join('; '),
          );
        return 0;
      }
      const out: unknown[] = [];
      for (let offset = 0; ; offset += 1000) {
        const page = bank.list(company.id, 'all', 1000, offset);
        out.push(
          ...page.entries.map((e) => ({
            date: e.date,
            text: e.text,
            amount: e.amount,
            currency: e.currency,
            reference: e.reference,
            counterparty: e.counterparty,
            match:
              e.matches.length === 0
                ? null
                : e.matches.map((m) => ({ invoice: m.number, party: m.party, amount: m.amount })),
          })),
        );
        if (offset + page.entries.length >= page.total || page.entries.length === 0) break;
      }
      // Oldest first, the order of the statement.
      io.out(JSON.stringify(out.reverse(), null, 2));
      return 0;
    } finally {
      db.close();
    }
  },
};
