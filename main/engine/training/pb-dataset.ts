import protobuf from 'protobufjs';
import { resourcesDir } from '../../util/paths';
import type { LineRecord } from '../models/features';
import type { TrainingRow } from '../models/model-files';

/** Service names of the dataset-mode legacy models, as in the bucket's object keys. */
export type LegacyService = 'electronic-invoice-line' | 'scanned-invoice';

export class DatasetFileError extends Error {}

let root: protobuf.Root | null = null;
function types(): { eil: protobuf.Type; scanned: protobuf.Type } {
  root ??= protobuf.loadSync(resourcesDir('proto', 'dataset.proto'));
  return {
    eil: root.lookupType('kontera.dataset.Dataset'),
    scanned: root.lookupType('kontera.dataset.ScannedInvoiceDataset'),
  };
}

type Plain = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function isEmptyItem(item: Plain): boolean {
  return Object.values(item).every((v) => {
    if (v === null || v === undefined || v === '' || v === 0) return true;
    if (Array.isArray(v)) return v.length === 0;
    if (typeof v === 'object') return Object.keys(v).length === 0;
    return false;
  });
}

function eilRecord(item: Plain): LineRecord {
  return {
    text: str(item.lineText),
    supplierId: str(item.supplierId),
    supplierName: str(item.supplierName),
    supplierGlobalId: str(item.supplierGlobalId),
    customerRef: str(item.customerRef),
    currency: str(item.currency),
    amount: typeof item.total === 'number' ? item.total : null,
    date: str(item.issueDate),
  };
}

function scannedRecord(item: Plain): LineRecord {
  const text = Array.isArray(item.text)
    ? (item.text as unknown[]).filter((t): t is string => typeof t === 'string').join('\n')
    : '';
  return { text, date: str(item.timestamp) };
}

/**
 * Decodes and validates a legacy `.pb` dataset. As the service does, the targets ("columns") are
 * taken from the first item, so it must not be empty; no item may be empty. Throws
 * DatasetFileError with a reason a person can act on; nothing is trained from a bad file.
 */
export function decodeDataset(
  buf: Uint8Array,
  service: LegacyService,
): { targets: string[]; rows: TrainingRow[] } {
  const t = types();
  const type = service === 'electronic-invoice-line' ? t.eil : t.scanned;
  let decoded: Plain;
  try {
    decoded = type.toObject(type.decode(buf), { defaults: false, arrays: true, objects: true });
  } catch (err) {
    throw new DatasetFileError(
      `it is not a readable ${service} protobuf dataset (${(err as Error).message})`,
    );
  }
  const items = (service === 'electronic-invoice-line' ? decoded.invoicelines : decoded.items) as
    Plain[] | undefined;
  if (!items || items.length === 0) throw new DatasetFileError('it holds no items');
  const first = items[0]!;
  if (isEmptyItem(first))
    throw new DatasetFileError(
      'its first item is empty (the first item defines the targets, so it must hold values)',
    );
  const targets = Object.keys((first.targets as Plain | undefined) ?? {}).filter((k) => k !== '');
  if (targets.length === 0)
    throw new DatasetFileError('its first item has no targets, so there is nothing to learn');
  const rows: TrainingRow[] = [];
  items.forEach((item, i) => {
    if (isEmptyItem(item))
      throw new DatasetFileError(`item ${i + 1} is empty (datasets must not contain empty lines)`);
    if (service === 'electronic-invoice-line' && !str(item.supplierId))
      throw new DatasetFileError(`item ${i + 1} has no supplier_id (it is required)`);
    const raw = (item.targets as Record<string, string> | undefined) ?? {};
    const wanted: Record<string, string> = {};
    for (const target of targets) if (raw[target]) wanted[target] = raw[target];
    rows.push({
      record: service === 'electronic-invoice-line' ? eilRecord(item) : scannedRecord(item),
      targets: wanted,
    });
  });
  return { targets, rows };
}

/** Encodes rows in the same layout (tests and the benchmark write datasets with it). */
export function encodeDataset(service: LegacyService, items: Plain[]): Uint8Array {
  const t = types();
  const type = service === 'electronic-invoice-line' ? t.eil : t.scanned;
  const payload = service === 'electronic-invoice-line' ? { invoicelines: items } : { items };
  return type.encode(type.fromObject(payload)).finish();
}
