import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { DB } from '../store/db';
import type { EventBus } from '../util/events';
import { UserError } from '../util/errors';
import type { Connection } from '../credentials/connection';
import type { Logger } from '../util/log';
import { ApiClient } from '../api/client';
import type { AnswerCandidate } from '../api/types';
import type {
  DocumentAnswerView,
  DocumentDetail,
  DocumentView,
  PageImage,
} from '../../preload/contract/documents';
import { bestAnswered } from '../reading/best-answer';
import { checkFileSize } from '../reading/limits';
import { sniffFileType } from '../reading/intake/sniff';
import { checkImageHeader } from '../reading/intake/image-header';
import { readIsolated } from '../reading/worker';
import { renderPage } from './page-image';
import { startDocumentServer, type DocumentServer } from './doc-server';
import { DocumentsStore, publicView, type StoredDocument } from './store';
import { DraftsService } from './drafts/service';
import { AnswerLocator } from './locate-pages';
import { round2 } from '../util/round';

/** A confirmed or corrected answer, as the learning loop queues it for feedback:create. */
export type DecidedAnswer = {
  companyId: number;
  feedbackId: string;
  question: string;
  answer: string;
  pageRef: number;
  suggested: string | null;
  environment: string;
};

export type DocumentsDeps = {
  db: DB;
  dataDir: string;
  events: EventBus;
  connect: () => Promise<Connection>;
  log: Logger;
  /** Where decided answers go (the learning loop's outbox). Until set, they are only recorded. */
  onAnswerDecided?: (answer: DecidedAnswer) => void;
};

/** Fifty scanned pages take a few minutes of OCR; a read that takes longer is stopped. */
const READ_TIMEOUT_MS = 10 * 60_000;

/** Up to this size a document travels inside the request (as base64, under the 10 MiB body limit). */
export const INLINE_LIMIT = 7 * 1024 * 1024;

const MEDIA: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  xml: 'application/xml',
};
const EXT: Record<string, string> = { pdf: '.pdf', png: '.png', jpeg: '.jpg', xml: '.xml' };

/**
 * The inbox: imports files per company, reads them in the background (text layer, OCR with progress,
 * e-invoice data), renders pages for the viewer, asks questions through the current environment's
 * document service, and records the bookkeeper's decision on each answer.
 */
export class DocumentsService {
  readonly store: DocumentsStore;
  /** The supplier-invoice draft of every read document. */
  readonly drafts: DraftsService;
  /** Where each answer is printed on its page, for the viewer's highlight. */
  private readonly locator: AnswerLocator;
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  private docServer: Promise<DocumentServer> | null = null;

  constructor(private readonly deps: DocumentsDeps) {
    this.store = new DocumentsStore(deps.db);
    this.drafts = new DraftsService({
      db: deps.db,
      dataDir: deps.dataDir,
      documents: this.store,
      read: (name, bytes) => readIsolated(name, bytes, { timeoutMs: READ_TIMEOUT_MS }),
      // A corrected draft value goes back as annotate feedback: asked, then corrected like an answer.
      feedback: async (documentId, question, value) => {
        const [answer] = await this.ask(documentId, [question]);
        if (!answer) return 'the document service gave no answer to correct';
        this.confirmAnswer(answer.id, value);
        return null;
      },
      log: deps.log,
    });
    this.locator = new AnswerLocator(deps.dataDir);
  }

  /** Documents left half-read when Kontera last stopped are read again. */
  start(): void {
    for (const d of this.store.unfinished()) this.enqueue(d.id);
    // Documents read before drafts existed get theirs in the background, one at a time.
    this.queue = this.queue
      .then(() =>
        this.drafts.backfill(
          () => this.closed,
          (d) => this.emit(d),
        ),
      )
      .catch((err: unknown) => this.deps.log('drafting earlier documents failed', err));
  }

  /** Resolves when every queued document has been read (tests, shutdown). */
  idle(): Promise<void> {
    return this.queue;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.queue;
    const server = this.docServer;
    this.docServer = null;
    if (server) await (await server).close();
  }

  private documentServer(): Promise<DocumentServer> {
    this.docServer ??= startDocumentServer();
    return this.docServer;
  }

  setAnswerSink(sink: (answer: DecidedAnswer) => void): void {
    this.deps.onAnswerDecided = sink;
  }

  private emit(d: StoredDocument): void {
    this.deps.events.emit('documents.changed', publicView(d));
  }

