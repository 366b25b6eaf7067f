import { z } from 'zod';
import { call, returns } from './define';

/**
 * The chart of accounts and VAT codes per company (with names), and the company's identity on paper
 * (legal name, VAT/CVR number) that an invoice's receiver is checked against.
 */

export type ChartKind = 'account' | 'vat_code';

export type ChartEntryView = {
  kind: ChartKind;
  code: string;
  name: string;
  /** Accounts: a line booked to it needs a VAT code. */
  vatRequired: boolean;
  /** Accounts: the VAT code usually booked with it. */
  vatCode: string | null;
  /** VAT codes: the rate in percent, when known. */
  rate: number | null;
  source: 'import' | 'manual' | 'demo';
};

export type ChartView = { accounts: ChartEntryView[]; vatCodes: ChartEntryView[] };

export type ChartImportView = {
  /** What the file looked like: e-conomic's or Dinero's export, or columns found by their names. */
  layout: 'e-conomic' | 'dinero' | 'columns';
  added: number;
  updated: number;
  /** Rows left out (headings, sums, rows without a number), with why, for the first few. */
  skipped: { row: number; reason: string }[];
};

export type CompanyIdentityView = { companyId: number; legalName: string | null; vatNumber: string | null };

const companyId = z.number().int().positive();
const chartKind = z.enum(['account', 'vat_code']);
const code = z
  .string()
  .trim()
  .min(1, 'An account or VAT code needs its number or code.')
  .max(40, 'Codes are at most 40 characters.')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._/-]*$/u, 'Codes use letters, digits, spaces and . _ / -');
const name = z.string().trim().min(1, 'Give the account or VAT code a name.').max(200);

export const chartEntryInput = z
  .object({
    kind: chartKind,
    code,
    name,
    vatRequired: z.boolean().default(false),
    vatCode: z.string().trim().max(40).nullish(),
    rate: z.number().min(0).max(100).nullish(),
  })
  .strict();
export type ChartEntryInput = z.input<typeof chartEntryInput>;

export const chartCalls = {
  'chart.get': call(z.object({ companyId }).strict(), returns<ChartView>()),
  /** Adds an entry or changes its name and VAT settings. */
  'chart.save': call(z.object({ companyId, entry: chartEntryInput }).strict(), returns<ChartEntryView>()),
  'chart.remove': call(z.object({ companyId, kind: chartKind, code }).strict(), returns<null>()),
  /** A chart exported from e-conomic or Dinero (CSV), as base64: accounts, or VAT codes. */
  'chart.importCsv': call(
    z
      .object({
        companyId,
        kind: chartKind.default('account'),
        name: z.string().trim().min(1).max(255),
        contentBase64: z
          .string()
          .min(1, 'The file is empty.')
          .max(14_000_000, 'The file is larger than 10 MB.')
          .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The file content must be base64.'),
      })
      .strict(),
    returns<ChartImportView>(),
  ),
  'company.identity': call(z.object({ companyId }).strict(), returns<CompanyIdentityView>()),
  'company.setIdentity': call(
    z
      .object({
        companyId,
        legalName: z.string().trim().max(300).nullish(),
        vatNumber: z.string().trim().max(40).nullish(),
      })
      .strict(),
    returns<CompanyIdentityView>(),
  ),
};
