import type { Connection } from '../credentials/connection';
import type { DB } from '../store/db';
import type { EnvironmentName } from '../store/environments';
import type { CompaniesStore } from '../store/companies';
import type { OutboxStatus } from '../../preload/contract/outbox';
import type { EventBus } from '../util/events';
import { OutboxService } from '../sync/outbox-service';
import type { SyncCalls } from '../sync/service-calls';
import { BookingService } from './bookings';
import { ChartStore } from './chart';
import { CompanyIdentityStore } from './company-identity';
import { UndoService } from './undo';
import { HistoryReader } from './history';
import { queueNewHistory } from './history-examples';
import { SettingsStore } from '../store/settings';
import { SuggestionService } from './suggestions';
import type { SuggestCalls } from './suggest-calls';

export type LearningLoopOptions = {
  db: DB;
  companies: CompaniesStore;
  currentEnvironment: () => EnvironmentName;
  connect: (environment?: EnvironmentName) => Promise<Connection>;
  /** The app's bus: outbox status goes out on it, and status/settings changes wake the sender. */
  events?: EventBus;
  log?: (message: string, err?: unknown) => void;
  syncCalls?: SyncCalls;
  suggestCalls?: SuggestCalls;
};

/**
 * Suggestions, bookings and the outbox sender wired together: a booking wakes the sender, and the
 * sender's status goes to the status bar. The app creates one and starts/closes it with itself.
 */
export class LearningLoop {
  readonly history: HistoryReader;
  readonly outbox: OutboxService;
  readonly bookings: BookingService;
  readonly suggestions: SuggestionService;
  /** Accounts and VAT codes with names per company: booking refuses values not in it. */
  readonly chart: ChartStore;
  /** The company's legal name and VAT number, which invoices are checked against. */
  readonly identity: CompanyIdentityStore;
  readonly undo: UndoService;
  private unsubscribe: (() => void) | null = null;
  private importSettled: NodeJS.Timeout | null = null;

  constructor(private readonly options: LearningLoopOptions) {
    this.history = new HistoryReader(options.db);
    const settings = new SettingsStore(options.db);
    this.outbox = new OutboxService({
      db: options.db,
      connect: (environment) => options.connect(environment),
      currentEnvironment: options.currentEnvironment,
      emit: (status: OutboxStatus) => options.events?.emit('outbox.status', status),
      calls: options.syncCalls,
      // Imported history (and bookings made under another environment) go to the current environment too.
      beforePass: () => {
        const environment = options.currentEnvironment();
        // A big first feed goes in slices between passes, so main stays responsive.
        if (queueNewHistory(options.db, this.outbox.store, settings, environment).more)
          this.outbox.sender.nudge(environment);
      },
      log: options.log,
    });
    this.chart = new ChartStore(options.db);
    this.identity = new CompanyIdentityStore(options.db);
    this.bookings = new BookingService({
      db: options.db,
      chart: this.chart,
      outbox: this.outbox.store,
      environment: options.currentEnvironment,
      onQueued: () => {
        // The status bar counts the new example even while the sender waits out a backoff.
        this.outbox.changed();
        this.outbox.sender.nudge(options.currentEnvironment());
      },
    });
    this.undo = new UndoService(options.db, this.bookings);
    this.suggestions = new SuggestionService({
      history: this.history,
      companySlug: (id) => options.companies.get(id).slug,
      connect: options.connect,
      calls: options.suggestCalls,
      log: options.log,
    });
  }

  start(): void {
    // The local engine starting, a new token or another environment: the queue may go out now.
    this.unsubscribe =
      this.options.events?.subscribe((name) => {
        if (name === 'status.changed' || name === 'settings.changed') this.connectivityChanged();
        // A history import reports progress while it runs; once it has been quiet a moment, feed the new lines.
        if (name === 'datasets.progress') {
          if (this.importSettled) clearTimeout(this.importSettled);
          this.importSettled = setTimeout(
            () => this.outbox.sender.nudge(this.options.currentEnvironment()),
            1500,
          );
          this.importSettled.unref();
        }
      }) ?? null;
    this.outbox.start();
  }

  /** Connectivity or credentials changed: try the queue again now. */
  connectivityChanged(): void {
    this.outbox.sender.wake();
  }

  close(): Promise<void> {
    if (this.importSettled) clearTimeout(this.importSettled);
    this.unsubscribe?.();
    this.unsubscribe = null;
    return this.outbox.close();
  }
}
