import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DB } from '../../store/db';
import { CompaniesStore } from '../../store/companies';
import { UserError } from '../../util/errors';
import type { IntakeResult } from '../../reading/types';
import type { DraftField, DraftSummaryView, InvoiceDraftView } from '../../../preload/contract/drafts';
import { CompanyIdentityStore } from '../../booking/company-identity';
import { addressedCheck, duplicateCheck, linesSumCheck, totalsCheck } from '../../booking/checks';
import { matchSupplier } from '../../booking/suppliers';
import { documentProgress, draftLineRef } from '../../booking/progress';
import type { ReadDraft } from './build';
import type { DocumentsStore, StoredDocument } from '../store';
import { buildDraft } from './build';
import { DraftsStore } from './store';
import { applyCorrections, normalizeCorrection } from './compose';
import { FIELD_QUESTIONS } from './field-questions';

export type DraftsDeps = {
  db: DB;
  dataDir: string;
  documents: DocumentsStore;
  /** How the inbox reads a file (in its reader process). */
  read: (name: string, bytes: Uint8Array) => Promise<IntakeResult>;
  /**
   * Sends a corrected value back to the document service as annotate feedback (ask the field's
   * question, then correct the answer). Resolves to why it could not, or null when it went.
   */
  feedback?: (documentId: number, question: string, value: string) => Promise<string | null>;
  log?: (message: string, err?: unknown) => void;
};

/**
 * Supplier-invoice drafts of the inbox's documents: built from what reading found when a document
 * is read, shown with its supplier matched to the company's known suppliers, the checks before
 * booking and how far its lines are booked.
 */
export class DraftsService {
  readonly store: DraftsStore;
  private readonly identity: CompanyIdentityStore;
  private readonly companies: CompaniesStore;
  private feedbackQueue: Promise<void> = Promise.resolve();

  constructor(private readonly deps: DraftsDeps) {
    this.store = new DraftsStore(deps.db);
    this.identity = new CompanyIdentityStore(deps.db);
    this.companies = new CompaniesStore(deps.db);
  }

  /** Resolves when corrections made so far have gone back as feedback (tests, shutdown). */
  feedbackSent(): Promise<void> {
    return this.feedbackQueue;
  }

  /** Called by the inbox when a document has been read. */
  remember(doc: StoredDocument, read: IntakeResult): void {
    this.store.save(doc.id, doc.companyId, buildDraft(read));
  }

  /**
   * Makes the drafts of ready documents that have none (read before drafts existed), one at a time,
   * and tells `done` about each so the window lists it. Stops when `stop()` says so.
   */
  async backfill(stop: () => boolean, done: (doc: StoredDocument) => void): Promise<void> {
    const ids = this.deps.db
      .prepare<[], { id: number }>(
        `SELECT id FROM documents d WHERE state = 'ready'
           AND NOT EXISTS (SELECT 1 FROM invoice_drafts x WHERE x.document_id = d.id) ORDER BY id`,
      )
      .all();
    for (const { id } of ids) {
      if (stop()) return;
      try {
        const doc = this.deps.documents.get(id);
        await this.ensure(doc);
        done(doc);
      } catch (err) {
        this.deps.log?.(`drafting document ${id} failed`, err);
      }
    }
  }

  /** A document read before drafts existed (or whose draft failed) is read again for its draft. */
  private async ensure(doc: StoredDocument): Promise<void> {
    if (this.store.get(doc.id)) return;
    if (doc.state !== 'ready')
      throw new UserError(
        'document_not_ready',
        doc.state === 'failed'
          ? `"${doc.name}" could not be read, so it has no draft: ${doc.failure ?? ''}`
          : `"${doc.name}" is still being read. Its draft appears when reading is done.`,
      );
    const read = await this.deps.read(doc.name, readFileSync(join(this.deps.dataDir, doc.file)));
    this.remember(doc, read);
  }

  /**
   * The draft as shown now (corrections laid over) and the document's text lines, for the
   * scanned-invoice model. Null when the document has no draft; texts null on a draft stored before
   * texts were kept.
   */
  current(documentId: number): { view: InvoiceDraftView; texts: string[] | null } | null {
    const stored = this.store.get(documentId);
    if (!stored) return null;
    return { view: this.view(this.deps.documents.get(documentId)), texts: stored.draft.texts ?? null };
  }

  /** A draft stored before texts were kept gets them: the document is read again (corrections stay). */
  async keepTexts(documentId: number): Promise<void> {
    const doc = this.deps.documents.get(documentId);
    await this.ensure(doc);
    if (this.store.get(documentId)?.draft.texts) return;
    const read = await this.deps.read(doc.name, readFileSync(join(this.deps.dataDir, doc.file)));
    this.remember(doc, read);
  }

