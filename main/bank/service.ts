import type { DB } from '../store/db';
import type { CompaniesStore } from '../store/companies';
import { ImportMappings } from '../store/import-mappings';
import { UserError } from '../util/errors';
import type {
  BankBalanceView,
  BankCsvPreviewView,
  BankEntryView,
  BankImportView,
  BankListView,
  BankMatchesView,
  BankPendingView,
  BankStatementView,
} from '../../preload/contract/bank';
import { BankEntries, type StoredEntry } from './entries';
import { BankStatements } from './statements';
import { BankMatches } from './matches';
import { PendingStatements } from './pending';
import { checkBalances } from './balance';
import {
  asIssuer,
  draftParty,
  issuedBy,
  openInvoices,
  otherParty,
  type InboxDocuments,
  type OwnNames,
} from './invoices';
import { suggestMatches } from './matching';
import {
  checkSize,
  cleanName,
  isXml,
  parseStatement,
  previewStatementCsv,
  readStatementFile,
} from './import';
import { decodeText, encodingLabel } from './encoding';
import { bankCsvMappingSchema } from './csv-format';
import { round2 } from '../util/round';

const LOCALE_CURRENCY: Record<string, string> = {
  'da-DK': 'DKK',
  'sv-SE': 'SEK',
  'nb-NO': 'NOK',
  'en-GB': 'GBP',
  'en-US': 'USD',
};

export type BankDeps = {
  db: DB;
  companies: CompaniesStore;
  /** The inbox: its e-invoices and the drafts of invoices read from PDFs and scans are what entries pay. */
  documents: InboxDocuments;
  /**
   * The currency most of the company's booking history is in (booking's history), or null: the guess
   * for a statement that names none.
   */
  usualCurrency: (companyId: number) => string | null;
  /**
   * Who the company is on paper (booking's company identity): its legal name and VAT number tell the
   * invoices it issued (customer invoices, money in) from its bills (money out). Required, so no
   * composition forgets it.
   */
  identity: (companyId: number) => { legalName: string | null; vatNumber: string | null };
};

/**
 * The bank area: statements in (any bank's CSV or camt.053/.054), entries kept once, balances
 * checked, and entries matched to open invoices. The window, the CLI and the watched folder all use
 * this one service.
 */
export class BankService {
  readonly entries: BankEntries;
  readonly statements: BankStatements;
  readonly matches: BankMatches;
  readonly pending: PendingStatements;
  private readonly mappings: ImportMappings;

  constructor(private readonly deps: BankDeps) {
    this.entries = new BankEntries(deps.db);
    this.statements = new BankStatements(deps.db);
    this.matches = new BankMatches(deps.db);
    this.pending = new PendingStatements(deps.db);
    this.mappings = new ImportMappings(deps.db);
  }

  /** Single-account exports rarely have a currency column: the company's usual currency is the best guess. */
  private usualCurrency(companyId: number): { currency?: string } {
    const usual = this.deps.usualCurrency(companyId);
    if (usual && /^[A-Z]{3}$/.test(usual)) return { currency: usual };
    // No history yet: the currency of the country the company keeps its books in.
    const locale = (this.deps.companies.get(companyId) as { locale?: string }).locale;
    const currency = locale ? LOCALE_CURRENCY[locale] : undefined;
    return currency ? { currency } : {};
  }

  previewCsv(companyId: number, name: string, bytes: Uint8Array, mapping?: unknown): BankCsvPreviewView {
    this.deps.companies.get(companyId);
    checkSize(name, bytes.length);
    return previewStatementCsv(
      cleanName(name),
      bytes,
      this.mappings.get(companyId, 'bank'),
      this.usualCurrency(companyId),
      mapping,
    );
  }

  async previewPath(companyId: number, path: string, mapping?: unknown): Promise<BankCsvPreviewView> {
    const file = await readStatementFile(path);
    return this.previewCsv(companyId, file.name, file.bytes, mapping);
  }

  previewPending(companyId: number, pendingId: number, mapping?: unknown): BankCsvPreviewView {
    const p = this.waiting(companyId, pendingId);
    return this.previewCsv(companyId, p.name, p.content, mapping);
  }

