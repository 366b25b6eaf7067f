import type { DB } from '../store/db';
import type { BookingKind, ChoicesView, WhyLine, WhyView } from '../../preload/contract/booking';
import { keyWords } from '../bank/words';

type HistoryRow = {
  text: string;
  supplier_id: string | null;
  supplier_name: string | null;
  amount: number | null;
  issue_date: string | null;
  source: WhyLine['source'];
};

/** How many past lines with the value are compared; the newest first, to bound the work per "why?". */
const WHY_SCAN_LIMIT = 5000;

/**
 * Reads a company's booking history (imported, booked in Kontera, demo) for the booking screen: the
 * values a bookkeeper can pick when there is no suggestion, the targets a model should have, and the
 * "why?" behind a suggestion.
 */
export class HistoryReader {
  constructor(private readonly db: DB) {}

  /** Every target with the values booked on it, most used first (for the searchable picker). */
  choices(companyId: number, kind: BookingKind, perTarget = 500): ChoicesView {
    const rows = this.db
      .prepare<[number, string], { target: string; value: string; n: number }>(
        `SELECT j.key AS target, CAST(j.value AS TEXT) AS value, COUNT(*) AS n
         FROM history_lines h, json_each(h.targets) j
         WHERE h.company_id = ? AND h.kind = ? AND j.value IS NOT NULL
         GROUP BY j.key, CAST(j.value AS TEXT) ORDER BY j.key, n DESC, value`,
      )
      .all(companyId, kind);
    const byTarget = new Map<string, { value: string; count: number }[]>();
    for (const r of rows) {
      const list = byTarget.get(r.target) ?? [];
      if (list.length < perTarget) list.push({ value: r.value, count: r.n });
      byTarget.set(r.target, list);
    }
    return [...byTarget].map(([target, values]) => ({ target, values }));
  }

  /** Target names the company's history books (what a trained model should suggest). */
  targets(companyId: number, kind: BookingKind): string[] {
    return this.db
      .prepare<[number, string], { target: string }>(
        `SELECT DISTINCT j.key AS target FROM history_lines h, json_each(h.targets) j
         WHERE h.company_id = ? AND h.kind = ? ORDER BY j.key`,
      )
      .all(companyId, kind)
      .map((r) => r.target);
  }

  /**
   * The past lines booked with `value` on `target` that look most like this one: word overlap of the
   * texts, with a bonus for the same supplier. It is the bookkeeper's own history, so they can judge
   * whether the suggestion repeats what they did before.
   */
  why(input: {
    companyId: number;
    kind: BookingKind;
    text: string;
    supplierId?: string | null;
    target: string;
    value: string;
    limit?: number;
  }): WhyView {
    const path = `$."${input.target.replace(/"/g, '')}"`;
    const matches =
      this.db
        .prepare<[number, string, string, string], { n: number }>(
          `SELECT COUNT(*) AS n FROM history_lines WHERE company_id = ? AND kind = ? AND CAST(json_extract(targets, ?) AS TEXT) = ?`,
        )
        .get(input.companyId, input.kind, path, input.value)?.n ?? 0;
    const rows = this.db
      .prepare<[number, string, string, string, number], HistoryRow>(
        `SELECT text, supplier_id, supplier_name, amount, issue_date, source FROM history_lines
         WHERE company_id = ? AND kind = ? AND CAST(json_extract(targets, ?) AS TEXT) = ?
         ORDER BY id DESC LIMIT ?`,
      )
      .all(input.companyId, input.kind, path, input.value, WHY_SCAN_LIMIT);
    // Bank texts share payment words ("Overførsel", "Dankort") across unrelated entries: only the
    // words naming who or what count, and a past entry sharing none of them is not shown as a reason.
    const bank = input.kind === 'bank';
    const wordsOf = (t: string) => (bank ? keyWords(t) : tokens(t));
    const words = wordsOf(input.text);
    const scored = rows
      .map((r) => {
        let similarity = overlap(words, wordsOf(r.text));
        if (input.supplierId && r.supplier_id === input.supplierId)
          similarity = Math.min(1, similarity * 0.8 + 0.2);
        return { row: r, similarity };
      })
      .filter((s) => !bank || s.similarity > 0);
    scored.sort((a, b) => b.similarity - a.similarity);
    const lines = scored.slice(0, input.limit ?? 5).map(({ row, similarity }) => ({
      text: row.text,
      supplierName: row.supplier_name,
      amount: row.amount,
      date: row.issue_date,
      source: row.source,
      similarity: Math.round(similarity * 100) / 100,
    }));
    return { target: input.target, value: input.value, matches, lines };
  }
}

function tokens(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .normalize('NFKC')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 1),
  );
}

/** Jaccard similarity of two word sets (1 = same words). */
function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let common = 0;
  for (const w of a) if (b.has(w)) common++;
  return common / (a.size + b.size - common);
}
