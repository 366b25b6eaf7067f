import type { DB } from '../store/db';
import type { BookingKind, ChoicesView, WhyView } from '../../preload/contract/booking';
import { keyWords } from '../reading/key-words';
import { mostAlike } from '../engine/models/why';
import { HistoryLines } from './history-lines';

/** How many past lines with the value are compared; the newest first, to bound the work per "why?". */
const WHY_SCAN_LIMIT = 5000;

/**
 * Reads a company's booking history (imported, booked in Kontera, demo) for the booking screen: the
 * values a bookkeeper can pick when there is no suggestion, the targets a model should have, and the
 * "why?" behind a suggestion.
 */
export class HistoryReader {
  private readonly lines: HistoryLines;

  constructor(db: DB) {
    this.lines = new HistoryLines(db);
  }

  /** Every target with the values booked on it, most used first (for the searchable picker). */
  choices(companyId: number, kind: BookingKind, perTarget = 500): ChoicesView {
    const byTarget = new Map<string, { value: string; count: number }[]>();
    for (const r of this.lines.valueCounts(companyId, kind)) {
      const list = byTarget.get(r.target) ?? [];
      if (list.length < perTarget) list.push({ value: r.value, count: r.n });
      byTarget.set(r.target, list);
    }
    return [...byTarget].map(([target, values]) => ({ target, values }));
  }

  /** The currency most of the company's history is in, or null (a guess for files that name none). */
  usualCurrency(companyId: number): string | null {
    return this.lines.usualCurrency(companyId);
  }

  /** Target names the company's history books (what a trained model should suggest). */
  targets(companyId: number, kind: BookingKind): string[] {
    return this.lines.targets(companyId, kind);
  }

  /**
   * The past lines booked with `value` on `target` that are really like this one (the same supplier,
   * or words naming the same party or thing), most alike first; none when none is. It is the
   * bookkeeper's own history, so they can judge whether the suggestion repeats what they did before.
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
    const booked = this.lines.bookedWith(
      input.companyId,
      input.kind,
      input.target,
      input.value,
      WHY_SCAN_LIMIT,
    );
    const alike = mostAlike(
      { text: input.text, party: input.supplierId },
      booked.newest,
      (r) => ({ words: keyWords(r.text), party: r.supplier_id }),
      input.limit ?? 5,
    );
    const lines = alike.map(({ line: row, similarity }) => ({
      text: row.text,
      supplierName: row.supplier_name,
      amount: row.amount,
      date: row.issue_date,
      source: row.source,
      similarity,
    }));
    return { target: input.target, value: input.value, matches: booked.count, lines };
  }
}