  /**
   * Imports a statement: camt XML by itself; a CSV through `mapping`, else the one remembered for the
   * company (a used mapping is remembered, so the next statement from the same bank needs none). All
   * of a file's entries and statements are written in one transaction: a failure adds nothing.
   */
  importBytes(companyId: number, name: string, bytes: Uint8Array, mapping?: unknown): BankImportView {
    this.deps.companies.get(companyId);
    const file = cleanName(name);
    checkSize(file, bytes.length);
    const xml = isXml(file, bytes);
    const used = xml ? undefined : (mapping ?? this.mappings.get(companyId, 'bank'));
    const parsed = parseStatement(file, bytes, used);
    const statementIds: number[] = [];
    let imported = 0;
    let alreadyThere = 0;
    this.deps.db.transaction(() => {
      for (const period of parsed.periods) {
        const account = period.account ?? parsed.account;
        const origin = { format: parsed.format, file, account };
        const statementId = this.statements.add(companyId, period, origin);
        const outcome = this.entries.insert(companyId, period.entries, { ...origin, statementId });
        this.statements.setCounts(statementId, outcome.imported, outcome.alreadyThere);
        statementIds.push(statementId);
        imported += outcome.imported;
        alreadyThere += outcome.alreadyThere;
      }
      if (!xml && imported + alreadyThere > 0) {
        const checked = bankCsvMappingSchema().parse(used);
        this.mappings.save(companyId, 'bank', checked);
      }
    })();
    const all = this.balance(companyId);
    const mine = new Set(statementIds);
    const gaps = all.gaps.filter((g) => mine.has(g.statementId));
    return {
      format: parsed.format,
      account: parsed.account,
      encoding: xml ? null : encodingLabel(decodeText(bytes.subarray(0, 4096)).encoding),
      imported,
      alreadyThere,
      problems: parsed.problems,
      problemCount: parsed.problemCount,
      statementIds,
      balance: { ok: gaps.length === 0, gaps, unchecked: all.unchecked.filter((s) => mine.has(s)) },
    };
  }

  async importPath(companyId: number, path: string, mapping?: unknown): Promise<BankImportView> {
    const file = await readStatementFile(path);
    return this.importBytes(companyId, file.name, file.bytes, mapping);
  }

  hold(companyId: number, name: string, bytes: Uint8Array): BankPendingView {
    const preview = this.previewCsv(companyId, name, bytes);
    const p = this.pending.add(companyId, cleanName(name), bytes);
    return { id: p.id, name: p.name, addedAt: p.addedAt, preview };
  }

  private waiting(companyId: number, pendingId: number) {
    const p = this.pending.get(companyId, pendingId);
    if (!p)
      throw new UserError(
        'not_found',
        'That statement is no longer waiting for a mapping (imported or removed). Import the file again.',
      );
    return p;
  }

  listPending(companyId: number): BankPendingView[] {
    this.deps.companies.get(companyId);
    return this.pending.list(companyId).map((p) => {
      let preview: BankCsvPreviewView;
      try {
        preview = this.previewCsv(companyId, p.name, p.content);
      } catch (err) {
        if (!(err instanceof UserError)) throw err;
        preview = {
          delimiter: ',',
          encoding: '',
          headers: [],
          rows: [],
          mapping: {},
          remembered: false,
          check: { entries: [], entryCount: 0, problems: [], problemCount: 0, error: err.message },
        };
      }
      return { id: p.id, name: p.name, addedAt: p.addedAt, preview };
    });
  }

  importPending(companyId: number, pendingId: number, mapping: unknown): BankImportView {
    const p = this.waiting(companyId, pendingId);
    const result = this.importBytes(companyId, p.name, p.content, mapping);
    this.pending.remove(companyId, pendingId);
    return result;
  }

  dropPending(companyId: number, pendingId: number): void {
    this.pending.remove(companyId, pendingId);
  }

  /**
   * The invoices entries are matched to, by document id, named by their other party (the customer of
   * an invoice the company issued): read once per listing, not per entry.
   */
  private invoiceNames(companyId: number): Map<number, { number: string | null; party: string | null }> {
    const ours = issuedBy(this.ownNames(companyId));
    const names = new Map<number, { number: string | null; party: string | null }>();
    // Drafts first: an e-invoice's own data, set after, is what names it.
    for (const d of this.deps.documents.drafts(companyId))
      names.set(d.documentId, {
        number: d.invoiceNumber,
        party: draftParty(d, ours(asIssuer(d))),
      });
    for (const d of this.deps.documents.list(companyId))
      if (d.eInvoice)
        names.set(d.id, { number: d.eInvoice.number, party: otherParty(d.eInvoice, ours(d.eInvoice)) });
    return names;
  }

  private view(
    companyId: number,
    e: StoredEntry,
    matches = this.matches.forEntries(companyId),
    invoices = this.invoiceNames(companyId),
  ): BankEntryView {
    const { statementId: _s, seq: _q, ...rest } = e;
    return {
      ...rest,
      matches: (matches.get(e.id) ?? []).map((m) => ({
        documentId: m.documentId,
        number: invoices.get(m.documentId)?.number ?? null,
        party: invoices.get(m.documentId)?.party ?? null,
        amount: m.amount,
      })),
    };
  }

