import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { EnvironmentName, StatusView } from '../preload/api';
import { openDatabase, type DB } from './store/db';
import { SettingsStore } from './store/settings';
import { CompaniesStore } from './store/companies';
import { EnvironmentsStore } from './store/environments';
import { Keychain } from './credentials/keychain';
import { resolveConnection, type Connection, type LocalEndpoint } from './credentials/connection';
import { EventBus } from './util/events';
import { appVersion } from './util/paths';
import type { RunningEngine } from './engine';
import { LearningLoop } from './booking/learning-loop';
import { DatasetsService } from './datasets/service';
import { DocumentsService } from './documents/service';
import { BankService } from './bank/service';
import { WatchFolders, type WatchFolderDeps } from './documents/watch-folder';
import { HeaderModel } from './documents/drafts/header-model';
import type { Logger } from './util/log';

/** The desktop app's native file choosers, given by the Electron shell (the only code importing electron). */
export type FileDialogs = {
  /** Chosen paths; empty when cancelled. */
  open(options: {
    title: string;
    folder: boolean;
    multiple: boolean;
    filters: { name: string; extensions: string[] }[];
  }): Promise<string[]>;
  /** The chosen path; null when cancelled. */
  save(options: {
    title: string;
    defaultName: string;
    filters: { name: string; extensions: string[] }[];
  }): Promise<string | null>;
};

export type AppOptions = {
  /** Folder for the database and engine state: Electron's user-data folder, or --data for the CLI. */
  dataDir: string;
  host: 'electron' | 'browser';
  /** Keychain service name; tests use their own so they never touch a user's tokens. */
  keychainService?: string;
  /**
   * Start the in-process local engine (default true); tests of other parts may skip it. 'later':
   * the caller starts it with startLocalEngine() once its window is served (the browser host).
   */
  startEngine?: boolean | 'later';
  log?: Logger;
  /** Watched-folder timing; tests shorten it. */
  watch?: Pick<WatchFolderDeps, 'settleMs' | 'pollMs'>;
  /** Native file choosers (Electron only): the browser host and the CLI have none. */
  dialogs?: FileDialogs;
  /** Browser host: the folders named at launch (`kontera serve --watch-folder`), the only ones watch.set may use. */
  watchRoots?: string[];
};

/**
 * Composition root: opens the store, wires credentials, services and the handler table. Plain Node,
 * shared by the Electron shell, the browser host and the CLI.
 */
export class KonteraApp {
  readonly version = appVersion();
  readonly events = new EventBus();
  readonly settings: SettingsStore;
  readonly companies: CompaniesStore;
  readonly environments: EnvironmentsStore;
  readonly keychain: Keychain;
  /** Suggestions, bookings and the outbox sender. */
  readonly learning: LearningLoop;
  /** History import, .pb export and upload, training status. */
  readonly datasets: DatasetsService;
  /** The inbox: imported documents, reading and OCR, questions and answers. */
  readonly documents: DocumentsService;
  /** Bank statements, entries, balances and matches to invoices. */
  readonly bank: BankService;
  /** A watched folder per company whose new files are imported by themselves. */
  readonly watch: WatchFolders;
  /** Invoice header values from the company's scanned-invoice model, trained on its booked invoices. */
  readonly headerModel: HeaderModel;
  readonly log: Logger;
  readonly watchRoots: readonly string[];
  /** Native file choosers; null outside the desktop app. */
  readonly dialogs: FileDialogs | null;
  private localEndpoint: LocalEndpoint | null = null;
  private lastStatus: StatusView | null = null;
  private engine: RunningEngine | null = null;
  /** The engine's one start (settled once it listens or has failed); null until it is asked for. */
  private engineStart: Promise<void> | null = null;
  private readonly wantEngine: boolean | 'later';

