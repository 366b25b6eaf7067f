import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DB } from '../store/db';
import type { SettingsStore } from '../store/settings';
import type { CompaniesStore } from '../store/companies';
import type { EnvironmentName } from '../store/environments';
import type { Keychain } from '../credentials/keychain';
import type { Connection } from '../credentials/connection';
import { UserError } from '../util/errors';
import type { ExportResult } from './export';
import { HistoryStore } from './history';
import type { ImportResult } from './import-csv';
import type { MappingInput } from './mapping';
import type { UploadProgress } from './s3-upload';
import type { StorageCredentials, StorageSettings } from './storage-config';
import { TrainingWatcher, type TrainingStatus } from './training-status';
import { SERVICE_NAME, type DatasetKind } from './types';
import type {
  CsvPreviewView,
  DatasetProgressView,
  ExportFileView,
  StorageView,
  UploadResultView,
} from '../../preload/contract/datasets';

// The .pb writer (protobufjs and the generated message code), the CSV reader, the column mappings'
// and storage settings' schemas and the uploaders load at their first use: the app starts (and `kontera serve` shows its
// first page) without them. The module system keeps each after its first import.
const builder = () => import('./build');
const csvReader = () => import('./csv-read');
const exporter = () => import('./export');
const importer = () => import('./import-csv');
const uploads = () => import('./uploads');
const mappings = () => import('./mapping');
const localStore = () => import('./local-store');
const s3 = () => import('./s3-upload');
const storage = () => import('./storage-config');

// What this service answers is what the datasets view shows: the contract's types, as they are.
export type DatasetProgress = DatasetProgressView;
export type UploadOutcome = UploadResultView;
export type CsvPreview = CsvPreviewView;

type Deps = {
  db: DB;
  dataDir: string;
  settings: SettingsStore;
  companies: CompaniesStore;
  keychain: Keychain;
  currentEnvironment: () => EnvironmentName;
  connect: (environment: EnvironmentName) => Promise<Connection>;
  onProgress: (p: DatasetProgress) => void;
  onTraining: (status: TrainingStatus & { companyId: number }) => void;
};

/** `{slug}.invoice-line.pb` / `{slug}.scanned-invoice.pb`: one dataset per end customer and kind. */
export function legacyDatasetName(slug: string, kind: DatasetKind): string {
  return `${slug}.${kind === 'eil' ? 'invoice-line' : 'scanned-invoice'}.pb`;
}

/**
 * The datasets area for the app: history import, manual export, upload (object storage or the local
 * engine's bucket) and watching which targets are trained afterwards.
 */
export class DatasetsService {
  readonly history: HistoryStore;
  private readonly watcher: TrainingWatcher;
  /** Work in progress per company and kind, so it can be cancelled and never runs twice at once. */
  private readonly busy = new Map<string, AbortController>();

  constructor(private readonly deps: Deps) {
    this.history = new HistoryStore(deps.db);
    this.watcher = new TrainingWatcher({
      connect: (env) => deps.connect(env as EnvironmentName),
      onChange: (key, status) => deps.onTraining({ ...status, companyId: Number(key.split(':')[0]) }),
    });
  }

  private exclusive<T>(
    companyId: number,
    kind: DatasetKind,
    work: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const key = `${companyId}:${kind}`;
    if (this.busy.has(key)) {
      return Promise.reject(
        new UserError('busy', 'Kontera is already working on this dataset. Wait until it has finished.'),
      );
    }
    const controller = new AbortController();
    this.busy.set(key, controller);
    return work(controller.signal).finally(() => this.busy.delete(key));
  }

  /** Stops the import, export or upload running for this company and kind. False when none runs. */
  cancel(companyId: number, kind: DatasetKind): boolean {
    const controller = this.busy.get(`${companyId}:${kind}`);
    controller?.abort();
    return controller !== undefined;
  }

