import { z } from 'zod';
import { base64File, fileName } from './files';
import { call, returns } from './define';

/**
 * Bank statements: import (CSV in any encoding with a column mapping, or ISO 20022 camt.053/.054
 * XML), entries without duplicates, balances checked, and matches to open invoices. This file owns
 * the bank's view types: main, the bridge and the window all use these.
 */

/** What the bank model's entry types mean (the numbers the service learns and suggests). */
export const BANK_ENTRY_TYPES: Record<string, string> = {
  '1': 'Direct debit',
  '2': 'Transfer',
  '3': 'Card payment',
  '4': 'Money in',
  '5': 'Bank fee',
};

export type BankStatementFormatView = 'csv' | 'camt053' | 'camt054';

/** One invoice an entry pays, and how much of it. */
export type BankMatchView = {
  documentId: number;
  number: string | null;
  party: string | null;
  amount: number;
};

export type BankEntryView = {
  id: number;
  /** YYYY-MM-DD */
  date: string;
  text: string;
  /** Signed: negative is money out. */
  amount: number;
  currency: string;
  reference: string | null;
  counterparty: string | null;
  /** The balance after this entry, when the statement says. */
  balance: number | null;
  account: string | null;
  /** matched: paid against invoices; booked: booked to an account. */
  state: 'open' | 'matched' | 'booked';
  source: BankStatementFormatView;
  sourceFile: string;
  importedAt: string;
  bookedAt: string | null;
  matches: BankMatchView[];
};

/** A place where opening + entries does not reach the balance the bank states: entries are missing (or extra). */
export type BankGapView = {
  account: string | null;
  currency: string | null;
  /** The gap lies between these days (inclusive, YYYY-MM-DD). */
  from: string;
  to: string;
  /** What the bank's balance says minus what the entries add up to. */
  difference: number;
  statementId: number;
};

export type BankBalanceView = {
  ok: boolean;
  gaps: BankGapView[];
  /** Statements with no balances to check against (type them in to check them). */
  unchecked: number[];
};

export type BankStatementView = {
  id: number;
  account: string | null;
  currency: string | null;
  format: BankStatementFormatView;
  file: string;
  from: string | null;
  to: string | null;
  opening: number | null;
  closing: number | null;
  balanceSource: 'statement' | 'column' | 'typed' | null;
  entryCount: number;
  imported: number;
  alreadyThere: number;
  importedAt: string;
};

export type BankImportView = {
  format: BankStatementFormatView;
  account: string | null;
  /** The encoding the file was read in (CSV), e.g. "Windows-1252". */
  encoding: string | null;
  imported: number;
  /** Entries this file has that were imported before (from it, or the same days in another format). */
  alreadyThere: number;
  /** Rows (CSV, header = 1) or entries (camt, counted from 1) left out, with the reason. */
  problems: { row: number; reason: string }[];
  problemCount: number;
  statementIds: number[];
  /** The balance check of the statements this file brought. */
  balance: BankBalanceView;
};

export type BankListView = { entries: BankEntryView[]; total: number };

export type BankCsvCheckView = {
  /** The first entries as the mapping reads them. */
  entries: { date: string; text: string; amount: number; currency: string; reference: string | null }[];
  entryCount: number;
  problems: { row: number; reason: string }[];
  problemCount: number;
  /** Why the mapping cannot be used at all (a column missing, no currency), else null. */
  error: string | null;
};

export type BankCsvPreviewView = {
  delimiter: string;
  /** The encoding found, e.g. "UTF-8", "UTF-16", "Windows-1252". */
  encoding: string;
  headers: string[];
  rows: string[][];
  /** The mapping remembered for the company, else a guess from the header names and first rows. */
  mapping: Record<string, unknown>;
  remembered: boolean;
  /** The statement read through `mapping` (or the mapping asked for), without importing. */
  check: BankCsvCheckView;
};

/** A CSV statement waiting for its column mapping, kept in main across reloads and restarts. */
export type BankPendingView = { id: number; name: string; addedAt: string; preview: BankCsvPreviewView };

export type OpenInvoiceView = {
  documentId: number;
  /** The document's file name. */
  name: string;
  number: string | null;
  /** The supplier (supplier invoice) or customer (an invoice the company issued). */
  party: string | null;
  direction: 'supplier' | 'customer';
  creditNote: boolean;
  currency: string | null;
  total: number;
  /** What is still to pay. */
  open: number;
  issueDate: string | null;
  dueDate: string | null;
  /** FIK/OCR/KID or structured creditor reference (RF…) the invoice asks to pay with. */
  paymentId: string | null;
};

