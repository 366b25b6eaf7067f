import type { BankBalanceView, BankGapView, BankStatementView } from '../../preload/contract/bank';
import type { StoredEntry } from './entries';
import { round2 } from '../util/round';

const differs = (a: number, b: number) => Math.abs(a - b) >= 0.005;

/** The day after `day` (YYYY-MM-DD), and the day before. */
const shift = (day: string, by: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + by);
  return d.toISOString().slice(0, 10);
};

type EntriesBetween = (account: string | null, from: string, to: string) => StoredEntry[];

/**
 * Walks one statement's days: opening balance plus each day's entries must reach the balance the
 * statement states after that day (a CSV's balance column), and the closing balance at its end. Where
 * it does not, entries are missing (or too many): a gap between the last day that added up and the
 * first that does not.
 */
function checkStatement(s: BankStatementView, entries: StoredEntry[]): BankGapView[] {
  if (s.opening === null || s.closing === null || !s.from || !s.to) return [];
  const gaps: BankGapView[] = [];
  const days = new Map<string, StoredEntry[]>();
  for (const e of entries)
    if (!s.currency || e.currency === s.currency) days.set(e.date, [...(days.get(e.date) ?? []), e]);
  let running = s.opening;
  let settled = shift(s.from, -1); // the last day known to add up
  for (const [day, list] of [...days].sort(([a], [b]) => (a < b ? -1 : 1))) {
    running = round2(running + list.reduce((sum, e) => sum + e.amount, 0));
    const stated = list.filter((e) => e.balance !== null).map((e) => e.balance!);
    if (stated.length === 0) continue;
    // Any order of a day's entries ends at the same balance: if one stated balance is it, the day adds up.
    if (stated.some((b) => !differs(b, running))) {
      settled = day;
      continue;
    }
    const last = list
      .filter((e) => e.balance !== null)
      .sort((a, b) => a.seq - b.seq)
      .at(-1)!.balance!;
    gaps.push(gap(s, shift(settled, 1), day, last - running));
    running = last;
    settled = day;
  }
  if (differs(running, s.closing)) gaps.push(gap(s, shift(settled, 1), s.to, s.closing - running));
  return gaps;
}

function gap(s: BankStatementView, from: string, to: string, difference: number): BankGapView {
  return {
    account: s.account,
    currency: s.currency,
    from,
    to,
    difference: round2(difference),
    statementId: s.id,
  };
}

/**
 * Opening + entries = closing for every statement with balances, and each statement's opening
 * balance continues the previous statement's closing (plus the entries between them). Gaps are
 * listed with the days they lie in; statements without balances are named, never passed over.
 */
export function checkBalances(statements: BankStatementView[], between: EntriesBetween): BankBalanceView {
  const gaps: BankGapView[] = [];
  for (const s of statements)
    if (s.from && s.to) gaps.push(...checkStatement(s, between(s.account, s.from, s.to)));
  const groups = new Map<string, BankStatementView[]>();
  for (const s of statements) {
    if (s.opening === null || s.closing === null || !s.from || !s.to) continue;
    const key = `${s.account ?? '*'}|${s.currency ?? '*'}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  for (const list of groups.values()) {
    list.sort((a, b) => (a.from! < b.from! ? -1 : a.from! > b.from! ? 1 : 0));
    for (let i = 1; i < list.length; i++) {
      const p = list[i - 1]!;
      const q = list[i]!;
      if (q.from! <= p.to!) continue; // overlapping statements (a CSV and a camt.053 of the same days)
      const inBetween =
        shift(p.to!, 1) <= shift(q.from!, -1)
          ? between(q.account, shift(p.to!, 1), shift(q.from!, -1))
              .filter((e) => !q.currency || e.currency === q.currency)
              .reduce((sum, e) => sum + e.amount, 0)
          : 0;
      const expected = round2(p.closing! + inBetween);
      if (differs(expected, q.opening!))
        gaps.push(
          gap(
            q,
            shift(p.to!, 1),
            shift(q.from!, -1) < shift(p.to!, 1) ? q.from! : shift(q.from!, -1),
            q.opening! - expected,
          ),
        );
    }
  }
  const seen = new Set<string>();
  const unique = gaps.filter((g) => {
    const k = `${g.account}|${g.from}|${g.to}|${g.difference}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  const unchecked = statements.filter((s) => s.opening === null || s.closing === null).map((s) => s.id);
  return { ok: unique.length === 0, gaps: unique, unchecked };
}
