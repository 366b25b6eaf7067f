import type { DB } from './db';
import { utcStamp } from '../util/time';

/**
 * The column mappings remembered per company and kind of file (import_mappings, migration
 * 0002-history.sql): the last mapping an import used, so the next file from the same ERP or bank
 * needs none. History import and bank statements both keep theirs here.
 */
export class ImportMappings {
  constructor(private readonly db: DB) {}

  /** `kind` is a dataset kind ('eil', 'scanned-invoice') or 'bank'. Null when none was used yet. */
  get(companyId: number, kind: string): unknown {
    const row = this.db
      .prepare<[number, string], { mapping: string }>(
        'SELECT mapping FROM import_mappings WHERE company_id = ? AND kind = ?',
      )
      .get(companyId, kind);
    return row ? (JSON.parse(row.mapping) as unknown) : null;
  }

  save(companyId: number, kind: string, mapping: unknown, now = new Date()): void {
    this.db
      .prepare(
        `INSERT INTO import_mappings (company_id, kind, mapping, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (company_id, kind) DO UPDATE SET mapping = excluded.mapping, updated_at = excluded.updated_at`,
      )
      .run(companyId, kind, JSON.stringify(mapping), utcStamp(now));
  }
}
