import { z } from 'zod';
import { call, returns } from './define';

/** Bank statements: import (CSV with a column mapping, or ISO 20022 camt.053 XML) and the list of entries. */

export type BankEntryView = {
  id: number;
  /** YYYY-MM-DD */
  date: string;
  text: string;
  /** Signed: negative is money out. */
  amount: number;
  currency: string;
  reference: string | null;
  account: string | null;
  state: 'open' | 'booked';
  source: 'csv' | 'camt053';
  sourceFile: string;
  importedAt: string;
  bookedAt: string | null;
};

export type BankImportView = {
  format: 'csv' | 'camt053';
  account: string | null;
  imported: number;
  /** Entries already imported from an earlier copy of the statement. */
  duplicates: number;
  /** Rows (CSV, header = 1) or entries (camt.053, counted from 1) left out, with the reason. */
  problems: { row: number; reason: string }[];
  problemCount: number;
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
  headers: string[];
  rows: string[][];
  /** The mapping remembered for the company, else a guess from the header names and first rows. */
  mapping: Record<string, unknown>;
  remembered: boolean;
  /** The statement read through `mapping` (or the mapping asked for), without importing. */
  check: BankCsvCheckView;
};

const companyId = z.number().int().positive();
const mapping = z.record(z.string(), z.unknown());
const fileName = z
  .string()
  .trim()
  .min(1, 'The file needs a name.')
  .max(255, 'File names are at most 255 characters.');
/** 20 MiB of statement is about 27 MB of base64 (the same limit as documents.import). */
const contentBase64 = z
  .string()
  .min(1, 'The file is empty.')
  .max(28_000_000, 'The file is larger than 20 MB.')
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The file content must be base64.');

export const bankCalls = {
  /** A path on this computer (Electron, CLI), or from the browser the file's name and bytes; `mapping` checks that mapping. */
  'bank.previewCsv': call(
    z
      .object({
        companyId,
        path: z.string().min(1, 'Choose a statement file.').max(4096).optional(),
        name: fileName.optional(),
        contentBase64: contentBase64.optional(),
        mapping: mapping.optional(),
      })
      .strict()
      .refine(
        (a) => (a.path !== undefined) !== (a.name !== undefined && a.contentBase64 !== undefined),
        'Give either the statement file path, or its name and content.',
      ),
    returns<BankCsvPreviewView>(),
  ),
  'bank.import': call(
    z
      .object({
        companyId,
        path: z.string().min(1, 'Choose a statement file.').max(4096),
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
  'bank.list': call(
    z
      .object({
        companyId,
        state: z.enum(['open', 'booked', 'all']).default('open'),
        limit: z.number().int().min(1).max(1000).default(200),
        offset: z.number().int().min(0).default(0),
      })
      .strict(),
    returns<BankListView>(),
  ),
};
