import type { DB } from '../../store/db';
import type { CompaniesStore } from '../../store/companies';
import type { Connection } from '../../credentials/connection';
import type { BookingView } from '../../../preload/contract/booking';
import type { HeaderField, HeaderSuggestionsView, InvoiceDraftView } from '../../../preload/contract/drafts';
import { ApiClient, type RetryPolicy } from '../../api';
import { InvalidRequest, NotFound, TargetNotReady } from '../../api/errors';
import type { SupplierRegion } from '../../api/types';
import { HistoryLines } from '../../booking/history-lines';
import { unreachableReason } from '../../booking/suggestions';
import { legacyDatasetName } from '../../datasets/service';
import { UserError } from '../../util/errors';
import { round2 } from '../../util/round';
import { utcStamp } from '../../util/time';
import type { DraftsService } from './service';

/** The scanned-invoice targets the header model learns, per draft field (the dataset's target names). */
export const HEADER_TARGETS: Record<HeaderField, string> = {
  supplierName: 'supplier_name',
  supplierVatNumber: 'supplier_vat_number',
  currency: 'currency',
};

/** Supplier-name regions by the company's country (the model knows se, no and nl). */
const REGION_BY_LOCALE: Record<string, SupplierRegion> = { 'sv-SE': 'se', 'nb-NO': 'no' };

/** A bookkeeper waits on these: a short timeout and one retry at most, as for line suggestions. */
const QUICK: RetryPolicy = { maxAttempts: 2, budgetMs: 8_000 };
const SUGGEST_LIMIT = 3;

export type HeaderModelDeps = {
  db: DB;
  drafts: DraftsService;
  companies: CompaniesStore;
  /** The booking of a line by its ref (undone bookings are not returned). */
  booking: (companyId: number, ref: string) => BookingView | null;
  connect: () => Promise<Connection>;
  /** Builds the company's scanned-invoice dataset from its history and uploads it (dataset mode). */
  upload: (companyId: number) => Promise<unknown>;
  log: (message: string, err?: unknown) => void;
  /** Bookings come line by line: the upload waits this long for the rest of the invoice. */
  uploadDelayMs?: number;
  timeoutMs?: number;
};

/** The history line of a document's header example: one per document, replaced when it changes. */
const headerKey = (documentId: number) => `document-header:${documentId}`;

const isoStamp = (day: string | null, fallback: Date): string =>
  day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : utcStamp(fallback);

/**
 * Header values of a new invoice from the company's scanned-invoice model, as the interface
 * describes it: dataset mode. Each invoice with a booked line becomes one item of the company's
 * scanned-invoice history (its text lines, with the supplier, VAT number and currency as booked,
 * corrections included); the dataset is built from that history and uploaded to the current
 * environment, which trains on it; a draft's text is then sent to the dataset-bearing path
 * (`/model/scanned-invoice/v1/dataset/{name}/predict`), one target per call. So a new supplier's
 * second invoice is suggested from its first.
 */
export class HeaderModel {
  private readonly history: HistoryLines;
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private readonly uploads = new Map<number, Promise<void>>();
  private closed = false;

  constructor(private readonly deps: HeaderModelDeps) {
    this.history = new HistoryLines(deps.db);
  }

  /** After an invoice line was booked, corrected or undone: its invoice's example follows. */
  bookingChanged(companyId: number, ref: string): void {
    // Learning must never undo a booking that went through: a failure is logged, tried at the next one.
    const failed = (err: unknown) =>
      this.deps.log(`learning the header of the invoice of ${ref} failed`, err);
    try {
      const documentId = this.deps.drafts.documentOfRef(companyId, ref);
      if (documentId === null) return;
      if (this.deps.drafts.current(documentId)?.texts) {
        if (this.record(documentId)) this.scheduleUpload(companyId);
        return;
      }
      // A draft stored before texts were kept: its document is read again first.
      this.deps.drafts
        .keepTexts(documentId)
        .then(() => {
          if (this.record(documentId)) this.scheduleUpload(companyId);
        })
        .catch(failed);
    } catch (err) {
      failed(err);
    }
  }

  /** A header value corrected after lines were booked: the example learns the corrected value. */
  draftCorrected(view: InvoiceDraftView): void {
    if (view.progress.booked === 0) return;
    try {
      if (this.record(view.documentId)) this.scheduleUpload(view.companyId);
    } catch (err) {
      this.deps.log(`learning the corrected header of "${view.documentName}" failed`, err);
    }
  }

  /**
   * Writes the document's example (its texts and header values as booked) while any of its lines is
   * booked, and takes it out when none is. False when there is nothing to learn from (no texts).
   */
  record(documentId: number, now = new Date()): boolean {
    const current = this.deps.drafts.current(documentId);
    if (!current?.texts || current.texts.length === 0) return false;
    const { view, texts } = current;
    const booked = view.lines.some((l) => this.deps.booking(view.companyId, l.ref) !== null);
    const key = headerKey(documentId);
    if (!booked) {
      this.history.removeBooked(key);
      return true;
    }
    const targets = headerTargets(view);
    if (Object.keys(targets).length === 0) return false;
    this.history.upsertBooked(view.companyId, 'scanned-invoice', key, {
      issue_date: isoStamp(view.issueDate.value, now),
      currency: view.currency.value,
      supplier_id: view.supplier.id,
      supplier_name: view.supplier.name.value,
      supplier_global_id: view.supplier.vatNumber.value,
      customer_ref: null,
      amount: view.totals.gross.value,
      text: texts.join('\n'),
      line_id: null,
      targets: JSON.stringify(targets),
      created_at: utcStamp(now),
    });
    return true;
  }