  list(
    companyId: number,
    state: 'open' | 'matched' | 'booked' | 'all',
    limit: number,
    offset: number,
  ): BankListView {
    this.deps.companies.get(companyId);
    const { entries, total } = this.entries.list(companyId, state, limit, offset);
    const matches = this.matches.forEntries(companyId);
    const invoices = this.invoiceNames(companyId);
    return { entries: entries.map((e) => this.view(companyId, e, matches, invoices)), total };
  }

  listStatements(companyId: number): BankStatementView[] {
    this.deps.companies.get(companyId);
    return this.statements.list(companyId);
  }

  balance(companyId: number): BankBalanceView {
    this.deps.companies.get(companyId);
    return checkBalances(this.statements.list(companyId), (account, from, to) =>
      this.entries.between(companyId, account, from, to),
    );
  }

  setBalances(companyId: number, statementId: number, opening: number, closing: number): BankBalanceView {
    if (!this.statements.setBalances(companyId, statementId, opening, closing))
      throw new UserError('not_found', 'That statement is no longer imported. Reload the bank view.');
    return this.balance(companyId);
  }

  private ownNames(companyId: number): OwnNames {
    const company = this.deps.companies.get(companyId);
    const identity = this.deps.identity(companyId);
    return {
      names: [company.name, identity.legalName ?? ''].filter((n) => n !== ''),
      vatNumber: identity.vatNumber,
    };
  }

  /** Open invoices and the invoices each open entry may pay; entries with none go on to account suggestions. */
  suggestMatches(companyId: number): BankMatchesView {
    const invoices = openInvoices(
      this.deps.documents,
      companyId,
      this.ownNames(companyId),
      this.matches.paidByDocument(companyId),
    );
    if (invoices.length === 0) return { suggestions: [], invoices };
    const suggestions = this.entries.open(companyId).flatMap((e) => suggestMatches(e, invoices));
    return { suggestions, invoices };
  }

  /**
   * Records which invoices an entry pays (one, a part of one, or several), in one transaction with
   * the entry's state. An invoice cannot be paid beyond what is open, nor the entry beyond its amount.
   */
  acceptMatch(
    companyId: number,
    entryId: number,
    parts: { documentId: number; amount: number }[],
  ): BankEntryView {
    const entry = this.entries.get(companyId, entryId);
    if (!entry)
      throw new UserError('not_found', 'That bank entry is no longer imported. Reload the bank view.');
    if (entry.state !== 'open')
      throw new UserError(
        'bank_entry_done',
        `That entry is already ${entry.state}. Undo that first to match it.`,
      );
    const open = new Map(
      openInvoices(
        this.deps.documents,
        companyId,
        this.ownNames(companyId),
        this.matches.paidByDocument(companyId),
      ).map((i) => [i.documentId, i]),
    );
    let sum = 0;
    for (const p of parts) {
      const inv = open.get(p.documentId);
      if (!inv)
        throw new UserError(
          'not_found',
          'That invoice is not open (paid in full, or removed). Reload the bank view.',
        );
      if (p.amount > inv.open + 0.005)
        throw new UserError(
          'match_too_much',
          `Invoice ${inv.number ?? inv.name} has ${inv.open} ${inv.currency ?? ''} open; the entry cannot pay ${p.amount} of it.`.replace(
            ' ;',
            ';',
          ),
        );
      sum += p.amount;
    }
    if (sum > Math.abs(entry.amount) + 0.005)
      throw new UserError(
        'match_too_much',
        `The invoices add up to ${round2(sum)}, more than the entry's ${Math.abs(entry.amount)}. Lower the amounts.`,
      );
    this.deps.db.transaction(() => {
      this.matches.add(companyId, entryId, parts);
      this.entries.setMatched(companyId, entryId, true);
    })();
    return this.view(companyId, this.entries.get(companyId, entryId)!);
  }

  unmatch(companyId: number, entryId: number): BankEntryView {
    const entry = this.entries.get(companyId, entryId);
    if (!entry)
      throw new UserError('not_found', 'That bank entry is no longer imported. Reload the bank view.');
    this.deps.db.transaction(() => {
      this.matches.remove(companyId, entryId);
      this.entries.setMatched(companyId, entryId, false);
    })();
    return this.view(companyId, this.entries.get(companyId, entryId)!);
  }
}