  /** The first rows of a CSV and the mapping to start from: the one remembered, else a guess. */
  async previewCsv(companyId: number, kind: DatasetKind, path: string): Promise<CsvPreview> {
    this.deps.companies.get(companyId);
    const remembered = this.history.getMapping(companyId, kind);
    const [{ guessEilMapping, parseMapping }, { previewCsv }] = await Promise.all([mappings(), csvReader()]);
    const parsed = remembered ? parseMapping(kind, remembered) : null;
    const format = parsed?.success
      ? { delimiter: parsed.data.delimiter, encoding: parsed.data.encoding }
      : { encoding: 'utf8' as const };
    const preview = await previewCsv(path, format);
    const mapping: MappingInput = parsed?.success
      ? parsed.data
      : kind === 'eil'
        ? { ...guessEilMapping(preview.headers), delimiter: preview.delimiter }
        : {
            kind: 'scanned-invoice',
            columns: { text: preview.headers[0] ?? '', timestamp: '' },
            targets: {},
            delimiter: preview.delimiter,
          };
    return {
      delimiter: preview.delimiter,
      headers: preview.headers,
      rows: preview.rows.map((r) => r.cells),
      mapping,
      remembered: !!parsed?.success,
    };
  }

  importCsv(companyId: number, kind: DatasetKind, path: string, mapping: unknown): Promise<ImportResult> {
    this.deps.companies.get(companyId);
    return this.exclusive(companyId, kind, async (signal) =>
      (await importer()).importCsv(
        this.history,
        companyId,
        kind,
        path,
        mapping,
        (rows) => this.deps.onProgress({ companyId, kind, phase: 'importing', done: rows, total: null }),
        signal,
      ),
    );
  }

  /** The same for a CSV the window uploaded (the browser host): read from a temporary copy. */
  previewCsvContent(
    companyId: number,
    kind: DatasetKind,
    name: string,
    bytes: Uint8Array,
  ): Promise<CsvPreview> {
    this.deps.companies.get(companyId);
    return uploads().then(({ withUploadedFile }) =>
      withUploadedFile(name, bytes, (path) => this.previewCsv(companyId, kind, path)),
    );
  }

  importCsvContent(
    companyId: number,
    kind: DatasetKind,
    name: string,
    bytes: Uint8Array,
    mapping: unknown,
  ): Promise<ImportResult> {
    this.deps.companies.get(companyId);
    return uploads().then(({ withUploadedFile }) =>
      withUploadedFile(name, bytes, (path) => this.importCsv(companyId, kind, path, mapping)),
    );
  }

  historyCount(companyId: number, kind: DatasetKind): number {
    return this.history.count(companyId, kind);
  }

  /** Manual export to a path the user chose; the summary goes beside it. */
  export(companyId: number, kind: DatasetKind, path: string): Promise<ExportResult> {
    this.deps.companies.get(companyId);
    return this.exclusive(companyId, kind, async (signal) =>
      (await exporter()).exportHistory(
        this.history,
        companyId,
        kind,
        path,
        (p) => this.deps.onProgress({ companyId, kind, phase: p.phase, done: p.rows, total: null }),
        signal,
      ),
    );
  }

  /** The export for the window to download (the browser host): named after the dataset, summary included. */
  async exportFile(companyId: number, kind: DatasetKind): Promise<ExportFileView> {
    const company = this.deps.companies.get(companyId);
    const name = legacyDatasetName(company.slug, kind);
    const { withDownloadedFile } = await uploads();
    const { result, bytes, summary } = await withDownloadedFile(name, (path) =>
      this.export(companyId, kind, path),
    );
    return {
      name,
      contentBase64: bytes.toString('base64'),
      bytes: result.bytes,
      summary: result.summary,
      skipped: result.skipped,
      skippedCount: result.skippedCount,
      summaryFile:
        summary === null ? null : { name: `${name.replace(/\.pb$/, '')}.summary.json`, text: summary },
    };
  }

