import type { DB } from '../store/db';
import { UserError } from '../util/errors';
import type {
  DocumentAnswerView,
  DocumentState,
  DocumentView,
  EInvoiceView,
} from '../../preload/contract/documents';
import type { DocumentKind } from '../reading/types';
import { utcStamp } from '../util/time';

type DocRow = {
  id: number;
  company_id: number;
  name: string;
  media_type: string;
  size: number;
  sha256: string;
  file: string;
  source: string;
  state: DocumentState;
  progress: number | null;
  failure: string | null;
  kind: DocumentKind | null;
  page_count: number | null;
  e_invoice: string | null;
  created_at: string;
  updated_at: string;
};

type AnswerRow = {
  id: number;
  document_id: number;
  environment: string;
  feedback_id: string;
  question: string;
  answer: string | null;
  confidence: number;
  page_ref: number;
  status: 'suggested' | 'confirmed' | 'corrected';
  true_answer: string | null;
  asked_at: string;
  decided_at: string | null;
};

export type StoredDocument = DocumentView & { file: string; sha256: string; eInvoice: EInvoiceView | null };

const toDoc = (r: DocRow): StoredDocument => ({
  id: r.id,
  companyId: r.company_id,
  name: r.name,
  mediaType: r.media_type,
  size: r.size,
  state: r.state,
  progress: r.progress,
  failure: r.failure,
  kind: r.kind,
  pageCount: r.page_count,
  createdAt: r.created_at,
  file: r.file,
  sha256: r.sha256,
  eInvoice: r.e_invoice ? (JSON.parse(r.e_invoice) as EInvoiceView) : null,
});

const toAnswer = (r: AnswerRow): DocumentAnswerView => ({
  id: r.id,
  documentId: r.document_id,
  question: r.question,
  answer: r.answer,
  confidence: r.confidence,
  pageRef: r.page_ref,
  status: r.status,
  trueAnswer: r.true_answer,
  feedbackId: r.feedback_id,
  environment: r.environment,
  askedAt: r.asked_at,
});

export function publicView(d: StoredDocument): DocumentView {
  const { file: _file, sha256: _sha, eInvoice: _e, ...view } = d;
  return view;
}

/** The inbox tables (0004-inbox.sql): documents per company and the answers asked about them. */
export class DocumentsStore {
  constructor(private readonly db: DB) {}

  find(companyId: number, sha256: string): StoredDocument | null {
    const row = this.db
      .prepare<[number, string], DocRow>('SELECT * FROM documents WHERE company_id = ? AND sha256 = ?')
      .get(companyId, sha256);
    return row ? toDoc(row) : null;
  }

  insert(d: {
    companyId: number;
    name: string;
    mediaType: string;
    size: number;
    sha256: string;
    file: string;
    source: string;
  }): StoredDocument {
    const now = utcStamp();
    const info = this.db
      .prepare(
        `INSERT INTO documents (company_id, name, media_type, size, sha256, file, source, state, progress, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'reading', 0, ?, ?)`,
      )
      .run(d.companyId, d.name, d.mediaType, d.size, d.sha256, d.file, d.source, now, now);
    return this.get(Number(info.lastInsertRowid));
  }

  get(id: number): StoredDocument {
    const row = this.db.prepare<[number], DocRow>('SELECT * FROM documents WHERE id = ?').get(id);
    if (!row) throw new UserError('not_found', 'That document is no longer in the inbox. Reload the list.');
    return toDoc(row);
  }

  list(companyId: number): StoredDocument[] {
    return this.db
      .prepare<[number], DocRow>(
        'SELECT * FROM documents WHERE company_id = ? ORDER BY created_at DESC, id DESC',
      )
      .all(companyId)
      .map(toDoc);
  }

  unfinished(): StoredDocument[] {
    return this.db
      .prepare<[], DocRow>("SELECT * FROM documents WHERE state IN ('reading', 'ocr') ORDER BY id")
      .all()
      .map(toDoc);
  }

  setState(
    id: number,
    state: DocumentState,
    fields: {
      progress?: number | null;
      failure?: string | null;
      kind?: DocumentKind | null;
      pageCount?: number | null;
      eInvoice?: unknown;
    } = {},
  ): StoredDocument {
    this.db
      .prepare(
        `UPDATE documents SET state = ?, progress = ?, failure = ?, kind = COALESCE(?, kind), page_count = COALESCE(?, page_count),
         e_invoice = COALESCE(?, e_invoice), updated_at = ? WHERE id = ?`,
      )
      .run(
        state,
        fields.progress ?? null,
        fields.failure ?? null,
        fields.kind ?? null,
        fields.pageCount ?? null,
        fields.eInvoice === undefined || fields.eInvoice === null ? null : JSON.stringify(fields.eInvoice),
        utcStamp(),
        id,
      );
    return this.get(id);
  }

  remove(id: number): void {
    this.db.prepare('DELETE FROM documents WHERE id = ?').run(id);
  }

  addAnswers(
    documentId: number,
    environment: string,
    feedbackId: string,
    answers: { question: string; answer: string | null; confidence: number; pageRef: number }[],
  ): DocumentAnswerView[] {
    const now = utcStamp();
    const insert = this.db.prepare(
      `INSERT INTO document_answers (document_id, environment, feedback_id, question, answer, confidence, page_ref, status, asked_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'suggested', ?)`,
    );
    const ids = this.db.transaction(() =>
      answers.map((a) =>
        Number(
          insert.run(documentId, environment, feedbackId, a.question, a.answer, a.confidence, a.pageRef, now)
            .lastInsertRowid,
        ),
      ),
    )();
    return ids.map((i) => this.answer(i));
  }

  answer(id: number): DocumentAnswerView {
    const row = this.db.prepare<[number], AnswerRow>('SELECT * FROM document_answers WHERE id = ?').get(id);
    if (!row) throw new UserError('not_found', 'That answer is no longer there. Ask the question again.');
    return toAnswer(row);
  }

  answers(documentId: number): DocumentAnswerView[] {
    return this.db
      .prepare<[number], AnswerRow>('SELECT * FROM document_answers WHERE document_id = ? ORDER BY id')
      .all(documentId)
      .map(toAnswer);
  }

  decide(id: number, trueAnswer: string, corrected: boolean): DocumentAnswerView {
    this.db
      .prepare('UPDATE document_answers SET status = ?, true_answer = ?, decided_at = ? WHERE id = ?')
      .run(corrected ? 'corrected' : 'confirmed', trueAnswer, utcStamp(), id);
    return this.answer(id);
  }
}
