import { parseUntrustedXml } from '../../util/safe-xml';
import { UserError } from '../../util/errors';
import { ProblemList } from '../../datasets/validate';
import type { BankEntry, ParsedStatement } from './types';

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
export function parseCamt053(name: string, xml: string): ParsedStatement {
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
  const entries: BankEntry[] = [];
  const problems = new ProblemList();
  let account: string | null = null;
  let n = 0;
  for (const stmt of statements) {
    account ??= text(path(stmt, 'Acct', 'Id', 'IBAN')) ?? text(path(stmt, 'Acct', 'Id', 'Othr', 'Id'));
    const accountCurrency = text(path(stmt, 'Acct', 'Ccy'));
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
        });
      }
    }
  }
  return { format: 'camt053', account, entries, problems: problems.listed, problemCount: problems.count };
}
