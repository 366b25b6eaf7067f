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

export type BankCsvPreviewView = {
  delimiter: string;
  headers: string[];
  rows: string[][];
  /** The mapping remembered for the company, else a guess from the header names. */
  mapping: Record<string, unknown>;
  remembered: boolean;
};

const companyId = z.number().int().positive();

export const bankCalls = {
  'bank.previewCsv': call(
    z.object({ companyId, path: z.string().min(1, 'Choose a statement file.').max(4096) }).strict(),
    returns<BankCsvPreviewView>(),
  ),
  'bank.import': call(
    z
      .object({
        companyId,
        path: z.string().min(1, 'Choose a statement file.').max(4096),
        /** For CSV statements; left out, the mapping remembered for the company is used. */
        mapping: z.record(z.string(), z.unknown()).optional(),
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