  private constructor(
    readonly db: DB,
    readonly dataDir: string,
    readonly host: 'electron' | 'browser',
    options: AppOptions,
  ) {
    this.log = options.log ?? ((message, err) => console.error(`[kontera] ${message}`, err ?? ''));
    this.watchRoots = options.watchRoots ?? [];
    // A path from a dialog names this computer's files: never offered to a browser window.
    this.dialogs = host === 'electron' ? (options.dialogs ?? null) : null;
    this.settings = new SettingsStore(db);
    this.companies = new CompaniesStore(db);
    this.environments = new EnvironmentsStore(db);
    this.keychain = new Keychain(options.keychainService);
    this.learning = new LearningLoop({
      db,
      companies: this.companies,
      currentEnvironment: () => this.currentEnvironment(),
      connect: (environment) => this.connection(environment),
      events: this.events,
      log: this.log,
    });
    this.datasets = new DatasetsService({
      db,
      dataDir,
      settings: this.settings,
      companies: this.companies,
      keychain: this.keychain,
      currentEnvironment: () => this.currentEnvironment(),
      connect: (environment) => this.connection(environment),
      onProgress: (p) => this.events.emit('datasets.progress', p),
      onTraining: (s) => this.events.emit('datasets.training', s),
    });
    this.documents = new DocumentsService({
      db,
      dataDir,
      events: this.events,
      connect: () => this.connection(),
      log: this.log,
      // A confirmed or corrected answer is booked: the outbox sends it as feedback:create.
      onAnswerDecided: (a) => {
        this.learning.bookings.answer({
          companyId: a.companyId,
          feedbackId: a.feedbackId,
          question: a.question,
          answer: a.answer,
          pageRef: a.pageRef,
          suggested: a.suggested,
        });
      },
    });
    this.headerModel = new HeaderModel({
      db,
      drafts: this.documents.drafts,
      companies: this.companies,
      booking: (companyId, ref) => this.learning.bookings.get(companyId, 'invoice-line', ref),
      connect: () => this.connection(),
      upload: (companyId) => this.datasets.upload(companyId, 'scanned-invoice'),
      log: this.log,
    });
    this.bank = new BankService({
      db,
      companies: this.companies,
      // The inbox: e-invoices and the drafts of invoices read from PDFs and scans are what entries pay.
      documents: {
        list: (companyId) => this.documents.store.list(companyId),
        drafts: (companyId) => this.documents.drafts.list(companyId),
      },
      // The company's legal name and VAT number tell its own (customer) invoices from its bills.
      identity: (companyId) => this.learning.identity.get(companyId),
      usualCurrency: (companyId) => this.learning.history.usualCurrency(companyId),
    });
    this.watch = new WatchFolders({
      db,
      companies: this.companies,
      documents: this.documents,
      bank: this.bank,
      events: this.events,
      log: this.log,
      ...options.watch,
    });
    this.wantEngine = options.startEngine ?? true;
  }

  static async open(options: AppOptions): Promise<KonteraApp> {
    mkdirSync(options.dataDir, { recursive: true });
    const db = openDatabase(join(options.dataDir, 'kontera.sqlite'));
    const app = new KonteraApp(db, options.dataDir, options.host, options);
    await app.start();
    return app;
  }

  /** Starts background services (local engine, sync). Each area hooks in here. */
  private async start(): Promise<void> {
    if (this.wantEngine === true) await this.startLocalEngine();
    this.refreshStatus();
    this.learning.start();
    this.documents.start();
    this.watch.start();
  }

  /**
   * Starts the in-process local engine, once (later calls wait for the same start). Its module
   * (SQLite models, the reader process, the training worker) is loaded only now, so a host can
   * serve its window first. Per-launch engine: free port, fresh random token (kept in memory only).
   * If it cannot start, the app still opens (other environments work) and the status bar says so.
   */
  startLocalEngine(): Promise<void> {
    this.engineStart ??= (async () => {
      try {
        const { startEngine } = await import('./engine');
        this.engine = await startEngine({ dataDir: join(this.dataDir, 'engine'), port: 0, log: this.log });
        this.setLocalEndpoint({ url: this.engine.url, token: this.engine.token });
      } catch (err) {
        this.log('the local engine could not start', err);
      }
    })();
    return this.engineStart;
  }

  currentEnvironment(): EnvironmentName {
    return this.settings.get<EnvironmentName>('environment', 'local');
  }

  /** Registers where the in-app local engine listens this launch. */
  setLocalEndpoint(endpoint: LocalEndpoint | null): void {
    this.localEndpoint = endpoint;
    this.refreshStatus();
  }

  async connection(environment = this.currentEnvironment()): Promise<Connection> {
    // A local call made before the engine listens (started 'later', or still starting) waits for it.
    if (environment === 'local' && this.wantEngine !== false) await this.startLocalEngine();
    return resolveConnection(environment, this.environments, this.keychain, () => this.localEndpoint);
  }

  status(): StatusView {
    return this.lastStatus ?? this.computeStatus();
  }

  refreshStatus(): void {
    this.lastStatus = this.computeStatus();
    this.events.emit('status.changed', this.lastStatus);
  }

  private computeStatus(): StatusView {
    const environment = this.currentEnvironment();
    if (environment === 'local') {
      return this.localEndpoint
        ? { environment, online: true, message: 'Local engine running' }
        : { environment, online: null, message: 'Local engine not started' };
    }
    return { environment, online: null, message: `Using ${environment}` };
  }

  async close(): Promise<void> {
    await this.watch.close();
    this.headerModel.close();
    // No OCR to stop here: documents are read (and OCRed) in the reader processes, so the app's
    // process never loads tesseract.js or the canvas library (that cost ~0.2 s at every start).
    await this.documents.close();
    this.datasets.close();
    await this.learning.close();
    await this.engineStart;
    await this.engine?.close();
    this.engine = null;
    this.db.close();
  }
}