  private scheduleUpload(companyId: number): void {
    if (this.closed) return;
    clearTimeout(this.timers.get(companyId));
    this.timers.set(
      companyId,
      setTimeout(() => {
        this.timers.delete(companyId);
        const previous = this.uploads.get(companyId) ?? Promise.resolve();
        const next = previous
          .then(() => this.deps.upload(companyId))
          .then(
            () => undefined,
            (err: unknown) =>
              this.deps.log(
                'the scanned-invoice dataset could not be uploaded',
                err instanceof UserError ? err.message : err,
              ),
          );
        this.uploads.set(companyId, next);
      }, this.deps.uploadDelayMs ?? 1500),
    );
  }

  /** Resolves when every scheduled upload has run (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.timers.size > 0) await new Promise((r) => setTimeout(r, 100));
    await Promise.all(this.uploads.values());
  }

  close(): void {
    this.closed = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }

  /** The model's header values for a draft, and the supplier-name model's word on a new supplier. */
  async suggest(documentId: number): Promise<HeaderSuggestionsView> {
    // Reads the document first when it has no draft yet, or a draft without its texts.
    await this.deps.drafts.keepTexts(documentId);
    const current = this.deps.drafts.current(documentId);
    if (!current)
      throw new UserError('not_found', 'That document has no draft yet. Open it again in a moment.');
    const { view, texts } = current;
    const company = this.deps.companies.get(view.companyId);
    const dataset = legacyDatasetName(company.slug, 'scanned-invoice');
    const base = { documentId, dataset, fields: [], supplierClass: null };
    if (!texts || texts.length === 0) {
      return {
        ...base,
        state: 'training',
        reason: 'untrained',
        message: `No text could be read from "${view.documentName}", so the model has nothing to suggest from. Check the values yourself.`,
      };
    }
    let client: ApiClient;
    try {
      client = new ApiClient(await this.deps.connect(), {
        timeoutMs: this.deps.timeoutMs ?? 10_000,
        retry: QUICK,
      });
    } catch (err) {
      return { ...base, ...offline(err) };
    }
    const supplierClass = await this.supplierClass(client, view, company.locale);
    const fields: HeaderSuggestionsView['fields'] = [];
    const waiting: HeaderField[] = [];
    // One target per call: one target still training would otherwise fail the whole request.
    for (const [field, target] of Object.entries(HEADER_TARGETS) as [HeaderField, string][]) {
      try {
        const response = await client.legacy.scannedInvoicePredict({
          dataset,
          pathForm: 'dataset',
          input: [{ text: texts }],
          targets: [target],
          options: { suggestion_limit: SUGGEST_LIMIT },
        });
        const candidates = (response.predictions[0]?.[target] ?? [])
          .map((s) => ({ value: s.label, confidence: round2(s.confidence), level: null }))
          .filter((c) => c.value !== '')
          .sort((a, b) => b.confidence - a.confidence);
        if (candidates.length > 0) fields.push({ field, candidates });
      } catch (err) {
        if (err instanceof TargetNotReady || err instanceof NotFound) waiting.push(field);
        else if (err instanceof InvalidRequest) throw err;
        else return { ...base, supplierClass, ...offline(err) };
      }
    }
    const learned = new HistoryLines(this.deps.db).count(view.companyId, 'scanned-invoice');
    if (fields.length === 0) {
      return {
        ...base,
        supplierClass,
        state: 'training',
        reason: learned > 0 ? 'training' : 'untrained',
        message:
          learned > 0
            ? `The model for ${dataset} is still learning from the invoices booked so far. Check the values yourself for now.`
            : `There is no model for ${dataset} yet: book an invoice, and the next one from the same supplier is suggested from it.`,
      };
    }
    return {
      ...base,
      supplierClass,
      fields,
      state: 'ready',
      reason: null,
      message: waiting.length > 0 ? `Still learning: ${waiting.join(', ')}.` : null,
    };
  }

  /** Only for a supplier the company has not booked before: a known one is already matched. */
  private async supplierClass(
    client: ApiClient,
    view: InvoiceDraftView,
    locale: string,
  ): Promise<HeaderSuggestionsView['supplierClass']> {
    const name = view.supplier.name.value?.trim();
    if (view.supplier.matched !== null || !name) return null;
    try {
      const region = REGION_BY_LOCALE[locale];
      const response = await client.legacy.supplierNamePredict({
        ...(region ? { region } : {}),
        prediction_data: [{ supplier_name: name }],
        options: { suggestion_limit: SUGGEST_LIMIT, class_filter: null },
      });
      const r = response.result[0];
      return r
        ? {
            known: r.known_supplier,
            classes: r.suggestions.map((s) => ({ name: s.class, confidence: round2(s.proba) })),
          }
        : null;
    } catch (err) {
      // A bonus: its failure must not hide the header values.
      this.deps.log('supplier-name suggestions failed', err instanceof UserError ? err.message : err);
      return null;
    }
  }
}

/** The header values as booked: what the bookkeeper saw and kept (corrections included). */
export function headerTargets(view: InvoiceDraftView): Record<string, string> {
  const values: Record<HeaderField, string | null> = {
    supplierName: view.supplier.name.value,
    supplierVatNumber: view.supplier.vatNumber.value,
    currency: view.currency.value,
  };
  const targets: Record<string, string> = {};
  for (const [field, target] of Object.entries(HEADER_TARGETS) as [HeaderField, string][]) {
    const v = values[field]?.trim();
    if (v) targets[target] = v;
  }
  return targets;
}

function offline(err: unknown): Pick<HeaderSuggestionsView, 'state' | 'reason' | 'message'> {
  const why = err instanceof UserError ? err.message : 'The suggestion service could not be reached.';
  return {
    state: 'offline',
    reason: unreachableReason(err),
    message: `${why} The values read from the invoice are shown; check them yourself.`,
  };
}