export type MatchSuggestionView = {
  entryId: number;
  /** full: pays one invoice; partial: pays part of one; several: pays a few at once. */
  kind: 'full' | 'partial' | 'several';
  confidence: number;
  invoices: {
    documentId: number;
    number: string | null;
    party: string | null;
    name: string;
    open: number;
    /** What this entry pays of it. */
    amount: number;
  }[];
  /** Why, in words: amount, reference or invoice number in the text, party named, date. */
  reasons: string[];
};

export type BankMatchesView = { suggestions: MatchSuggestionView[]; invoices: OpenInvoiceView[] };

const companyId = z.number().int().positive();
const id = z.number().int().positive();
const mapping = z.record(z.string(), z.unknown());
const hostPath = z.string().min(1, 'Choose a statement file.').max(4096);
/** 20 MiB of statement is about 27 MB of base64 (the same limit as documents.import). */
const contentBase64 = base64File(28_000_000, 'The file is larger than 20 MB.');
const money = z.number().finite().min(-1e12).max(1e12);

export const bankCalls = {
  /**
   * The mapping step's view of a CSV statement: a path on this computer (Electron, CLI; refused in
   * the browser), the file's name and bytes, or a statement waiting for its mapping. `mapping` checks that mapping.
   */
  'bank.previewCsv': call(
    z
      .object({
        companyId,
        path: hostPath.optional(),
        name: fileName.optional(),
        contentBase64: contentBase64.optional(),
        pendingId: id.optional(),
        mapping: mapping.optional(),
      })
      .strict()
      .refine(
        (a) =>
          [
            a.path !== undefined,
            a.name !== undefined && a.contentBase64 !== undefined,
            a.pendingId !== undefined,
          ].filter(Boolean).length === 1,
        'Give either the statement file path, its name and content, or the waiting statement.',
      ),
    returns<BankCsvPreviewView>(),
  ),
  /** A statement file on this computer (Electron's dialog, the CLI). Refused in the browser host. */
  'bank.import': call(
    z
      .object({
        companyId,
        path: hostPath,
        /** For CSV statements; left out, the mapping remembered for the company is used. */
        mapping: mapping.optional(),
      })
      .strict(),
    returns<BankImportView>(),
  ),
  /** From the browser (no file paths there): the statement's name and bytes as base64. */
  'bank.importContent': call(
    z
      .object({
        companyId,
        name: fileName,
        contentBase64,
        /** For CSV statements; left out, the mapping remembered for the company is used. */
        mapping: mapping.optional(),
      })
      .strict(),
    returns<BankImportView>(),
  ),
  /** Keeps a CSV statement in main until its mapping is chosen (survives reload and restart). */
  'bank.hold': call(
    z.object({ companyId, name: fileName, contentBase64 }).strict(),
    returns<BankPendingView>(),
  ),
  'bank.pending': call(z.object({ companyId }).strict(), returns<BankPendingView[]>()),
  /** Imports a waiting statement with the chosen mapping; it stops waiting. */
  'bank.importPending': call(
    z.object({ companyId, pendingId: id, mapping }).strict(),
    returns<BankImportView>(),
  ),
  'bank.dropPending': call(z.object({ companyId, pendingId: id }).strict(), returns<null>()),
  'bank.list': call(
    z
      .object({
        companyId,
        state: z.enum(['open', 'matched', 'booked', 'all']).default('open'),
        limit: z.number().int().min(1).max(1000).default(200),
        offset: z.number().int().min(0).default(0),
      })
      .strict(),
    returns<BankListView>(),
  ),
  'bank.statements': call(z.object({ companyId }).strict(), returns<BankStatementView[]>()),
  /** Opening + entries = closing for every statement; gaps with their days. */
  'bank.balance': call(z.object({ companyId }).strict(), returns<BankBalanceView>()),
  /** Balances typed from the paper statement, for statements that do not state them. */
  'bank.setBalances': call(
    z.object({ companyId, statementId: id, opening: money, closing: money }).strict(),
    returns<BankBalanceView>(),
  ),
  /** Open invoices and, per open entry, the invoices it may pay (best first). */
  'bank.suggestMatches': call(z.object({ companyId }).strict(), returns<BankMatchesView>()),
  /** Matches an entry to one or more invoices (a part of one, or several at once). */
  'bank.acceptMatch': call(
    z
      .object({
        companyId,
        entryId: id,
        invoices: z
          .array(z.object({ documentId: id, amount: z.number().finite().positive().max(1e12) }).strict())
          .min(1, 'Choose the invoice the entry pays.')
          .max(50),
      })
      .strict(),
    returns<BankEntryView>(),
  ),
  'bank.unmatch': call(z.object({ companyId, entryId: id }).strict(), returns<BankEntryView>()),
};
