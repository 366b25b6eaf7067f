import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import protobuf from 'protobufjs';
import { resourcesDir } from '../../main/util/paths';

/**
 * Puts a legacy `.pb` dataset into the local engine's bucket folder the way an upload does (temp
 * name, then rename), encoded from resources/proto/dataset.proto by reflection.
 */

const root = protobuf.loadSync(resourcesDir('proto', 'dataset.proto'));

export type PbInvoiceLine = {
  issue_date: string;
  currency: string;
  supplier_id: string;
  supplier_name: string;
  total: number;
  line_text: string;
  line_id: string;
  targets: Record<string, string>;
};

function place(dataDir: string, service: string, name: string, bytes: Uint8Array): void {
  const file = join(dataDir, 'buckets', 'kontera.local', 'local', service, ...name.split('/'));
  mkdirSync(dirname(file), { recursive: true });
  const temp = join(dirname(file), `.upload-${process.pid}-${Date.now()}`);
  writeFileSync(temp, bytes);
  renameSync(temp, file);
}

export function uploadEilDataset(dataDir: string, name: string, lines: PbInvoiceLine[]): void {
  const type = root.lookupType('kontera.dataset.Dataset');
  const message = type.fromObject({
    invoicelines: lines.map((l) => ({
      issueDate: l.issue_date,
      currency: l.currency,
      supplierId: l.supplier_id,
      supplierName: l.supplier_name,
      total: l.total,
      lineText: l.line_text,
      lineId: l.line_id,
      targets: l.targets,
    })),
  });
  place(dataDir, 'electronic-invoice-line', name, type.encode(message).finish());
}

export function uploadScannedDataset(
  dataDir: string,
  name: string,
  items: { text: string[]; timestamp: string; targets: Record<string, string> }[],
): void {
  const type = root.lookupType('kontera.dataset.ScannedInvoiceDataset');
  place(dataDir, 'scanned-invoice', name, type.encode(type.fromObject({ items })).finish());
}

/** A small, learnable history: office supplies on 6800, phone on 7100, each with its own VAT code. */
export function officeHistory(n = 60): PbInvoiceLine[] {
  const kinds = [
    { text: 'Printerpapir A4 500 ark', supplier: 'S100', name: 'Kontorland', account: '6800', vat: 'I25' },
    { text: 'Mobilabonnement', supplier: 'S200', name: 'Telia', account: '7100', vat: 'I25' },
    { text: 'Kaffe og te til kontoret', supplier: 'S300', name: 'Dagrofa', account: '6860', vat: 'I0' },
  ];
  return Array.from({ length: n }, (_, i) => {
    const k = kinds[i % kinds.length]!;
    const day = String(1 + (i % 28)).padStart(2, '0');
    return {
      issue_date: `2024-03-${day}T00:00:00Z`,
      currency: 'DKK',
      supplier_id: k.supplier,
      supplier_name: k.name,
      total: 100 + i,
      line_text: `${k.text} ${i % 5}`,
      line_id: String(i),
      targets: { account: k.account, vat_code: k.vat },
    };
  });
}
