import type { DB } from '../store/db';
import { utcStamp } from '../util/time';

export type PendingStatement = {
  id: number;
  companyId: number;
  name: string;
  content: Buffer;
  addedAt: string;
};

type Row = { id: number; company_id: number; name: string; content: Buffer; added_at: string };
const toPending = (r: Row): PendingStatement => ({
  id: r.id,
  companyId: r.company_id,
  name: r.name,
  content: r.content,
  addedAt: r.added_at,
});

/** CSV statements waiting for their column mapping (bank_pending): kept in main, so a reload or restart keeps them. */
export class PendingStatements {
  constructor(private readonly db: DB) {}

  add(companyId: number, name: string, content: Uint8Array, now = new Date()): PendingStatement {
    // The same file added again replaces the waiting copy instead of waiting twice.
    return this.db.transaction(() => {
      this.db.prepare('DELETE FROM bank_pending WHERE company_id = ? AND name = ?').run(companyId, name);
      const id = Number(
        this.db
          .prepare('INSERT INTO bank_pending (company_id, name, content, added_at) VALUES (?, ?, ?, ?)')
          .run(companyId, name, Buffer.from(content), utcStamp(now)).lastInsertRowid,
      );
      return this.get(companyId, id)!;
    })();
  }

  get(companyId: number, id: number): PendingStatement | null {
    const row = this.db
      .prepare<[number, number], Row>('SELECT * FROM bank_pending WHERE id = ? AND company_id = ?')
      .get(id, companyId);
    return row ? toPending(row) : null;
  }

  list(companyId: number): PendingStatement[] {
    return this.db
      .prepare<[number], Row>('SELECT * FROM bank_pending WHERE company_id = ? ORDER BY added_at, id')
      .all(companyId)
      .map(toPending);
  }

  remove(companyId: number, id: number): boolean {
    return (
      this.db.prepare('DELETE FROM bank_pending WHERE id = ? AND company_id = ?').run(id, companyId).changes >
      0
    );
  }
}
