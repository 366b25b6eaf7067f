import { bankKinds, suppliers } from '../company';
import { round2 } from '../../util/round';
import { seededRandom } from '../../util/random';

/** CSV cell: quoted when it holds the separator, a quote or a newline. */
export function csvCell(v: string | number, sep = ','): string {
  const s = String(v);
  return s.includes(sep) || /["\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const day = (d: Date): string => d.toISOString().slice(0, 10);

/**
 * Two years of invoice lines as an ERP export: each supplier's items at a varying amount, booked on
 * the item's account and VAT code. A few lines are booked differently on purpose (a bookkeeper's
 * real history is not perfectly consistent), so confidences are not all 100 %.
 */
export function invoiceHistoryCsv(start = new Date('2024-11-01T00:00:00Z'), months = 24): string {
  const rand = seededRandom(8);
  const rows = [
    [
      'date',
      'supplier_id',
      'supplier_name',
      'currency',
      'amount',
      'line_text',
      'invoice_no',
      'account',
      'vat_code',
    ],
  ];
  let invoiceNo = 1000;
  for (let m = 0; m < months; m++) {
    for (const s of suppliers) {
      // Monthly suppliers every month, the others now and then.
      if (s.items.length > 2 && rand() < 0.25) continue;
      const date = new Date(
        Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m, 1 + Math.floor(rand() * 27)),
      );
      invoiceNo++;
      const count = 1 + Math.floor(rand() * Math.min(3, s.items.length));
      for (let i = 0; i < count; i++) {
        const item = s.items[Math.floor(rand() * s.items.length)]!;
        const amount = round2(item.amount * (0.8 + rand() * 0.4));
        const stray = rand() < 0.04;
        const account = stray ? '4310' : item.account;
        rows.push([
          day(date),
          s.id,
          s.name,
          'DKK',
          amount.toFixed(2),
          item.text,
          `${s.id}-${invoiceNo}`,
          account,
          item.vat,
        ]);
      }
    }
  }
  return rows.map((r) => r.map((c) => csvCell(c)).join(',')).join('\n') + '\n';
}

/**
 * The column mapping for invoiceHistoryCsv, in the datasets import's format (main/datasets/mapping.ts):
 * dataset field -> CSV column, and target name -> CSV column.
 */
export const invoiceHistoryMapping = {
  kind: 'eil',
  delimiter: ',',
  encoding: 'utf8',
  decimal: '.',
  dateFormat: 'YYYY-MM-DD',
  columns: {
    issue_date: 'date',
    supplier_id: 'supplier_id',
    supplier_name: 'supplier_name',
    currency: 'currency',
    total: 'amount',
    line_text: 'line_text',
    line_id: 'invoice_no',
  },
  targets: { account: 'account', vat_code: 'vat_code' },
};

/** A year of booked bank entries: the training data bank suggestions learn from. */
export function bankHistoryCsv(start = new Date('2025-11-01T00:00:00Z'), months = 12): string {
  const rand = seededRandom(53);
  const rows = [['date', 'text', 'amount', 'account', 'entry_type']];
  for (let m = 0; m < months; m++) {
    for (const k of bankKinds) {
      if (rand() < 0.2) continue;
      const date = new Date(
        Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m, 1 + Math.floor(rand() * 27)),
      );
      const amount = round2(k.amount * (0.85 + rand() * 0.3));
      rows.push([day(date), k.text, amount.toFixed(2), String(k.account), String(k.entryType)]);
    }
  }
  return rows.map((r) => r.map((c) => csvCell(c)).join(',')).join('\n') + '\n';
}

/** Same style for bank history: entry field -> CSV column; targets as the bank model names them. */
export const bankHistoryMapping = {
  kind: 'bank',
  delimiter: ',',
  encoding: 'utf8',
  decimal: '.',
  dateFormat: 'YYYY-MM-DD',
  columns: { date: 'date', text: 'text', amount: 'amount' },
  targets: { accountNumber: 'account', entryType: 'entry_type' },
};

/**
 * A bank statement as a Danish net bank exports it (semicolon, decimal comma, DD-MM-YYYY), the
 * kind of file the bookkeeper imports with the column-mapping step.
 */
export function bankStatementCsv(): string {
  const rand = seededRandom(97);
  const rows = [['Dato', 'Tekst', 'Beløb', 'Saldo']];
  let balance = 84_312.55;
  for (let d = 0; d < 8; d++) {
    const k = bankKinds[Math.floor(rand() * bankKinds.length)]!;
    const amount = round2(k.amount * (0.9 + rand() * 0.2));
    balance = round2(balance + amount);
    const date = new Date(Date.UTC(2026, 10, 2 + d * 2));
    const dk = `${String(date.getUTCDate()).padStart(2, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${date.getUTCFullYear()}`;
    const money = (n: number) => n.toFixed(2).replace('.', ',');
    rows.push([dk, k.text, money(amount), money(balance)]);
  }
  return rows.map((r) => r.map((c) => csvCell(c, ';')).join(';')).join('\n') + '\n';
}
