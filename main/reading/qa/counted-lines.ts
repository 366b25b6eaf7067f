import type { PageText } from '../types';
import type { FeatureCandidate } from './candidate';
import { documentLines } from './lines';
import { sectionLines } from './section-lines';
import { tillLines } from './till-lines';
import { parseAmount, sameCents } from './normalize';
import { summedAbove } from './summed-above';
import { round2 } from '../../util/round';
import { CURRENCY_MARK } from './values';
import { printedAt } from './printed-amounts';
import { pageModel } from './page-model';

/**
 * The lines a "how many lines" question counts: the line table's (lines.ts); a till receipt's
 * items where the page prints no table (till-lines.ts). Sections each closed by their own total,
 * which the page's arithmetic shows are all billed (section-lines.ts), count over either when they
 * hold all of its lines and more: a table under known headings may be one section of several (a
 * dentist's goods under "Vare | Antal | Stk.pris | Beløb" below the treatments).
 */
export function countedLines(pages: PageText[]): FeatureCandidate[] {
  // Each count question over the same pages counts the same lines: an e-invoice's print asks its
  // pages one question at a time (answer-document.ts), and finding a table is a page's dearest read.
  const kept = counted.get(pages);
  if (kept && kept.pages.length === pages.length && kept.pages.every((p, i) => p === pages[i]))
    return kept.lines;
  const lines = countedUncached(pages);
  counted.set(pages, { pages: [...pages], lines });
  return lines;
}

const counted = new WeakMap<PageText[], { pages: PageText[]; lines: FeatureCandidate[] }>();

/** A line read this unsurely may be no line at all (see lines.ts): it leaves the count open (answer.ts). */
export const UNSURE_LINE = 0.6;

function countedUncached(pages: PageText[]): FeatureCandidate[] {
  const table = documentLines(pages);
  const sections = sectionLines(pages);
  if (sections.length > table.length && holds(sections, table)) return sections;
  if (!table.length) {
    // Rows under a column of figures they add up are that column's summary, not the items.
    const till = tillLines(pages);
    return pages.length === 1 && summedAbove(pages[0]!, till) ? [] : till;
  }
  // A table whose every amount went unread ("EXT" printed right of its column) is as many lines as
  // the till's rows, each read with its amount: those say surely what the table says unsurely.
  if (table.every((l) => l.amount === null)) {
    const till = tillLines(pages);
    if (till.length === table.length) return till;
    // More rows than the table kept (a row whose figures OCR read whole stood out as the table's
    // only one, the others' quantities unread): the till's rows, the table's among them, whose
    // amounts add up to a figure the page prints (its net) are the lines the sum proves.
    if (till.length > table.length && holdsRows(till, table) && sumPrinted(pages, till)) return till;
  }
  // A table left unsure as a whole (a row across it over its first item, lines.ts noted) whose
  // every amount the till's reading, under no headings, finds in order: two readings of the page
  // agree on each line, as the till's reading alone is taken where no table is found.
  if (table.every((l) => l.confidence.value < UNSURE_LINE)) {
    const till = tillLines(pages);
    if (till.length === table.length && till.every((l, i) => l.amount === table[i]!.amount)) return till;
  }
  return table;
}

/** Every line's amount among the sections', each once. */
function holds(sections: FeatureCandidate[], table: FeatureCandidate[]): boolean {
  const left = sections.map((l) => Number(l.amount));
  return table.every((l) => {
    const at = left.findIndex((a) => l.amount !== null && sameCents(a, Number(l.amount)));
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

/** Every table line's description among the till's rows (which read the figures before the amount as theirs). */
const holdsRows = (till: FeatureCandidate[], table: FeatureCandidate[]): boolean =>
  table.every((l) => {
    const own = typeof l.description === 'string' ? l.description : '';
    return !!own && till.some((t) => typeof t.description === 'string' && t.description.startsWith(own));
  });

/** Whether the lines' amounts, every one read, add up to a figure the page prints. */
function sumPrinted(pages: PageText[], lines: FeatureCandidate[]): boolean {
  const amounts = lines.map((l) =>
    typeof l.amount === 'string' ? parseAmount(l.amount.replace(CURRENCY_MARK, ' ')) : null,
  );
  const sum = amounts.some((a) => a === null) ? null : round2(amounts.reduce((s: number, a) => s + a!, 0));
  const page = pages.length === 1 ? pages[0] : undefined;
  return sum !== null && sum > 0 && !!page && printedAt(pageModel(page), sum) !== null;
}
