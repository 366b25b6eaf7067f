import iconv from 'iconv-lite';
import type { DB } from '../store/db';
import type { InvoiceLineInput } from '../../preload/contract/booking';
import type { JournalFileView, JournalFormat } from '../../preload/contract/drafts';
import { UserError } from '../util/errors';
import type { ChartStore } from './chart';
import { round2 } from '../util/round';

export type JournalLine = {
  date: string;
  voucher: string;
  account: string;
  accountName: string | null;
  vatCode: string | null;
  vatRate: number | null;
  text: string;
  amount: number;
  currency: string;
  supplier: string | null;
};

export type JournalOptions = {
  companyId: number;
  companyName: string;
  from: string;
  to: string;
  format: JournalFormat;
  /** The supplier payables account each invoice is credited to (e-conomic/Dinero "Modkonto"). */
  counterAccount?: string;
  /** SIE: the account input VAT is debited to. */
  vatAccount?: string;
};

type Row = { ref: string; data: string; targets: string; created_at: string };

const day = (s: string | null | undefined) => (s && /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : null);

/** The company's booked invoice lines whose invoice date (else booking date) is in the period. */
export function journalLines(
  db: DB,
  chart: ChartStore,
  companyId: number,
  from: string,
  to: string,
): JournalLine[] {
  const rows = db
    .prepare<[number], Row>(
      `SELECT ref, data, targets, created_at FROM bookings
       WHERE company_id = ? AND kind = 'invoice-line' AND undone_at IS NULL ORDER BY created_at, rowid`,
    )
    .all(companyId);
  const names = new Map(chart.get(companyId).accounts.map((a) => [a.code, a.name]));
  const rates = new Map(chart.get(companyId).vatCodes.map((v) => [v.code, v.rate]));
  const out: JournalLine[] = [];
  for (const r of rows) {
    const line = JSON.parse(r.data) as InvoiceLineInput;
    const targets = JSON.parse(r.targets) as Record<string, string>;
    const date = day(line.issueDate) ?? day(r.created_at) ?? '';
    if (date < from || date > to || !targets.account) continue;
    const vatCode = targets.vat_code ?? null;
    out.push({
      date,
      voucher: (line.lineId ?? '').split('/')[0] || r.ref.split('#')[0] || r.ref,
      account: targets.account,
      accountName: names.get(targets.account) ?? null,
      vatCode,
      vatRate: vatCode ? (rates.get(vatCode) ?? null) : null,
      text: [line.supplierName, line.text].filter(Boolean).join(': '),
      amount: round2(line.amount ?? 0),
      currency: line.currency ?? 'DKK',
      supplier: line.supplierName ?? null,
    });
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

const dkDate = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
const dkAmount = (n: number) => n.toFixed(2).replace('.', ',');
const csvCell = (s: string) => (/[;"\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const csv = (rows: string[][]) => rows.map((r) => r.map(csvCell).join(';')).join('\r\n') + '\r\n';

/**
 * e-conomic's journal (kassekladde) import: a semicolon-separated CSV, dd-mm-yyyy, decimal comma. Its
 * import template maps each field to a column of the file and skips the heading row (e-copedia,
 * "Import af data"), so the columns are named as the kassekladde names its fields.
 */
function economic(lines: JournalLine[], counter: string): string {
  return csv([
    ['Dato', 'Bilagsnr.', 'Konto', 'Tekst', 'Beløb', 'Modkonto', 'Momskode', 'Valuta'],
    ...lines.map((l) => [
      dkDate(l.date),
      l.voucher,
      l.account,
      l.text,
      dkAmount(l.amount),
      counter,
      l.vatCode ?? '',
      l.currency,
    ]),
  ]);
}

/** Dinero's posting import: semicolons, dd-mm-yyyy, decimal comma. */
function dinero(lines: JournalLine[], counter: string): string {
  return csv([
    ['Dato', 'Bilag', 'Tekst', 'Konto', 'Momstype', 'Beløb', 'Modkonto'],
    ...lines.map((l) => [
      dkDate(l.date),
      l.voucher,
      l.text,
      l.account,
      l.vatCode ?? '',
      dkAmount(l.amount),
      counter,
    ]),
  ]);
}

const sieText = (s: string) => `"${s.replace(/["\\]/g, '').replace(/[\r\n]+/g, ' ')}"`;
const sieDate = (iso: string) => iso.replace(/-/g, '');

/**
 * SIE 4 (type 4i: vouchers): one voucher per invoice, each line's net debited to its account, input
 * VAT (at the VAT code's rate) to the VAT account, the total credited to the payables account.
 */
function sie4(lines: JournalLine[], o: JournalOptions, now: Date): string {
  const out = [
    '#FLAGGA 0',
    '#PROGRAM "Kontera" 1',
    '#FORMAT PC8',
    `#GEN ${sieDate(now.toISOString().slice(0, 10))}`,
    '#SIETYP 4',
    `#FNAMN ${sieText(o.companyName)}`,
    `#RAR 0 ${sieDate(o.from)} ${sieDate(o.to)}`,
    '#KPTYP BAS2014',
  ];
  const accounts = new Map<string, string>();
  for (const l of lines) accounts.set(l.account, l.accountName ?? l.account);
  const counter = o.counterAccount ?? '2440';
  const vatAccount = o.vatAccount ?? '2640';
  for (const [code, name] of accounts) out.push(`#KONTO ${code} ${sieText(name)}`);
  const vouchers = new Map<string, JournalLine[]>();
  for (const l of lines)
    vouchers.set(`${l.date}\n${l.voucher}`, [...(vouchers.get(`${l.date}\n${l.voucher}`) ?? []), l]);
  let n = 0;
  for (const group of vouchers.values()) {
    const first = group[0]!;
    n++;
    out.push(
      `#VER "" ${n} ${sieDate(first.date)} ${sieText([first.supplier, first.voucher].filter(Boolean).join(' '))}`,
      '{',
    );
    let total = 0;
    let vat = 0;
    for (const l of group) {
      out.push(`   #TRANS ${l.account} {} ${l.amount.toFixed(2)} "" ${sieText(l.text)}`);
      total += l.amount;
      if (l.vatRate) vat += Math.round(l.amount * l.vatRate) / 100;
    }
    if (vat !== 0) out.push(`   #TRANS ${vatAccount} {} ${vat.toFixed(2)}`);
    out.push(`   #TRANS ${counter} {} ${(-(total + vat)).toFixed(2)}`, '}');
  }
  return out.join('\r\n') + '\r\n';
}

export function journalFile(db: DB, chart: ChartStore, o: JournalOptions, now = new Date()): JournalFileView {
  if (o.from > o.to)
    throw new UserError(
      'invalid_argument',
      `The period starts (${o.from}) after it ends (${o.to}). Swap the dates.`,
    );
  const lines = journalLines(db, chart, o.companyId, o.from, o.to);
  const base = `journal-${o.from}-${o.to}`;
  if (o.format === 'sie4') {
    // The SIE standard's #FORMAT PC8 is IBM PC 8-bit extended ASCII, code page 437: readers of SIE
    // files decode it so, and a UTF-8 file would show "Bredbånd" as "Bredb├Ñnd" there. Code page 437
    // has å, ä, ö and æ but no ø: ø is written as ö, its Swedish letter, rather than "?". Other
    // characters it lacks become "?" (iconv-lite's replacement), never a broken byte sequence.
    const content = sie4(lines, o, now).replace(/ø/g, 'ö').replace(/Ø/g, 'Ö');
    return {
      name: `${base}.se`,
      mediaType: 'text/plain;charset=ibm437',
      content,
      bytesBase64: iconv.encode(content, 'cp437').toString('base64'),
      bookings: lines.length,
    };
  }
  const counter = o.counterAccount ?? '6800';
  const content = o.format === 'e-conomic' ? economic(lines, counter) : dinero(lines, counter);
  return {
    name: `${base}-${o.format}.csv`,
    mediaType: 'text/csv;charset=utf-8',
    content,
    bytesBase64: Buffer.from(content, 'utf8').toString('base64'),
    bookings: lines.length,
  };
}
