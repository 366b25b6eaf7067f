import type { DB } from '../store/db';
import { vatKey } from './company-identity';
import { HistoryLines } from './history-lines';
import { fold } from '../util/fold';

export type SupplierMatch = { id: string; name: string | null; matched: 'vat-number' | 'name' | null };

const nameKey = (s: string) => fold(s).replace(/[^a-z0-9]+/g, '');

/**
 * Finds the supplier of a draft among the suppliers the company has booked before (its history):
 * by VAT or organisation number first, then by name. A new supplier is booked under its VAT number
 * (or its name), so its second invoice matches its first.
 */
export function matchSupplier(
  db: DB,
  companyId: number,
  read: { name: string | null; vatNumber: string | null },
): SupplierMatch {
  const known = new HistoryLines(db).suppliers(companyId);
  const vat = vatKey(read.vatNumber);
  if (vat) {
    const hit = known.find(
      (k) => vatKey(k.supplier_id) === vat || (k.supplier_global_id && vatKey(k.supplier_global_id) === vat),
    );
    if (hit) return { id: hit.supplier_id, name: hit.supplier_name, matched: 'vat-number' };
  }
  const name = read.name ? nameKey(read.name) : '';
  if (name.length >= 3) {
    const hit = known.find((k) => k.supplier_name && nameKey(k.supplier_name) === name);
    if (hit) return { id: hit.supplier_id, name: hit.supplier_name, matched: 'name' };
  }
  const id = (read.vatNumber ?? read.name ?? 'unknown').replace(/\s+/g, '');
  return { id: id || 'unknown', name: read.name, matched: null };
}