  /** The document whose draft line has this booking ref (`doc-12#3`, or an e-invoice's `eil:…`). */
  documentOfRef(companyId: number, ref: string): number | null {
    const own = /^doc-(\d+)#\d+$/.exec(ref);
    if (own) {
      const stored = this.store.get(Number(own[1]));
      return stored && stored.companyId === companyId ? stored.documentId : null;
    }
    const e = /^eil:[^:]*:(.*):[^:]*$/.exec(ref);
    if (!e) return null;
    // Few drafts share an invoice number: only those are opened to compare their lines' refs.
    for (const id of this.store.withInvoiceNumber(companyId, e[1] ?? '')) {
      const stored = this.store.get(id);
      if (stored && lineRefs(id, stored.draft).includes(ref)) return id;
    }
    return null;
  }

  async get(documentId: number): Promise<InvoiceDraftView> {
    const doc = this.deps.documents.get(documentId);
    await this.ensure(doc);
    return this.view(doc);
  }

  private view(doc: StoredDocument): InvoiceDraftView {
    const stored = this.store.get(doc.id);
    if (!stored)
      throw new UserError('not_found', `"${doc.name}" has no draft yet. Open it again in a moment.`);
    const d = applyCorrections(stored.draft, stored.corrections);
    const match = matchSupplier(this.deps.db, doc.companyId, {
      name: d.supplier.name.value,
      vatNumber: d.supplier.vatNumber.value,
    });
    const lines = d.lines.map(({ lineId: _id, ...l }, i) => ({
      ...l,
      ref: lineRefs(doc.id, stored.draft)[i] ?? '',
    }));
    const company = this.companies.get(doc.companyId);
    const draft = { ...d, lines };
    return {
      documentId: doc.id,
      companyId: doc.companyId,
      documentName: doc.name,
      ...draft,
      supplier: { ...d.supplier, id: match.id, matched: match.matched },
      checks: [
        linesSumCheck(draft),
        totalsCheck(draft),
        addressedCheck(draft, this.identity.get(doc.companyId), company.name),
        duplicateCheck(this.deps.db, {
          companyId: doc.companyId,
          supplierId: match.id,
          invoiceNumber: d.invoiceNumber.value,
          ownRefs: lines.map((l) => l.ref),
        }),
      ],
      progress: documentProgress(
        this.deps.db,
        doc.companyId,
        lines.map((l) => l.ref),
      ),
    };
  }

  /** Every read document of the company with its draft's headline and booking progress. */
  list(companyId: number): DraftSummaryView[] {
    const drafts = new Map(this.store.list(companyId).map((s) => [s.documentId, s]));
    return this.deps.documents
      .list(companyId)
      .filter((doc) => drafts.has(doc.id))
      .map((doc) => {
        const s = drafts.get(doc.id)!;
        const d = applyCorrections(s.draft, s.corrections);
        return {
          documentId: doc.id,
          name: doc.name,
          supplierName: d.supplier.name.value,
          invoiceNumber: d.invoiceNumber.value,
          gross: d.totals.gross.value,
          currency: d.currency.value,
          progress: documentProgress(this.deps.db, companyId, lineRefs(doc.id, s.draft)),
        };
      });
  }

  /**
   * Corrects one header value. The draft is changed at once; the correction goes back to the document
   * service as annotate feedback in the background (a failure there is logged, the correction stays).
   */
  async correct(documentId: number, field: DraftField, value: string): Promise<InvoiceDraftView> {
    const doc = this.deps.documents.get(documentId);
    await this.ensure(doc);
    let clean: string;
    try {
      clean = normalizeCorrection(field, value.trim());
    } catch (err) {
      throw new UserError('invalid_argument', (err as Error).message);
    }
    this.store.correct(documentId, field, clean);
    const send = this.deps.feedback;
    if (clean !== '' && send) {
      this.feedbackQueue = this.feedbackQueue
        .then(() => send(documentId, FIELD_QUESTIONS[field], clean))
        .then((why) => {
          if (why) this.deps.log?.(`feedback for ${doc.name} not sent: ${why}`);
        })
        .catch((err: unknown) => this.deps.log?.(`feedback for ${doc.name} failed`, err));
    }
    return this.view(doc);
  }
}

/** The booking refs of a draft's lines (e-invoices keep theirs: supplier, number, line id). */
function lineRefs(documentId: number, read: ReadDraft): string[] {
  const e =
    read.documentKind === 'e-invoice'
      ? {
          supplierKey: (read.supplier.vatNumber.value ?? read.supplier.name.value ?? 'unknown').replace(
            /\s+/g,
            '',
          ),
          number: read.invoiceNumber.value,
        }
      : null;
  return read.lines.map((l, i) =>
    draftLineRef(documentId, i, e ? { ...e, lineId: l.lineId ?? null } : undefined),
  );
}
