import { randomUUID } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import type { DB } from '../store/db';
import type { EnvironmentName } from '../store/environments';
import type { BankEntryInput, BookingView, InvoiceLineInput } from '../../preload/contract/booking';
import type { FeedbackRequest } from '../api/types';
import { UserError } from '../util/errors';
import type { OutboxStore } from '../sync/outbox-store';
import { utcStamp } from '../util/time';
import { bankEntryData, buildExample, datasetName, invoiceLineData, toTimestamp } from './examples';
import type { ChartStore } from './chart';
import { HistoryLines } from './history-lines';
import { BankEntries } from '../bank/entries';
import { CompaniesStore } from '../store/companies';

type Kind = BookingView['kind'];
type Targets = Record<string, string>;

type BookingRow = {
  id: string;
  company_id: number;
  kind: Kind;
  ref: string;
  data: string;
  targets: string;
  suggested: string | null;
  decision: 'accepted' | 'corrected';
  revision: number;
  environment: string;
  dataset: string;
  created_at: string;
  updated_at: string;
  undone_at: string | null;
};

export type AnswerInput = {
  companyId: number;
  feedbackId: string;
  question: string;
  answer: string;
  pageRef: number;
  suggested?: string | null;
};

export type BookingDeps = {
  db: DB;
  outbox: OutboxStore;
  environment: () => EnvironmentName;
  /** Called after a booking committed, so the sender can go. */
  onQueued?: () => void;
  now?: () => Date;
  /** The company's chart: an invoice line's account and VAT code must be in it (once it has one). */
  chart?: ChartStore;
};

/** What a booking looked like before a change: undo puts it back. */
export type BookingBefore = {
  targets: Targets;
  suggested: Targets | null;
  decision: 'accepted' | 'corrected';
};

type BookOptions = {
  forced?: 'accepted' | 'corrected';
  alongside?: (id: string, stamp: string) => void;
  /** Undo restoring an earlier state: not itself recorded for undo. */
  restoring?: boolean;
};

const toView = (r: BookingRow): BookingView => ({
  id: r.id,
  companyId: r.company_id,
  kind: r.kind,
  ref: r.ref,
  targets: JSON.parse(r.targets) as Targets,
  decision: r.decision,
  revision: r.revision,
  dataset: r.dataset,
  environment: r.environment,
  updatedAt: r.updated_at,
});

const sameValues = (a: Targets, b: Targets | null | undefined): boolean =>
  !!b && Object.keys(a).length > 0 && Object.entries(a).every(([k, v]) => b[k] === v);

/**
 * Accepting and correcting. Each call is ONE transaction: the booking decision, the line in the
 * company's history (so datasets and "why?" learn from it) and the example in the outbox for the
 * current environment. The item's UUID is made once, at its first booking; every later booking of the
 * same item (same ref) or correction re-queues that same UUID, so the service keeps only the last copy.
 */
export class BookingService {
  private readonly statements = new Map<string, Statement>();

  /** The booking's line in the company's history, written in the booking's own transaction. */
  private readonly history: HistoryLines;
  /** The imported bank entries (the bank area's table): booked and reopened with their booking. */
  private readonly bankEntries: BankEntries;
  private readonly companies: CompaniesStore;

  constructor(private readonly deps: BookingDeps) {
    this.history = new HistoryLines(deps.db);
    this.bankEntries = new BankEntries(deps.db);
    this.companies = new CompaniesStore(deps.db);
  }

