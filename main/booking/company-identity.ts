import type { DB } from '../store/db';
import { UserError } from '../util/errors';
import type { CompanyIdentityView } from '../../preload/contract/chart';
import { utcStamp } from '../util/time';

/** A VAT/CVR number compared as the tax office reads it: letters and digits only, country prefix optional. */
export function vatKey(value: string | null | undefined): string {
  const clean = (value ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/^[A-Z]{2}(?=\d)/, '')
    .replace(/MVA$/, '');
  // A Swedish VAT number is the organisation number with 01 after it.
  return clean.length === 12 && clean.endsWith('01') ? clean.slice(0, 10) : clean;
}

/** The company as invoices address it (company_identity, 0007-chart-drafts.sql). */
export class CompanyIdentityStore {
  constructor(private readonly db: DB) {}

  get(companyId: number): CompanyIdentityView {
    const row = this.db
      .prepare<[number], { legal_name: string | null; vat_number: string | null }>(
        'SELECT legal_name, vat_number FROM company_identity WHERE company_id = ?',
      )
      .get(companyId);
    return { companyId, legalName: row?.legal_name ?? null, vatNumber: row?.vat_number ?? null };
  }

  set(
    companyId: number,
    identity: { legalName?: string | null; vatNumber?: string | null },
    now = new Date(),
  ): CompanyIdentityView {
    try {
      this.db
        .prepare(
          `INSERT INTO company_identity (company_id, legal_name, vat_number, updated_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (company_id) DO UPDATE SET legal_name = excluded.legal_name, vat_number = excluded.vat_number,
             updated_at = excluded.updated_at`,
        )
        .run(
          companyId,
          identity.legalName?.trim() || null,
          identity.vatNumber?.trim() || null,
          utcStamp(now),
        );
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY')
        throw new UserError('not_found', 'That company no longer exists. Pick another company.');
      throw err;
    }
    return this.get(companyId);
  }
}
