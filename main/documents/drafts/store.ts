import type { DB } from '../../store/db';
import type { DraftField } from '../../../preload/contract/drafts';
import type { ReadDraft } from './build';
import { utcStamp } from '../../util/time';

export type StoredDraft = {
  documentId: number;
  companyId: number;
  draft: ReadDraft;
  corrections: Partial<Record<DraftField, string>>;
};

type Row = { document_id: number; company_id: number; draft: string; corrections: string };

const toDraft = (r: Row): StoredDraft => ({
  documentId: r.document_id,
  companyId: r.company_id,
  draft: JSON.parse(r.draft) as ReadDraft,
  corrections: JSON.parse(r.corrections) as StoredDraft['corrections'],
});

/** invoice_drafts (0007-chart-drafts.sql): the draft read from each document and its corrections. */
export class DraftsStore {
  constructor(private readonly db: DB) {}

  get(documentId: number): StoredDraft | null {
    const row = this.db
      .prepare<[number], Row>('SELECT * FROM invoice_drafts WHERE document_id = ?')
      .get(documentId);
    return row ? toDraft(row) : null;
  }

  list(companyId: number): StoredDraft[] {
    return this.db
      .prepare<[number], Row>('SELECT * FROM invoice_drafts WHERE company_id = ? ORDER BY document_id')
      .all(companyId)
      .map(toDraft);
  }

  /** Documents of the company whose draft read this invoice number (an e-invoice's refs carry it). */
  withInvoiceNumber(companyId: number, invoiceNumber: string): number[] {
    return this.db
      .prepare<[number, string], { document_id: number }>(
        `SELECT document_id FROM invoice_drafts
          WHERE company_id = ? AND coalesce(json_extract(draft, '$.invoiceNumber.value'), '') = ?`,
      )
      .all(companyId, invoiceNumber)
      .map((r) => r.document_id);
  }

  /** A document read again keeps the bookkeeper's corrections. */
  save(documentId: number, companyId: number, draft: ReadDraft, now = new Date()): void {
    this.db
      .prepare(
        `INSERT INTO invoice_drafts (document_id, company_id, draft, corrections, read_at, updated_at)
         VALUES (?, ?, ?, '{}', ?, ?)
         ON CONFLICT (document_id) DO UPDATE SET draft = excluded.draft, read_at = excluded.read_at, updated_at = excluded.updated_at`,
      )
      .run(documentId, companyId, JSON.stringify(draft), utcStamp(now), utcStamp(now));
  }

  correct(documentId: number, field: DraftField, value: string, now = new Date()): void {
    const current = this.get(documentId);
    if (!current) return;
    const corrections = { ...current.corrections, [field]: value };
    this.db
      .prepare('UPDATE invoice_drafts SET corrections = ?, updated_at = ? WHERE document_id = ?')
      .run(JSON.stringify(corrections), utcStamp(now), documentId);
  }
}
