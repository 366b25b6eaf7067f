import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { encodeDataset, type LegacyService } from '../../main/engine/training/pb-dataset';
import type { SyntheticLine } from './synthetic';

/** Puts a dataset into the engine's local bucket the way an uploader does: temp name, then rename. */
export function placeDataset(
  bucketRoot: string,
  service: LegacyService,
  name: string,
  data: Uint8Array,
): string {
  const file = join(bucketRoot, service, ...name.split('/'));
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.uploading-${process.pid}`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
  return file;
}

export function eilItems(
  lines: SyntheticLine[],
  targets: (keyof SyntheticLine['targets'])[] = ['account', 'vat_code', 'cost_center'],
) {
  return lines.map((l) => ({
    issueDate: l.date,
    currency: l.currency,
    supplierId: l.supplierId,
    supplierName: l.supplierName,
    customerRef: l.customerRef,
    total: l.amount,
    lineText: l.text,
    lineId: l.lineId,
    targets: Object.fromEntries(targets.map((t) => [t, l.targets[t]])),
  }));
}

/** The EIL API input record for a synthetic line (all keys present, as the interface requires). */
export function eilInput(l: SyntheticLine) {
  return {
    issue_date: l.date ?? null,
    currency: l.currency ?? null,
    supplier_id: l.supplierId!,
    supplier_name: l.supplierName ?? null,
    supplier_global_id: null,
    customer_ref: l.customerRef ?? null,
    total: l.amount ?? null,
    line_text: l.text ?? null,
    line_id: l.lineId,
  };
}

export function eilDataset(lines: SyntheticLine[], targets?: (keyof SyntheticLine['targets'])[]): Uint8Array {
  return encodeDataset('electronic-invoice-line', eilItems(lines, targets));
}