  importBytes(
    companyId: number,
    name: string,
    bytes: Uint8Array,
    source: 'upload' | 'path' | 'folder' = 'upload',
  ): DocumentView {
    const clean = basename(name.replace(/\\/g, '/')).trim() || 'document';
    checkFileSize(clean, bytes.length);
    const type = sniffFileType(bytes);
    if (type === 'unknown') {
      throw new UserError(
        'document_unsupported',
        `Kontera cannot read "${clean}": it is not a PDF, a PNG or JPEG picture, or a PEPPOL e-invoice (XML). Save the document in one of those formats.`,
      );
    }
    // A picture whose header claims too many pixels is refused here, before it is stored or read.
    if (type === 'png' || type === 'jpeg') checkImageHeader(clean, bytes);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const existing = this.store.find(companyId, sha256);
    if (existing) return publicView(existing);
    const rel = join('documents', String(companyId), `${sha256}${EXT[type] ?? extname(clean)}`);
    mkdirSync(join(this.deps.dataDir, 'documents', String(companyId)), { recursive: true });
    writeFileSync(join(this.deps.dataDir, rel), bytes);
    let doc: StoredDocument;
    try {
      doc = this.store.insert({
        companyId,
        name: clean,
        mediaType: MEDIA[type] ?? 'application/octet-stream',
        size: bytes.length,
        sha256,
        file: rel,
        source,
      });
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
        throw new UserError('not_found', 'That company no longer exists. Pick another company.');
      }
      throw err;
    }
    this.emit(doc);
    this.enqueue(doc.id);
    return publicView(doc);
  }

  async importPath(
    companyId: number,
    path: string,
    source: 'path' | 'folder' = 'path',
  ): Promise<DocumentView> {
    let bytes: Buffer;
    try {
      if (statSync(path).isDirectory())
        throw new UserError('document_is_folder', `${path} is a folder. Choose a file inside it.`);
      bytes = await readFile(path);
    } catch (err) {
      if (err instanceof UserError) throw err;
      const code = (err as { code?: string }).code;
      throw new UserError(
        'file_unreadable',
        code === 'ENOENT'
          ? `The file ${path} does not exist (any more).`
          : `Kontera could not read ${path} (${code ?? 'error'}).`,
      );
    }
    return this.importBytes(companyId, basename(path), bytes, source);
  }

  private enqueue(id: number): void {
    this.queue = this.queue
      .then(() => this.process(id))
      .catch((err: unknown) => this.deps.log('reading a document failed', err));
  }

  private async process(id: number): Promise<void> {
    if (this.closed) return;
    let doc: StoredDocument;
    try {
      doc = this.store.get(id);
    } catch {
      return; // removed meanwhile
    }
    const bytes = readFileSync(join(this.deps.dataDir, doc.file));
    let lastEmit = 0;
    try {
      // In the reader process: a file that crashes a decoder fails alone, also when it is re-read
      // at start-up, and a read that never ends is stopped.
      const result = await readIsolated(doc.name, bytes, {
        timeoutMs: READ_TIMEOUT_MS,
        onProgress: (p) => {
          const now = Date.now();
          // OCR reports many small steps: a few updates a second are enough for a progress bar.
          if (now - lastEmit < 250 && p.fraction < 1) return;
          lastEmit = now;
          this.emit(
            this.store.setState(id, p.stage === 'ocr' ? 'ocr' : 'reading', {
              progress: round2(p.fraction),
            }),
          );
        },
      });
      // E-invoices have data, not pages to show: nothing to highlight on.
      if (result.kind !== 'e-invoice') {
        try {
          this.locator.save(doc, result.pages);
        } catch (err) {
          // Only the highlight needs the words: the document is read all the same.
          this.deps.log(`keeping the words of ${doc.name} failed`, err);
        }
      }
      try {
        this.drafts.remember(doc, result);
      } catch (err) {
        // The draft is made again when it is opened: the document is read all the same.
        this.deps.log(`drafting ${doc.name} failed`, err);
      }
      this.emit(
        this.store.setState(id, 'ready', {
          kind: result.kind,
          pageCount: result.pageCount,
          eInvoice: result.eInvoice ?? null,
        }),
      );
    } catch (err) {
      const failure =
        err instanceof UserError
          ? err.message
          : `Kontera could not read "${doc.name}". Try importing it again; if it fails again, export the document anew.`;
      if (!(err instanceof UserError)) this.deps.log(`reading ${doc.name} failed`, err);
      this.emit(this.store.setState(id, 'failed', { failure }));
    }
  }

  list(companyId: number): DocumentView[] {
    return this.store.list(companyId).map(publicView);
  }

  get(id: number): DocumentDetail {
    const d = this.store.get(id);
    return {
      ...publicView(d),
      eInvoice: d.eInvoice,
      answers: this.locator.withBoxes(d, this.store.answers(id)),
    };
  }

  remove(id: number): void {
    const d = this.store.get(id);
    this.store.remove(id);
    rmSync(join(this.deps.dataDir, d.file), { force: true });
    this.locator.forget(d);
  }

  async pageImage(id: number, page: number, scale: number): Promise<PageImage> {
    const d = this.store.get(id);
    const rendered = await renderPage(d.name, readFileSync(join(this.deps.dataDir, d.file)), page, scale);
    return {
      documentId: id,
      page,
      width: rendered.width,
      height: rendered.height,
      mediaType: rendered.mediaType,
      dataUrl: `data:${rendered.mediaType};base64,${rendered.bytes.toString('base64')}`,
    };
  }

  /**
   * Asks the current environment's document service (the local engine by default) and keeps the
   * best answer per question: the page whose candidate is most confident.
   */
  async ask(id: number, questions: string[]): Promise<DocumentAnswerView[]> {
    const d = this.store.get(id);
    if (d.state === 'failed')
      throw new UserError(
        'document_failed',
        `"${d.name}" could not be read, so it cannot answer questions: ${d.failure ?? ''}`,
      );
    const connection = await this.deps.connect();
    const client = new ApiClient(connection);
    const bytes = readFileSync(join(this.deps.dataDir, d.file));
    // Read before words were kept: a text PDF is read again in a blink (scans would need OCR again).
    if (d.kind === 'pdf-text' && !this.locator.has(d)) {
      const read = await readIsolated(d.name, bytes, { maxPages: 5, timeoutMs: 60_000 }).catch(() => null);
      if (read) this.locator.save(d, read.pages);
    }
    // Scans are read by OCR on the service side, seconds per page: give it time.
    const scanned = d.kind === 'pdf-scan' || d.kind === 'image';
    // The request body is limited to 10 MiB and base64 adds a third: a large file goes to the local
    // engine by a one-time address on the app's loopback document server instead.
    const document =
      connection.environment === 'local' && bytes.length > INLINE_LIMIT
        ? { httpUri: (await this.documentServer()).register(bytes, d.mediaType, 5 * 60_000) }
        : { content: bytes };
    const res = await client.scan.annotate(
      { document, questions, tier: 'PREMIUM' },
      { timeoutMs: scanned ? 180_000 : 60_000 },
    );
    if (!res.feedbackId)
      throw new UserError('service_reply', 'The document service answered without a feedback id. Try again.');
    const best = questions.map((q) => bestCandidate(res.answers ?? [], q));
    const added = this.store.addAnswers(
      id,
      connection.environment,
      res.feedbackId,
      best.map((c, i) => ({
        question: questions[i] ?? '',
        answer: c?.answer ?? null,
        confidence: c?.confidence.value ?? 0,
        pageRef: c?.pageRef ?? 1,
      })),
    );
    return this.locator.withBoxes(d, added);
  }

  /**
   * Records the bookkeeper's decision. Once every answer of that round is decided, the decisions go
   * to the learning loop together (feedback:create takes one body per document).
   */
  confirmAnswer(answerId: number, correction?: string): DocumentAnswerView {
    const a = this.store.answer(answerId);
    const trueAnswer = correction ?? a.answer;
    if (trueAnswer === null) {
      throw new UserError(
        'answer_missing',
        'This question has no answer to confirm. Type the right answer to correct it.',
      );
    }
    const decided = this.store.decide(
      answerId,
      trueAnswer,
      correction !== undefined && correction !== a.answer,
    );
    // The service takes feedback once per document: hand the answers over together, when the
    // bookkeeper has decided every answer of this round (questions left unanswered may be skipped).
    const round = this.store.answers(a.documentId).filter((r) => r.feedbackId === a.feedbackId);
    const waiting = round.some((r) => r.status === 'suggested' && r.answer !== null);
    if (!waiting) {
      const doc = this.store.get(a.documentId);
      for (const r of round) {
        if (r.status === 'suggested' || r.trueAnswer === null) continue;
        this.deps.onAnswerDecided?.({
          companyId: doc.companyId,
          feedbackId: r.feedbackId,
          question: r.question,
          answer: r.trueAnswer,
          pageRef: r.pageRef,
          suggested: r.answer,
          environment: r.environment,
        });
      }
    }
    return this.locator.withBoxes(this.store.get(a.documentId), [decided])[0] ?? decided;
  }
}

function bestCandidate(candidates: AnswerCandidate[], question: string): AnswerCandidate | null {
  const mine = candidates.filter((c) => c.question === question);
  return bestAnswered(mine) ?? mine[0] ?? null;
}