  /**
   * Builds the company's dataset and uploads it to the current environment: the local engine's
   * bucket folder, or object storage with the storage keys from the keychain. Then watches training.
   */
  upload(companyId: number, kind: DatasetKind): Promise<UploadOutcome> {
    const company = this.deps.companies.get(companyId);
    const environment = this.deps.currentEnvironment();
    const dataset = legacyDatasetName(company.slug, kind);
    const serviceName = SERVICE_NAME[kind];
    return this.exclusive(companyId, kind, async (signal) => {
      // Checked before building, so a missing key does not cost a long build first.
      const remote = environment === 'local' ? null : await this.remoteTarget(environment);
      const [{ buildDataset }, { objectLocation, uploadToS3 }, { uploadToLocalEngine }] = await Promise.all([
        builder(),
        s3(),
        localStore(),
      ]);
      const dir = await mkdtemp(join(tmpdir(), 'kontera-upload-'));
      try {
        const built = await buildDataset({
          kind,
          source: this.history.source(companyId, kind),
          out: join(dir, dataset),
          skipInvalid: true,
          signal,
          onProgress: (p) =>
            this.deps.onProgress({ companyId, kind, phase: p.phase, done: p.rows, total: null }),
        });
        const onProgress = (p: UploadProgress) =>
          this.deps.onProgress({ companyId, kind, phase: 'uploading', done: p.loaded, total: p.total });
        const placed = remote
          ? await uploadToS3({
              file: built.path,
              location: objectLocation(remote.settings, environment, serviceName, dataset),
              settings: remote.settings,
              credentials: remote.credentials,
              onProgress,
              signal,
            })
          : await uploadToLocalEngine({
              dataDir: this.deps.dataDir,
              file: built.path,
              serviceName,
              datasetName: dataset,
              onProgress,
            });
        const targets = built.summary.targets.map((t) => t.name);
        this.deps.settings.set(this.uploadKey(companyId, kind, environment), {
          dataset,
          targets,
          uploadedAt: new Date().toISOString(),
        });
        const training = this.watcher.watch({
          key: this.watchKey(companyId, kind),
          kind,
          dataset,
          environment,
          targets,
        });
        return {
          environment,
          dataset,
          ...placed,
          summary: built.summary,
          skipped: built.skipped,
          skippedCount: built.skippedCount,
          training: { ...training },
        };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  }

  /** The last known training status; asks again (with backoff) when there is an earlier upload but no watch. */
  trainingStatus(companyId: number, kind: DatasetKind, recheck = false): TrainingStatus | null {
    const key = this.watchKey(companyId, kind);
    const environment = this.deps.currentEnvironment();
    const current = this.watcher.status(key);
    if (current && current.environment === environment && !recheck) return { ...current };
    const last = this.deps.settings.get<{ dataset: string; targets: string[] } | null>(
      this.uploadKey(companyId, kind, environment),
      null,
    );
    if (!last) return null;
    return {
      ...this.watcher.watch({ key, kind, dataset: last.dataset, environment, targets: last.targets }),
    };
  }

  storageView = async (): Promise<StorageView> => {
    const { getStorageCredentials, getStorageSettings } = await storage();
    return {
      settings: getStorageSettings(this.deps.settings),
      credentialsSet: {
        staging: (await getStorageCredentials(this.deps.keychain, 'staging')) !== null,
        production: (await getStorageCredentials(this.deps.keychain, 'production')) !== null,
      },
    };
  };

  async setStorageSettings(value: StorageSettings): Promise<StorageView> {
    (await storage()).setStorageSettings(this.deps.settings, value);
    return this.storageView();
  }

  async setStorageCredentials(
    environment: 'staging' | 'production',
    creds: StorageCredentials,
  ): Promise<StorageView> {
    await (await storage()).setStorageCredentials(this.deps.keychain, environment, creds);
    return this.storageView();
  }

  async clearStorageCredentials(environment: 'staging' | 'production'): Promise<StorageView> {
    await this.deps.keychain.delete(environment, 'storage');
    return this.storageView();
  }

  close(): void {
    this.watcher.close();
  }

  private async remoteTarget(environment: EnvironmentName) {
    const { getStorageCredentials, getStorageSettings } = await storage();
    const settings = getStorageSettings(this.deps.settings);
    if (!settings) {
      throw new UserError(
        'storage_not_configured',
        'Dataset storage is not set up. Enter the bucket prefix, user id and key alias from the product team in Settings.',
      );
    }
    const credentials = await getStorageCredentials(this.deps.keychain, environment);
    if (!credentials) {
      throw new UserError(
        'storage_credentials_missing',
        `No storage keys are set for ${environment}. Enter the storage keys from the product team in Settings.`,
      );
    }
    return { settings, credentials };
  }

  private watchKey(companyId: number, kind: DatasetKind): string {
    return `${companyId}:${kind}`;
  }

  private uploadKey(companyId: number, kind: DatasetKind, environment: EnvironmentName): string {
    return `datasets.lastUpload.${companyId}.${kind}.${environment}`;
  }
}
