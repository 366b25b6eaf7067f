import { z } from 'zod';
import { base64File, fileName } from './files';
import { call, event, returns } from './define';

/** Datasets: import booking history from an ERP export, export and upload legacy `.pb` datasets. */

/** The two kinds of legacy `.pb` dataset Kontera builds. */
export const DATASET_KINDS = ['eil', 'scanned-invoice'] as const;
export type DatasetKind = (typeof DATASET_KINDS)[number];

/** A row left out: the spreadsheet row number of a CSV record (header = row 1), or a history line's id. */
export type RowProblemView = { row: number; reason: string };

export type TargetSummaryView = {
  name: string;
  /** Rows that carry a value for this target. */
  rows: number;
  /** Distinct values (classes). Counting stops at a cap to keep memory bounded. */
  classes: number;
  classesCapped: boolean;
};
export type DatasetSummaryView = {
  kind: DatasetKind;
  rows: number;
  targets: TargetSummaryView[];
  /** Targets with one class only: the service answers them with confidence 0. */
  singleClassTargets: string[];
};

export type CsvPreviewView = {
  delimiter: string;
  headers: string[];
  /** The first rows, cells as text. */
  rows: string[][];
  /** The mapping to start from: the one remembered for this company, else a guess from the headers. */
  mapping: Record<string, unknown>;
  remembered: boolean;
};

export type ImportResultView = {
  imported: number;
  duplicates: number;
  /** Rows left out (spreadsheet row number, header = 1) with the reason; at most 100 listed. */
  problems: RowProblemView[];
  problemCount: number;
};

export type ExportResultView = {
  path: string;
  summaryPath: string;
  bytes: number;
  summary: DatasetSummaryView;
  /** History lines left out because they break a dataset rule (row = history line id). */
  skipped: RowProblemView[];
  skippedCount: number;
};

/** A dataset exported for the window to download (the browser host): the .pb and its summary. */
export type ExportFileView = Omit<ExportResultView, 'path' | 'summaryPath'> & {
  /** The file name to save it under, e.g. `acme.invoice-line.pb`. */
  name: string;
  contentBase64: string;
  summaryFile: { name: string; text: string } | null;
};

export type TrainingStatusView = {
  dataset: string;
  kind: DatasetKind;
  environment: string;
  targets: { name: string; trained: boolean }[];
  /** `watching` while some target is not trained yet; `done` when all are; `failed` on another error. */
  state: 'watching' | 'done' | 'failed' | 'stopped';
  checks: number;
  checkedAt: string | null;
  /** When the next check is due (ISO), while watching. */
  nextCheckAt: string | null;
  message: string | null;
};

export type UploadResultView = {
  environment: string;
  dataset: string;
  bucket: string;
  key: string;
  bytes: number;
  summary: DatasetSummaryView;
  skipped: RowProblemView[];
  skippedCount: number;
  training: TrainingStatusView;
};

export type StorageSettingsView = {
  bucketPrefix: string;
  userId: string;
  kmsKeyAlias: string;
  region: string;
  endpoint?: string | undefined;
};
export type StorageView = {
  settings: StorageSettingsView | null;
  /** Whether storage keys are stored; the keys are write-only and never come back. */
  credentialsSet: { staging: boolean; production: boolean };
};

export type DatasetProgressView = {
  companyId: number;
  kind: DatasetKind;
  phase: 'importing' | 'validating' | 'writing' | 'uploading';
  /** Rows so far (import, build) or bytes so far (upload). */
  done: number;
  /** Known total (upload bytes), else null. */
  total: number | null;
};

export type DatasetOverviewView = {
  kind: DatasetKind;
  dataset: string;
  historyLines: number;
  training: TrainingStatusView | null;
};

const companyId = z.number().int().positive();
const kind = z.enum(DATASET_KINDS);
const filePath = z.string().min(1, 'Choose a file.').max(4096);
/**
 * An ERP export uploaded from the browser: up to 40 MB of CSV (about 54 MB of base64, under the
 * browser host's 64 MB request limit). Larger histories go through the desktop app or the CLI.
 */
const contentBase64 = base64File(
  54_000_000,
  'The file is larger than 40 MB. Import it in the desktop app or with `kontera dataset import`.',
);
const remote = z.enum(['staging', 'production']);

export const datasetsCalls = {
  'datasets.overview': call(z.object({ companyId }).strict(), returns<DatasetOverviewView[]>()),
  'datasets.previewCsv': call(
    z.object({ companyId, kind, path: filePath }).strict(),
    returns<CsvPreviewView>(),
  ),
  'datasets.importCsv': call(
    z.object({ companyId, kind, path: filePath, mapping: z.record(z.string(), z.unknown()) }).strict(),
    returns<ImportResultView>(),
  ),
  /** From the browser (no file paths there): the CSV's name and bytes as base64. */
  'datasets.previewCsvContent': call(
    z.object({ companyId, kind, name: fileName, contentBase64 }).strict(),
    returns<CsvPreviewView>(),
  ),
  'datasets.importCsvContent': call(
    z
      .object({ companyId, kind, name: fileName, contentBase64, mapping: z.record(z.string(), z.unknown()) })
      .strict(),
    returns<ImportResultView>(),
  ),
  'datasets.export': call(
    z
      .object({
        companyId,
        kind,
        path: filePath.refine((p) => p.endsWith('.pb'), 'The file name must end in .pb.'),
      })
      .strict(),
    returns<ExportResultView>(),
  ),
  /** The same export handed to the window to download (the browser host), named after the dataset. */
  'datasets.exportFile': call(z.object({ companyId, kind }).strict(), returns<ExportFileView>()),
  'datasets.upload': call(z.object({ companyId, kind }).strict(), returns<UploadResultView>()),
  /** Stops the import, export or upload running for this company and kind; false when none runs. */
  'datasets.cancel': call(z.object({ companyId, kind }).strict(), returns<boolean>()),
  'datasets.trainingStatus': call(
    z.object({ companyId, kind, recheck: z.boolean().optional() }).strict(),
    returns<TrainingStatusView | null>(),
  ),
  'datasets.storage': call(z.undefined(), returns<StorageView>()),
  'datasets.setStorage': call(
    z
      .object({
        bucketPrefix: z.string().max(64),
        userId: z.string().max(128),
        kmsKeyAlias: z.string().max(256),
        region: z.string().max(64).optional(),
        endpoint: z.string().max(2048).optional(),
      })
      .strict(),
    returns<StorageView>(),
  ),
  'datasets.setStorageCredentials': call(
    z
      .object({
        environment: remote,
        accessKeyId: z.string().min(1).max(256),
        secretAccessKey: z.string().min(1).max(1024),
      })
      .strict(),
    returns<StorageView>(),
  ),
  'datasets.clearStorageCredentials': call(
    z.object({ environment: remote }).strict(),
    returns<StorageView>(),
  ),
};

export const datasetsEvents = {
  'datasets.progress': event<DatasetProgressView>(),
  'datasets.training': event<TrainingStatusView & { companyId: number }>(),
};