  /** Prepared once per SQL text: an accept runs six statements, preparing them each time doubled its cost. */
  private sql(text: string): Statement {
    let stmt = this.statements.get(text);
    if (!stmt) {
      stmt = this.deps.db.prepare(text);
      this.statements.set(text, stmt);
    }
    return stmt;
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  get(companyId: number, kind: Kind, ref: string): BookingView | null {
    const row = this.sql(
      'SELECT * FROM bookings WHERE company_id = ? AND kind = ? AND ref = ? AND undone_at IS NULL',
    ).get(companyId, kind, ref) as BookingRow | undefined;
    return row ? toView(row) : null;
  }

  acceptLine(input: {
    companyId: number;
    ref: string;
    line: InvoiceLineInput;
    targets: Targets;
    suggested?: Targets | null;
  }): BookingView {
    return this.book(
      input.companyId,
      'invoice-line',
      input.ref,
      input.line,
      input.targets,
      input.suggested ?? null,
    );
  }

  acceptEntry(input: {
    companyId: number;
    ref: string;
    entry: BankEntryInput;
    targets: Targets;
    suggested?: Targets | null;
    bankEntryId?: number | null;
  }): BookingView {
    const entryId = input.bankEntryId ?? null;
    const markBooked = (id: string, stamp: string): void => {
      if (entryId === null) return;
      // The imported statement entry becomes booked together with its booking (the bank area owns bank_entries).
      if (!this.bankEntries.markBooked(input.companyId, entryId, id, stamp)) {
        throw new UserError(
          'not_found',
          'That bank entry is no longer in the imported statement. Reload the bank list and try again.',
        );
      }
    };
    const { companyId, ref, entry, targets } = input;
    return this.book(companyId, 'bank', ref, entry, targets, input.suggested ?? null, {
      alongside: markBooked,
    });
  }

  /** A confirmed or corrected document answer: queued for feedback:create with the document's other answers. */
  answer(input: AnswerInput): BookingView {
    const ref = `${input.feedbackId}\n${input.pageRef}\n${input.question}`;
    const data = { feedbackId: input.feedbackId, question: input.question, pageRef: input.pageRef };
    const suggested =
      input.suggested === undefined || input.suggested === null ? null : { answer: input.suggested };
    return this.book(input.companyId, 'document-answer', ref, data, { answer: input.answer }, suggested);
  }

  /** Changes the values of a booked item; its example is re-queued under the same UUID. */
  correct(bookingId: string, targets: Targets): BookingView {
    const row = this.sql('SELECT * FROM bookings WHERE id = ? AND undone_at IS NULL').get(bookingId) as
      BookingRow | undefined;
    if (!row)
      throw new UserError(
        'not_found',
        'That booking no longer exists. Reload the list and book the line again.',
      );
    if (row.kind === 'document-answer' && typeof targets.answer !== 'string') {
      throw new UserError('invalid_argument', 'A corrected document answer needs the answer text.');
    }
    const suggested = row.suggested ? (JSON.parse(row.suggested) as Targets) : null;
    return this.book(row.company_id, row.kind, row.ref, JSON.parse(row.data) as unknown, targets, suggested, {
      forced: 'corrected',
    });
  }

  /**
   * Puts a booking back as it was before its latest change (undo). `before` null takes the booking
   * back altogether: the row stays, marked undone, so booking the item again keeps its UUID.
   */
  restore(bookingId: string, before: BookingBefore | null): BookingView {
    const row = this.sql('SELECT * FROM bookings WHERE id = ?').get(bookingId) as BookingRow | undefined;
    if (!row) throw new UserError('not_found', 'That booking no longer exists: there is nothing to undo.');
    if (before) {
      return this.book(
        row.company_id,
        row.kind,
        row.ref,
        JSON.parse(row.data) as unknown,
        before.targets,
        before.suggested,
        {
          forced: before.decision,
          restoring: true,
        },
      );
    }
    const stamp = utcStamp(this.now());
    this.deps.db.transaction(() => {
      this.sql('UPDATE bookings SET undone_at = ?, updated_at = ? WHERE id = ?').run(stamp, stamp, bookingId);
      this.history.removeBooked(bookingId);
      if (row.kind === 'bank') this.bankEntries.reopenBooked(bookingId);
      this.deps.outbox.withdrawUnsent(bookingId);
    })();
    this.deps.onQueued?.();
    return { ...toView(row), updatedAt: stamp };
  }

  private book(
    companyId: number,
    kind: Kind,
    ref: string,
    data: unknown,
    targets: Targets,
    suggested: Targets | null,
    options: BookOptions = {},
  ): BookingView {
    const { forced, alongside } = options;
    const { db, outbox } = this.deps;
    const environment = this.deps.environment();
    const now = this.now();
    const stamp = utcStamp(now);
    const view = db.transaction((): BookingView => {
      // Throws not_found ("That company no longer exists") when it was deleted meanwhile.
      const company = this.companies.get(companyId);
      const existing = this.sql('SELECT * FROM bookings WHERE company_id = ? AND kind = ? AND ref = ?').get(
        companyId,
        kind,
        ref,
      ) as BookingRow | undefined;
      if (kind === 'invoice-line') this.deps.chart?.checkLine(companyId, targets);
      const id = existing?.id ?? randomUUID();
      const live = existing !== undefined && existing.undone_at === null;
      const changedFromBefore = live && existing.targets !== JSON.stringify(targets);
      if (!options.restoring && kind !== 'document-answer') {
        const before: BookingBefore | null = live
          ? {
              targets: JSON.parse(existing.targets) as Targets,
              suggested: existing.suggested ? (JSON.parse(existing.suggested) as Targets) : null,
              decision: existing.decision,
            }
          : null;
        this.sql('INSERT INTO booking_undo (company_id, booking_id, before, at) VALUES (?, ?, ?, ?)').run(
          companyId,
          id,
          before ? JSON.stringify(before) : null,
          stamp,
        );
      }
      const decision =
        forced ?? (changedFromBefore || !sameValues(targets, suggested) ? 'corrected' : 'accepted');
      const dataset = kind === 'document-answer' ? '' : datasetName(company.slug, kind);
      this.sql(
        `INSERT INTO bookings (id, company_id, kind, ref, data, targets, suggested, decision, revision, environment, dataset, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET data = excluded.data, targets = excluded.targets, suggested = excluded.suggested,
           decision = excluded.decision, revision = bookings.revision + 1, environment = excluded.environment,
           dataset = excluded.dataset, updated_at = excluded.updated_at, undone_at = NULL`,
      ).run(
        id,
        companyId,
        kind,
        ref,
        JSON.stringify(data),
        JSON.stringify(targets),
        suggested ? JSON.stringify(suggested) : null,
        decision,
        environment,
        dataset,
        stamp,
        stamp,
      );
      if (kind === 'invoice-line') {
        const line = data as InvoiceLineInput;
        this.history.upsertBooked(companyId, kind, id, {
          issue_date: toTimestamp(line.issueDate) ?? null,
          currency: line.currency ?? null,
          supplier_id: line.supplierId,
          supplier_name: line.supplierName ?? null,
          supplier_global_id: line.supplierGlobalId ?? null,
          customer_ref: line.customerRef ?? null,
          amount: line.amount ?? null,
          text: line.text,
          line_id: line.lineId ?? null,
          targets: JSON.stringify(targets),
          created_at: stamp,
        });
        outbox.enqueue(
          {
            exampleId: id,
            environment,
            kind: 'example',
            dataset,
            payload: buildExample(id, invoiceLineData(line), targets),
          },
          now,
        );
      } else if (kind === 'bank') {
        const entry = data as BankEntryInput;
        this.history.upsertBooked(companyId, kind, id, {
          issue_date: toTimestamp(entry.date) ?? null,
          currency: entry.currency ?? null,
          supplier_id: null,
          supplier_name: null,
          supplier_global_id: null,
          customer_ref: null,
          amount: entry.amount,
          text: entry.text,
          line_id: null,
          targets: JSON.stringify(targets),
          created_at: stamp,
        });
        outbox.enqueue(
          {
            exampleId: id,
            environment,
            kind: 'example',
            dataset,
            payload: buildExample(id, bankEntryData(entry), targets),
          },
          now,
        );
      } else {
        const feedbackId = (data as { feedbackId: string }).feedbackId;
        outbox.enqueue(
          {
            exampleId: feedbackId,
            environment,
            kind: 'feedback',
            dataset: '',
            payload: this.feedbackBody(companyId, feedbackId),
          },
          now,
        );
      }
      alongside?.(id, stamp);
      return toView(this.sql('SELECT * FROM bookings WHERE id = ?').get(id) as BookingRow);
    })();
    this.deps.onQueued?.();
    return view;
  }

  /** All answers booked for one document: feedback:create takes them together, once per document. */
  private feedbackBody(companyId: number, feedbackId: string): FeedbackRequest {
    const rows = this.sql(
      `SELECT data, targets FROM bookings
       WHERE company_id = ? AND kind = 'document-answer' AND json_extract(data, '$.feedbackId') = ? ORDER BY rowid`,
    ).all(companyId, feedbackId) as { data: string; targets: string }[];
    const answers = rows
      .map((r) => ({
        data: JSON.parse(r.data) as { question: string; pageRef: number },
        targets: JSON.parse(r.targets) as Targets,
      }))
      .map((r) => ({ question: r.data.question, answer: r.targets.answer ?? '', pageRef: r.data.pageRef }));
    return { id: feedbackId, trueValues: { answers } };
  }
}
