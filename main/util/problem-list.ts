import type { RowProblemView } from '../../preload/contract/datasets';

/** Problems listed in full; beyond this only the count grows, so a broken million-line file stays cheap. */
export const MAX_LISTED_PROBLEMS = 100;

/**
 * Collects the problems of a file's rows (history exports, bank statements): the first
 * MAX_LISTED_PROBLEMS in full, then only the count.
 */
export class ProblemList {
  readonly listed: RowProblemView[] = [];
  count = 0;

  add(row: number, reason: string): void {
    this.count++;
    if (this.listed.length < MAX_LISTED_PROBLEMS) this.listed.push({ row, reason });
  }

  /** Plain lines for a terminal or a message: "row 7: supplier_id is missing". */
  describe(rowWord = 'row'): string[] {
    const lines = this.listed.map((p) => `${rowWord} ${p.row}: ${p.reason}`);
    if (this.count > this.listed.length) lines.push(`… and ${this.count - this.listed.length} more problems`);
    return lines;
  }
}
