import type { Segment, Word } from '../types';
import { splitByRows } from './joined-cells';
import { segmentOf } from '../segment';
import { COLUMN_PHRASES, COLUMN_WORDS, QUALIFIER_GROUPS, type Column as PackColumn } from '../lang';
import { overlapX } from './geometry';
import { tokens } from './normalize';

export type Column = PackColumn | 'other';

/** One heading of a line table: its column and the horizontal extent its values sit under. */
export type Heading = { col: Column; x: number; w: number };

/**
 * A heading's column: the pack's heading phrase it starts with, the longest first ("Unit Price",
 * "E-Preis", "P.U. HTVA"), after a word saying VAT in or out ("Excl. Price", "Incl. Total").
 * Compound languages (de, nl, da, sv, no) join a qualifier to the column word
 * ("Artikelbeschreibung", "Gesamtbetrag", "Stykpris"): a long word ending in a column word of
 * five or more letters is that column, unless `compounds` is off (a totals label such as
 * "Rechnungssumme" ends in a column word too).
 */
export function columnOf(seg: Pick<Segment, 'text'>, compounds = true): PackColumn | null {
  const all = tokens(seg.text);
  const words = all.length > 1 && VAT_SIDE.has(all[0]!) ? all.slice(1) : all;
  const first = words[0];
  if (!first) return null;
  for (const [col, phrase] of PHRASES_BY_FIRST.get(first) ?? [])
    if (phrase.every((w, i) => words[i] === w)) return col;
  if (!compounds || first.length < 8) return null;
  for (const [col, set] of COLUMN_WORDS)
    for (const w of set) if (w.length >= 5 && first.endsWith(w)) return col;
  return null;
}

/**
 * The packs' heading phrases by their first word, longest first as COLUMN_PHRASES has them: every
 * segment of a page is asked its column, and trying every phrase of seven packs took a fifth of a
 * text PDF's reading.
 */
const PHRASES_BY_FIRST = (() => {
  const out = new Map<string, (typeof COLUMN_PHRASES)[number][]>();
  for (const entry of COLUMN_PHRASES) {
    const first = entry[1][0]!;
    out.set(first, [...(out.get(first) ?? []), entry]);
  }
  return out;
})();

/** Words saying VAT in or out ("excl", "incl", "inkl", "ht"), which may open a column's heading. */
const VAT_SIDE = new Set([...QUALIFIER_GROUPS.including, ...QUALIFIER_GROUPS.excluding]);

/** A cell holding a figure: a row of values, not a row of headings. */
const FIGURE = /\d[\d.,]*\d|\d/;

/**
 * The table's headings when line `ln` is (part of) its header. Real invoices print headings over
 * two to four rows ("Preis/" over "Einheit", "Positions-" / "betrag" / "ohne USt."), so the rows of
 * words without figures stacked tight against `ln` join it, and headings that overlap horizontally
 * are one column: the first of their words that names a column names it. `last` is the header's
 * last line; the table's rows start after it.
 */
export function headerAt(
  byLine: Map<number, Segment[]>,
  lineNos: number[],
  at: number,
  lineHeight: number,
): { headings: Heading[]; last: number } {
  const wordsOnly = (ln: number) => !(byLine.get(ln) ?? []).some((s) => FIGURE.test(s.text));
  const top = (ln: number) => Math.min(...(byLine.get(ln) ?? []).map((s) => s.y));
  const bottom = (ln: number) => Math.max(...(byLine.get(ln) ?? []).map((s) => s.y + s.h));
  const tight = (upper: number, lower: number) => top(lower) - bottom(upper) < lineHeight * 0.9;
  const i = lineNos.indexOf(at);
  let first = i;
  // A rule over the headings ("=====") is the table's top: the words above it (a pharmacy's
  // "AMC : MUTUELLE DES DEUX RIVES Tiers payant") are no heading, and stacked with the headings
  // they joined the VAT rate's column to the amount's.
  const rule = (ln: number) => !(byLine.get(ln) ?? []).some((s) => /[\p{L}\p{N}]/u.test(s.text));
  while (
    first > 0 &&
    wordsOnly(lineNos[first - 1]!) &&
    !rule(lineNos[first - 1]!) &&
    tight(lineNos[first - 1]!, lineNos[first]!)
  )
    first--;
  let last = i;
  while (
    last < lineNos.length - 1 &&
    wordsOnly(lineNos[last + 1]!) &&
    tight(lineNos[last]!, lineNos[last + 1]!)
  )
    last++;
  if (!wordsOnly(at)) return { headings: (byLine.get(at) ?? []).map(heading), last: at };
  // The rows under the header: the cells that show where its columns are (joined-cells.ts). An
  // item's row has three cells or more; a totals row (a label and its figure) may span columns.
  const rows = lineNos
    .slice(last + 1, last + 13)
    .map((ln) => byLine.get(ln) ?? [])
    .filter((r) => r.length >= 3 && r.some((s) => FIGURE.test(s.text)))
    .slice(0, 6);
  // A rule printed under the headings ("-----", "=====") is part of the header, but no heading:
  // stacked with the description's, it spread that column over the whole table.
  const segs = lineNos
    .slice(first, last + 1)
    .flatMap((ln) => byLine.get(ln) ?? [])
    .filter((s) => /[\p{L}\p{N}]/u.test(s.text))
    .flatMap((s) => splitByRows(s, rows));
  // Stack the headings that overlap horizontally, in reading order.
  const stacks: Segment[][] = [];
  for (const s of segs) {
    const stack = stacks.find((st) => st.some((o) => overlapX(s, o) > 0));
    if (stack) stack.push(s);
    else stacks.push([s]);
  }
  const headings = stacks.map((st) => {
    const x = Math.min(...st.map((s) => s.x));
    const w = Math.max(...st.map((s) => s.x + s.w)) - x;
    const col: Column = st.map((s) => columnOf(s)).find((c) => c !== null) ?? 'other';
    return { col, x, w };
  });
  return { headings: pricedTwice(headings), last: lineNos[last]! };
}

