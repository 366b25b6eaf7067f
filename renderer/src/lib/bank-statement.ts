import type { BankEntryInput } from '../../../preload/api';

export type DateFormat = 'YYYY-MM-DD' | 'DD-MM-YYYY' | 'DD.MM.YYYY' | 'DD/MM/YYYY' | 'MM/DD/YYYY';
export const DATE_FORMATS: DateFormat[] = ['YYYY-MM-DD', 'DD-MM-YYYY', 'DD.MM.YYYY', 'DD/MM/YYYY', 'MM/DD/YYYY'];

/** Which column is what in a bank statement CSV, remembered per company. */
export type BankMapping = { date: number; text: number; amount: number; decimal: ',' | '.'; dateFormat: DateFormat };

export type BankEntry = { ref: string; entry: BankEntryInput };

const HEADER_GUESS: Record<'date' | 'text' | 'amount', RegExp> = {
  date: /^(dato|date|datum|bogf.*dato|booking date|valuta ?dato|rentedag)$/i,
  text: /^(tekst|text|beskrivelse|description|meddelelse|transaktion|posteringstekst|mottagare|narrative)$/i,
  amount: /^(bel(ø|o)b|amount|belopp|bel(ö|o)p|bedrag|beløp)$/i,
};

export function guessMapping(header: string[], rows: string[][]): BankMapping {
  const find = (key: keyof typeof HEADER_GUESS, fallback: number): number => {
    const i = header.findIndex((h) => HEADER_GUESS[key].test(h.trim()));
    return i >= 0 ? i : fallback;
  };
  const amount = find('amount', Math.min(2, header.length - 1));
  const date = find('date', 0);
  const samples = rows.slice(0, 20).map((r) => r[amount] ?? '');
  const decimal = samples.some((s) => /,\d{1,2}$/.test(s.trim())) ? ',' : '.';
  const dates = rows.slice(0, 20).map((r) => r[date] ?? '');
  const dateFormat = DATE_FORMATS.find((f) => dates.every((d) => parseDate(d, f) !== null)) ?? 'YYYY-MM-DD';
  return { date, text: find('text', Math.min(1, header.length - 1)), amount, decimal, dateFormat };
}

export function parseAmount(raw: string, decimal: ',' | '.'): number | null {
  let s = raw.trim().replace(/\s|\u00a0/g, '');
  if (!s) return null;
  s = decimal === ',' ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  // Some banks write a trailing minus (123,45-).
  if (/^[\d.]+-$/.test(s)) s = `-${s.slice(0, -1)}`;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/** A statement date as YYYY-MM-DD, or null when it does not fit the format. */
export function parseDate(raw: string, format: DateFormat): string | null {
  const s = raw.trim();
  const m =
    format === 'YYYY-MM-DD'
      ? /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(s)
      : /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})$/.exec(s);
  if (!m) return null;
  const [y, mo, d] =
    format === 'YYYY-MM-DD' ? [m[1], m[2], m[3]] : format === 'MM/DD/YYYY' ? [m[3], m[1], m[2]] : [m[3], m[2], m[1]];
  const iso = `${y}-${mo!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  const t = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== iso ? null : iso;
}

/** The same statement line always gets the same ref, so importing a statement twice finds its bookings. */
export function entryRef(e: BankEntryInput, occurrence: number): string {
  return `bank:${e.date ?? ''}|${e.amount.toFixed(2)}|${e.text}|${occurrence}`;
}

export type ApplyResult = { entries: BankEntry[]; problems: { row: number; reason: string }[] };

/** Rows (without header) through the mapping; bad rows are listed by their spreadsheet row number. */
export function applyMapping(rows: string[][], m: BankMapping, currency: string | null = null): ApplyResult {
  const entries: BankEntry[] = [];
  const problems: { row: number; reason: string }[] = [];
  const seen = new Map<string, number>();
  rows.forEach((r, i) => {
    const row = i + 2;
    const date = parseDate(r[m.date] ?? '', m.dateFormat);
    const amount = parseAmount(r[m.amount] ?? '', m.decimal);
    const text = (r[m.text] ?? '').trim();
    if (date === null) return problems.push({ row, reason: `the date "${r[m.date] ?? ''}" is not ${m.dateFormat}` });
    if (amount === null) return problems.push({ row, reason: `the amount "${r[m.amount] ?? ''}" is not a number` });
    if (!text) return problems.push({ row, reason: 'the text is empty' });
    const entry: BankEntryInput = { date, text, amount, currency };
    const key = `${date}|${amount}|${text}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    entries.push({ ref: entryRef(entry, n), entry });
    return undefined;
  });
  return { entries, problems };
}

/** ISO 20022 camt.053: the booked entries of every statement in the file. */
export function parseCamt053(xml: string, fileName: string): BankEntry[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) throw new Error(`${fileName} is not readable XML.`);
  const byName = (el: Element | Document, name: string): Element[] => Array.from(el.getElementsByTagNameNS('*', name));
  const first = (el: Element, ...names: string[]): string | null => {
    let node: Element | undefined = el;
    for (const n of names) node = node ? byName(node, n)[0] : undefined;
    return node?.textContent?.trim() || null;
  };
  const entries = byName(doc, 'Ntry');
  if (byName(doc, 'BkToCstmrStmt').length === 0) throw new Error(`${fileName} is XML but not a camt.053 bank statement.`);
  const seen = new Map<string, number>();
  return entries.map((n) => {
    const amountEl = byName(n, 'Amt')[0];
    const sign = first(n, 'CdtDbtInd') === 'DBIT' ? -1 : 1;
    const amount = sign * Number(amountEl?.textContent ?? '0');
    const date = (first(n, 'BookgDt', 'Dt') ?? first(n, 'BookgDt', 'DtTm') ?? first(n, 'ValDt', 'Dt') ?? '').slice(0, 10) || null;
    const text = first(n, 'RmtInf', 'Ustrd') ?? first(n, 'AddtlNtryInf') ?? first(n, 'Nm') ?? '';
    const entry: BankEntryInput = { date, text, amount, currency: amountEl?.getAttribute('Ccy') ?? null };
    const key = `${date}|${amount}|${text}`;
    const k = (seen.get(key) ?? 0) + 1;
    seen.set(key, k);
    return { ref: entryRef(entry, k), entry };
  });
}

/** Column mappings are remembered per company and header line: the same bank's next export needs no step. */
const mappingKey = (companyId: number, header: string[]): string => `kontera.bank-mapping.${companyId}.${header.join('|')}`;

export function savedMapping(companyId: number, header: string[]): BankMapping | null {
  try {
    const saved = localStorage.getItem(mappingKey(companyId, header));
    return saved ? (JSON.parse(saved) as BankMapping) : null;
  } catch {
    return null;
  }
}

export function saveMapping(companyId: number, header: string[], mapping: BankMapping): void {
  localStorage.setItem(mappingKey(companyId, header), JSON.stringify(mapping));
}
