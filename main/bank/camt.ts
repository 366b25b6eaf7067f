import { parseUntrustedXml } from '../util/safe-xml';
import { UserError } from '../util/errors';
import { ProblemList } from '../util/problem-list';
import type { ParsedEntry, ParsedStatement, StatementPeriod } from './types';

type Node = Record<string, unknown>;

const REPEATED = new Set(['Stmt', 'Rpt', 'Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'Bal']);

const obj = (v: unknown): Node => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? (v as unknown[]) : v === undefined ? [] : [v]);
const arr = (v: unknown): Node[] => list(v).map(obj);
/** Text of an element that may carry attributes (then its text is under `#text`). */
function text(v: unknown): string | null {
  if (typeof v === 'string') return decode(v).trim() || null;
  if (typeof v === 'number') return String(v);
  if (v && typeof v === 'object' && '#text' in v) return text((v as Node)['#text']);
  return null;
}

/** The five predefined XML escapes and character references, decoded by hand (entities are never processed). */
function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
    const l = e.toLowerCase();
    if (l.startsWith('#x')) return String.fromCodePoint(parseInt(l.slice(2), 16));
    if (l.startsWith('#')) return String.fromCodePoint(parseInt(l.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[l] ?? '';
  });
}

function path(node: Node, ...keys: string[]): unknown {
  let cur: unknown = node;
  for (const k of keys) cur = obj(cur)[k];
  return cur;
}

function partyName(party: unknown): string | null {
  // camt.053.001.02 puts the name directly under Cdtr/Dbtr; .001.08 and later under Cdtr/Pty.
  return text(path(obj(party), 'Nm')) ?? text(path(obj(party), 'Pty', 'Nm'));
}

function entryText(ntry: Node, debit: boolean): string {
  const tx = arr(ntry.NtryDtls).flatMap((d) => arr(d.TxDtls));
  const parts: string[] = [];
  for (const t of tx) {
    const name = partyName(path(t, 'RltdPties', debit ? 'Cdtr' : 'Dbtr'));
    if (name) parts.push(name);
    for (const u of list(path(t, 'RmtInf', 'Ustrd'))) {
      const v = text(u);
      if (v) parts.push(v);
    }
    if (!obj(t.RmtInf).Ustrd) {
      const info = text(t.AddtlTxInf);
      if (info) parts.push(info);
    }
  }
  const additional = text(ntry.AddtlNtryInf);
  if (additional && !parts.includes(additional)) parts.push(additional);
  return [...new Set(parts)].join(' / ');
}

function entryReference(ntry: Node): string | null {
  for (const t of arr(ntry.NtryDtls).flatMap((d) => arr(d.TxDtls))) {
    const e2e = text(path(t, 'Refs', 'EndToEndId'));
    if (e2e && e2e.toUpperCase() !== 'NOTPROVIDED') return e2e;
    for (const s of arr(path(t, 'RmtInf', 'Strd'))) {
      const ref = text(path(s, 'CdtrRefInf', 'Ref'));
      if (ref) return ref;
    }
  }
  return text(ntry.AcctSvcrRef) ?? text(ntry.NtryRef);
}

function counterparty(ntry: Node, debit: boolean): string | null {
  for (const t of arr(ntry.NtryDtls).flatMap((d) => arr(d.TxDtls))) {
    const name = partyName(path(t, 'RltdPties', debit ? 'Cdtr' : 'Dbtr'));
    if (name) return name;
  }
  return null;
}

/** Signed amount of a balance or entry: DBIT is below zero. */
function signed(node: Node): number | null {
  const value = Number(text(node.Amt));
  if (text(node.Amt) === null || !Number.isFinite(value)) return null;
  return text(node.CdtDbtInd) === 'DBIT' ? -Math.abs(value) : Math.abs(value);
}

/**
 * The statement's opening and closing balance: OPBD (opening booked), else PRCD (the previous
 * closing); CLBD (closing booked). Other balance types (available, forward) say nothing about entries.
 */
function balances(stmt: Node): { opening: number | null; closing: number | null } {
  let opening: number | null = null;
  let prcd: number | null = null;
  let closing: number | null = null;
  for (const bal of arr(stmt.Bal)) {
    const code = (text(path(bal, 'Tp', 'CdOrPrtry', 'Cd')) ?? '').toUpperCase();
    if (code === 'OPBD') opening = signed(bal);
    else if (code === 'PRCD') prcd = signed(bal);
    else if (code === 'CLBD') closing = signed(bal);
  }
  return { opening: opening ?? prcd, closing };
}

const day = (v: string | null): string | null => (v ? (/^(\d{4}-\d{2}-\d{2})/.exec(v)?.[1] ?? null) : null);