/**
 * A price headed twice and no amount ("Stk. pris | Pris", "Unit price | Price"): the right one is
 * the line's price, its amount; read as a second unit price, no row had an amount.
 */
function pricedTwice(headings: Heading[]): Heading[] {
  const prices = headings.filter((h) => h.col === 'unitPrice');
  if (prices.length !== 2 || headings.some((h) => h.col === 'amount')) return headings;
  const right = prices.reduce((a, b) => (b.x > a.x ? b : a));
  return headings.map((h) => (h === right ? { ...h, col: 'amount' as const } : h));
}

/**
 * The header's lines with each heading word its own segment where the text layer joined the
 * description's heading to others ("Pos Art-Nr-Kunde Beschreibung" printed close together): the
 * description heading is what a line table is found by. Other joined headings stay one heading
 * ("RSP AMOUNT" over a till receipt's figures is no table of lines), and lines with a figure are
 * rows, not headings.
 */
export function headingWords(byLine: Map<number, Segment[]>): Map<number, Segment[]> {
  const out = new Map<number, Segment[]>();
  for (const [ln, segs] of byLine) {
    if (segs.some((s) => FIGURE.test(s.text))) {
      out.set(ln, segs);
      continue;
    }
    out.set(
      ln,
      segs.flatMap((s) => {
        if (s.words.length < 2 || columnOf(s) !== null) return [s];
        const at = s.words.findIndex((w) => columnOf(w) === 'description');
        if (at < 0) return [s];
        // The words before the description's each head a column of their own ("Pos",
        // "Art-Nr-Kunde"); from the description's on, a word goes with the heading before it
        // ("Description of Goods/Services") unless it names a column itself ("Menge").
        const groups: Word[][] = s.words.slice(0, at).map((w) => [w]);
        for (const [i, w] of s.words.entries()) {
          if (i < at) continue;
          const group = groups[groups.length - 1];
          const phrase = `${s.words[i - 1]?.text ?? ''} ${w.text}`;
          if (i > at && group && (columnOf(w) === null || inPhrase(phrase))) group.push(w);
          else groups.push([w]);
        }
        return groups.map((g) => segmentOf(g, s.line));
      }),
    );
  }
  return out;
}

/** Two words that are one heading of the packs' together ("Unit Price", "Prix unitaire"). */
function inPhrase(text: string): boolean {
  const t = tokens(text).join(' ');
  return COLUMN_PHRASES.some(([, p]) => p.length > 1 && ` ${p.join(' ')} `.includes(` ${t} `));
}

function heading(s: Segment): Heading {
  return { col: columnOf(s) ?? 'other', x: s.x, w: s.w };
}

/** A rate in a heading ("TVA 21%", "Moms 25 %"): no figure of a row of values. */
const RATE_IN = /\d+([.,]\d+)?\s*%/g;

/**
 * A row of words alone, two of them or more under the table's columns besides the description
 * ("Base HTVA | TVA 21% | Total TVAC", "Arbete | Material | Netto | Moms 25 % | ATT BETALA"): over
 * a row of figures alone, the headings of a totals table printed under the items (lines.ts); its
 * figures read under the line table's headings were an item of figures alone. Over an item's
 * details it is the item's ("Artikelrabatt | Artikelrabatt" over "Bruttopreis : 1,5000 ...").
 */
export function headingsAcross(row: Pick<Segment, 'text' | 'x' | 'w'>[], header: Heading[]): boolean {
  const words = (s: Pick<Segment, 'text'>) => !/\d/.test(s.text.replace(RATE_IN, ''));
  if (!row.every(words)) return false;
  const across = row.filter((s) => {
    const under = [...header].sort((a, b) => overlapX(b, s) - overlapX(a, s))[0];
    return /\p{L}{2}/u.test(s.text) && overlapX(under ?? s, s) > 0 && under?.col !== 'description';
  });
  return across.length >= 2;
}
