import { keyWords } from '../../reading/key-words';
import { round2 } from '../../util/round';
import type { LineRecord } from './features';
import type { TrainingRow } from './model-files';

/**
 * The one "why?" of Kontera: which past lines booked with a value look like the line at hand. The
 * engine explains its suggestions with it (from the lines it trained on) and the booking screen its
 * "why?" panel (from the company's history in SQLite). A past line counts as alike only when it is
 * really alike: the same party (supplier or counterparty), or words in common that name who or what
 * it is about; payment words ("Overførsel", "Dankort") and numbers do not count. None alike: none shown.
 */

/** What "why?" compares of a line: its text and its party (the supplier's id or the counterparty). */
export type Comparable = { text: string | null | undefined; party: string | null | undefined };

/** A past line found alike, with how alike (0..1, two decimals). */
export type Alike<T> = { line: T; similarity: number };

/**
 * The past lines most like `query`, most alike first, at most `max`: word overlap (Jaccard of the
 * key words), raised for the same party. `read` may cache the words of lines that are compared often.
 */
export function mostAlike<T>(
  query: Comparable,
  lines: Iterable<T>,
  read: (line: T) => { words: Set<string>; party: string | null | undefined },
  max: number,
): Alike<T>[] {
  const words = keyWords(query.text);
  const party = query.party || null;
  const scored: Alike<T>[] = [];
  for (const line of lines) {
    const other = read(line);
    let similarity = overlap(words, other.words);
    if (party !== null && other.party === party) similarity = Math.min(1, similarity * 0.8 + 0.2);
    if (similarity > 0) scored.push({ line, similarity });
  }
  scored.sort((a, b) => b.similarity - a.similarity);
  return scored.slice(0, max).map((s) => ({ line: s.line, similarity: round2(s.similarity) }));
}

/** Jaccard similarity of two word sets (1 = the same words). */
function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let common = 0;
  for (const w of a) if (b.has(w)) common++;
  return common / (a.size + b.size - common);
}

/** One past line behind an engine suggestion, as the engine's answers carry it under `why`. */
export type WhyLine = {
  text: string | null;
  supplier_id: string | null;
  supplier_name: string | null;
  date: string | null;
  amount: number | null;
  similarity: number;
};

/** Training rows stay in memory between explanations: their words are worked out once. */
const rowWords = new WeakMap<TrainingRow, Set<string>>();
function wordsOfRow(row: TrainingRow): Set<string> {
  let words = rowWords.get(row);
  if (!words) rowWords.set(row, (words = keyWords(row.record.text)));
  return words;
}

/** How many of a class's most recent lines are compared: bounds the cost of one explanation. */
const MAX_CANDIDATES = 2000;

/** The engine's "why?": the trained lines booked with `label` on `target` that are most like `record`. */
export function mostSimilarLines(
  rows: TrainingRow[],
  target: string,
  label: string,
  record: LineRecord,
  max = 3,
): WhyLine[] {
  const candidates: TrainingRow[] = [];
  for (let i = rows.length - 1; i >= 0 && candidates.length < MAX_CANDIDATES; i--)
    if (rows[i]!.targets[target] === label) candidates.push(rows[i]!);
  const alike = mostAlike(
    { text: record.text, party: record.supplierId },
    candidates,
    (row) => ({ words: wordsOfRow(row), party: row.record.supplierId }),
    max,
  );
  return alike.map(({ line: row, similarity }) => ({
    text: row.record.text ?? null,
    supplier_id: row.record.supplierId ?? null,
    supplier_name: row.record.supplierName ?? null,
    date: row.record.date ?? null,
    amount: row.record.amount ?? null,
    similarity,
  }));
}