function status(ntry: Node): string | null {
  // .001.02: <Sts>BOOK</Sts>; .001.08+: <Sts><Cd>BOOK</Cd></Sts>
  return text(ntry.Sts) ?? text(path(ntry, 'Sts', 'Cd'));
}

function entryDate(ntry: Node): string | null {
  const raw =
    text(path(ntry, 'BookgDt', 'Dt')) ??
    text(path(ntry, 'BookgDt', 'DtTm')) ??
    text(path(ntry, 'ValDt', 'Dt'));
  const m = raw ? /^(\d{4}-\d{2}-\d{2})/.exec(raw) : null;
  return m ? m[1]! : null;
}

/**
 * Reads an ISO 20022 bank statement (camt.053; camt.052 reports and camt.054 notifications have the
 * same entries and are read too). Only booked entries are kept. Entities are never processed and a
 * DOCTYPE is refused, so no external entity is resolved and nothing can expand.
 */
export function parseCamt(name: string, xml: string): ParsedStatement {
  const parsed = parseUntrustedXml(xml, REPEATED);
  if (!parsed.ok && parsed.reason === 'entities') {
    throw new UserError(
      'bank_file_unsupported',
      `The file "${name}" declares a DOCTYPE or entities, which bank statements never do; Kontera does not read it.`,
    );
  }
  if (!parsed.ok) {
    throw new UserError(
      'bank_file_invalid',
      `The file "${name}" is not valid XML (${parsed.detail}). Download the statement again from the bank.`,
    );
  }
  const root = obj(parsed.root);
  const doc = obj(root.Document);
  const body = obj(doc.BkToCstmrStmt ?? doc.BkToCstmrAcctRpt ?? doc.BkToCstmrDbtCdtNtfctn);
  const statements = [...arr(body.Stmt), ...arr(body.Rpt), ...arr(body.Ntfctn)];
  if (statements.length === 0) {
    throw new UserError(
      'bank_file_unsupported',
      `The file "${name}" is not an ISO 20022 bank statement (camt.053). Export the statement as camt.053 XML or as CSV.`,
    );
  }
  const periods: StatementPeriod[] = [];
  const problems = new ProblemList();
  let account: string | null = null;
  let n = 0;
  for (const stmt of statements) {
    const stmtAccount =
      text(path(stmt, 'Acct', 'Id', 'IBAN')) ?? text(path(stmt, 'Acct', 'Id', 'Othr', 'Id'));
    account ??= stmtAccount;
    const accountCurrency = text(path(stmt, 'Acct', 'Ccy'));
    const entries: ParsedEntry[] = [];
    for (const ntry of arr(stmt.Ntry)) {
      n++;
      const st = status(ntry);
      if (st && st.toUpperCase() !== 'BOOK') {
        problems.add(n, `status ${st} (not booked yet), left out`);
        continue;
      }
      const amt = ntry.Amt;
      const value = Number(text(amt));
      const currency = text(obj(amt)['@Ccy']) ?? accountCurrency;
      const side = text(ntry.CdtDbtInd);
      const date = entryDate(ntry);
      if (!Number.isFinite(value) || text(amt) === null)
        problems.add(n, 'the amount is missing or not a number');
      else if (side !== 'CRDT' && side !== 'DBIT')
        problems.add(n, 'it does not say whether it is a credit or a debit (CdtDbtInd)');
      else if (!date) problems.add(n, 'the booking date is missing');
      else if (!currency) problems.add(n, 'the currency is missing');
      else {
        const debit = side === 'DBIT';
        const description = entryText(ntry, debit) || (debit ? 'Payment' : 'Deposit');
        entries.push({
          date,
          text: description,
          amount: debit ? -Math.abs(value) : Math.abs(value),
          currency,
          reference: entryReference(ntry),
          counterparty: counterparty(ntry, debit),
          balance: null,
        });
      }
    }
    // Entries in booking-date order (a stable sort keeps the bank's order within a day).
    entries.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const { opening, closing } = balances(stmt);
    periods.push({
      account: stmtAccount,
      currency: accountCurrency ?? entries[0]?.currency ?? null,
      entries,
      opening,
      closing,
      from: day(text(path(stmt, 'FrToDt', 'FrDtTm'))) ?? entries[0]?.date ?? null,
      to: day(text(path(stmt, 'FrToDt', 'ToDtTm'))) ?? entries[entries.length - 1]?.date ?? null,
    });
  }
  const format = doc.BkToCstmrDbtCdtNtfctn !== undefined ? 'camt054' : 'camt053';
  return { format, account, periods, problems: problems.listed, problemCount: problems.count };
}
