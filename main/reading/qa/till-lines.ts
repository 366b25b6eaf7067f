import type { PageText } from '../types';
import { confidence } from '../confidence';
import type { FeatureCandidate } from './candidate';
import { amountString, sameCents, tokens } from './normalize';
import { pageModel } from './page-model';
import { namesTax, tillRowsOf, type TillRow, type TillRow as Row } from './till-line-rows';
import { misreadItems } from './till-misread';
import { sectioned, type Item } from './till-sections';
import { returnWords } from '../lang/phrases';
import { addsUpThroughTax, digitsShow } from './ocr-figures';
import { itemsAfterTax } from './items-after-tax';

/**
 * A till receipt's items, and any page's that prints its lines without table headings: a row per
 * item, its name and its price at the right ("Krentenbol   2,60"), sometimes a row of its quantity
 * under it ("4 x 0,65", "0,512 kg à 29,90 kr/kg") or its price alone under its name ("4032871
 * SPAX Universalschr." over "8,99 A"), then the totals. The items are the rows right above the
 * first totals row, perhaps in sections under headings of their own ("TA MED (15 % mva)",
 * "MATERIALS"), when their prices add up to an amount printed under them (the total, or the
 * subtotal before a tip); a quantity's row is part of its item, a section's subtotal no item (see
 * till-sections.ts). Anything less clear says nothing: a wrong count is worse than none.
 */
export function tillLines(pages: PageText[]): FeatureCandidate[] {
  const [page] = pages;
  if (pages.length !== 1 || !page) return [];
  const rows = tillRowsOf(page, pageModel(page));
  // Reading the items marks money's words over the totals as items: each reading gets its copy.
  const read = (tried: TillRow[]) => itemsOf(page, [...tried]);
  const items = read(rows);
  if (items.length || page.readConfidence === undefined) return items;
  // A scan's prices OCR misread into runs of digits: the arithmetic may still read them.
  const misread = misreadItems(rows, read);
  // Its prices read whole and their total misread ("SUMME EUR  95752" under 83,63 + 8,99 + 2,90):
  // that figure still shows every digit of their sum.
  return misread.length ? misread : itemsOf(page, [...rows], true);
}

/**
 * The items of a till receipt's rows (see tillLines); `misreadTotal`, their sum shown by a totals
 * label's figure OCR misread (ocr-figures.ts digitsShow), where no figure prints it.
 */
function itemsOf(page: PageText, rows: Row[], misreadTotal = false): FeatureCandidate[] {
  let end = itemsEnd(rows);
  if (end < 1) return [];
  const first = end;
  let { items, adjusted } = itemsAbove(rows, end, 0);
  // A section closed by its subtotal, a label a pack knows ("Subtotal"), with the next section's
  // items under it closed by their own: the items go on to the last of them. Rows under a total
  // that add up to the next label's figure are no section (a VAT table's rows over its total).
  for (;;) {
    const next = rows.findIndex((r, i) => i > end && r.labelled);
    if (next < 0 || !sameCents(sum(items, adjusted), rows[end]!.amount!)) break;
    const more = itemsAbove(rows, next, end + 1);
    if (!more.items.length || !sameCents(sum(more.items, more.adjusted), rows[next]!.amount!)) break;
    // The taxes the total adds ("Add: CGST 6%" / "Add: SGST 6%" under "Taxable value") are no items.
    if (more.items.every(namesTax)) break;
    // Nor is the total printed again among them: the payment's recap ("Köp  SEK 1 453,00" /
    // "Dricks  SEK 100,00" over "TOTALT  SEK 1 553,00"), which adds the tip to it.
    if (more.items.some((r) => sameCents(r.amount!, rows[end]!.amount!))) break;
    items = [...items, { ...more.items[0]!, start: true }, ...more.items.slice(1)];
    adjusted += more.adjusted;
    end = next;
  }
  const extended = end !== first;
  items = sectioned(items);
  // The items right over the total that add up to it, when those over them do not: what is priced
  // above them is no more of them (the total printed under the shop's name, a journey's fares over
  // the payment summary that bills them).
  if (!adjusted && !extended) items = nearest(items, rows[end]!.amount!);
  // Items billed after the subtotal's tax, untaxed (items-after-tax.ts), where the subtotal sums those above.
  const after = sameCents(sum(items, adjusted), rows[end]!.amount!) ? itemsAfterTax(rows, end) : [];
  const total = sum(items, adjusted);
  // Printed under them, or shown by the total their VAT is added to where OCR misread the
  // subtotal (ocr-figures.ts).
  const under = rows.slice(end);
  const printed =
    under.some((r) => r.amount !== null && sameCents(r.amount, total)) ||
    addsUpThroughTax(
      total,
      under.map((r) => ({ amount: r.amount, tax: namesTax(r) })),
    ) ||
    (misreadTotal &&
      under.some((r) => r.labelled && r.figure !== null && digitsShow(r.figure.replace(/\D/g, ''), total)));
  // Two items at least: one row over its total is the total printed twice, as often as an item.
  // An item of nothing (a free option, "0,00 €") may or may not count: the count is not clear.
  if (items.length < 2 || !printed || items.some((r) => r.amount === 0)) {
    const one = soleCharge(rows, end);
    if (!one) return [];
    items = [one];
  }
  return [...items, ...after].map((r) => ({
    value: r.description,
    description: r.description,
    quantity: null,
    unitPrice: null,
    amount: amountString(r.amount!),
    confidence: confidence(UNHEADED),
    pageRef: page.page,
  }));
}

/**
 * The longest run of two items or more closing `items` that adds up to `total`, or all of them.
 * What is left over it is set apart from it: prices alone (the total under the shop's name), or
 * a section of its own over the run's heading ("PAYMENT SUMMARY"), not summed by one of the run.
 * Items run on into the others may be summed by them ("Kfz-Haftpflicht 80,00" / "Vollkasko
 * 140,00" over "Beitrag 220,00"): the run is no more the items than they are.
 */
function nearest(items: Item[], total: number): Item[] {
  if (sameCents(sum(items, 0), total)) return items;
  for (let k = 1; k <= items.length - 2; k++) {
    const [over, run] = [items.slice(0, k), items.slice(k)];
    const apart = run[0]!.start || over.every((r) => r.bare);
    const sums = over.length >= 2 && run.some((r) => sameCents(r.amount!, sum(over, 0)));
    if (apart && !sums && sameCents(sum(run, 0), total)) return run;
  }
  return items;
}

/** As sure as a line table's row that shows no quantity x price (lines.ts). */
const UNHEADED = 0.7;

/** Amount-less rows passed over between the totals and the last item ("9 ITEMS"). */
const SKIPPED = 2;
/** Amount-less rows a section's heading may take between two items ("GAS" / "Meterstand ..."). */
const HEADING_ROWS = 2;

const sum = (items: Item[], adjusted: number): number =>
  Math.round((items.reduce((s, r) => s + r.amount!, 0) + adjusted) * 100) / 100;

/**
 * The items above row `end`, down from it to row `floor` at most, and the discounts that lowered
 * them. An item that opens a section under a heading of its own is marked `start`.
 */
function itemsAbove(rows: Row[], end: number, floor: number): { items: Item[]; adjusted: number } {
  const items: Item[] = [];
  // A discount under its item ("ACTIE 2 VOOR 12,00  -3,90", "REMISE IMMEDIATE  -1,50") takes off
  // its price: in the sum, no item of its own.
  let adjusted = 0;
  for (let i = end - 1; i >= floor; i--) {
    const r = rows[i]!;
    const named = i > floor ? rows[i - 1] : undefined;
    const nameAbove = !!named && named.amount === null && /\p{L}{3}/u.test(named.description);
    // A quantity's row may carry the item's price under its name ("Malerkrepp 50mm" over
    // "2 x 2,79   5,58"), and so may a price alone ("8,99 A").
    if ((r.quantity || r.bare) && r.amount !== null && nameAbove) {
      items.unshift({ ...r, description: named.description, item: true, start: false, ruled: false });
      i--;
      continue;
    }
    // A row that is its own quantity times its own price, that price in the prices' column, is a
    // priced line ("Km 14,2 à 16,50   234,30" on a taxi's fare), not the row of the item above;
    // so is a line below nothing that shows its own arithmetic ("Vermindering energiebelasting
    // 31 dgn x -1,42388   -44,14": a rebate billed by the day).
    const own = r.amount !== null && r.product !== null && sameCents(r.product, r.amount);
    if ((r.quantity && r.priced && own) || (r.item && own && r.amount! < 0)) {
      items.unshift({ ...r, start: false, ruled: false });
      continue;
    }
    // A row of the arithmetic of the item above, whatever it says besides ("Säule 04  42,18 l x
    // 1,749 EUR/l" under "Super E10  73,77"): its product is that item's price.
    if (r.amount === null && r.product !== null && named?.item && sameCents(r.product, named.amount!))
      continue;
    // A row of the arithmetic of the item over it or under it: its prices add up to that item's
    // ("Pris 312,00  Förmån -187,00" over "Egenavgift  125,00", "Pris 310,00  Helfo -189,10" under
    // "ATORVASTATIN 20MG  120,90": the price less a subsidy).
    if (arithmeticOfAbove(rows, i)) continue;
    const under = items[0];
    if (
      under &&
      r.prices.length >= 2 &&
      rows[i + 1]?.amount === under.amount &&
      sameCents(total(r), under.amount!)
    )
      continue;
    // So does an addition set in under its item, marked as one ("+ STATIEGELD 2 x 0,25  0,50":
    // the bottles' deposit): in the sum, no item of its own. Not set in, it is an item added to
    // the one above ("+ UNDERVOGNSSKYL  25,00" under a car wash's programme), a line of its own.
    const added =
      r.amount !== null &&
      r.amount > 0 &&
      r.description.startsWith('+') &&
      !!named &&
      r.left > named.left + INDENT;
    // A minus row naming a return is the return, an item ("RETUR SPACKEL FIN 0,5L  -79,00").
    const taken = r.amount !== null && r.amount < 0 && !returned(r.description);
    if (r.amount !== null && (taken || added) && named && (named.item || named.quantity || named.bare)) {
      adjusted += r.amount;
      continue;
    }
    if (r.rule && items[0]) items[0] = { ...items[0], ruled: true };
    if (r.quantity || r.rule) continue;
    // Between the items and the totals a line may count them ("9 ITEMS", "Items: 6"), and the
    // last item may have rows of its details set in under it ("Rückgabe zu Bon 0427-2231",
    // "4006825 613390": a return's receipt, an article number).
    // A row whose price OCR misread into a run of digits ("Udlæg kontingent ... | 375100"), its
    // words where the item's over it start, is no such line: an item, its price unread, so the
    // items over it are not all of them. A total's label is set apart from the items ("Subtotal
    // | €1558 70" right of them).
    const misread =
      r.figure !== null &&
      /\p{L}{3}/u.test(r.description) &&
      !!named?.item &&
      Math.abs(r.left - named.left) <= INDENT;
    if (!items.length && r.amount === null && !misread && (end - i <= SKIPPED || detailOf(rows, i, floor)))
      continue;
    // A section's heading between two items ("SERVERT (25 % mva)" over the drinks).
    if (items.length && r.amount === null && itemWithin(rows, i, floor)) {
      items[0] = { ...items[0]!, start: true };
      continue;
    }
    if (!r.item) break;
    items.unshift({ ...r, start: false, ruled: false });
  }
  return { items, adjusted };
}

/**
 * Row `i` and the amount-less rows between it and the priced row above it are set in under that
 * row's item: details of the item (its article number, the receipt a return refers to).
 */
function detailOf(rows: Row[], i: number, floor: number): boolean {
  let k = i;
  while (k > floor && (rows[k]!.amount === null || arithmeticOfAbove(rows, k))) k--;
  const r = rows[k]!;
  if (k === i || r.amount === null || r.totals) return false;
  // A quantity's or a price's row under its item's name: the name sets the margin.
  const named = (r.quantity || r.bare) && k > floor && rows[k - 1]!.amount === null;
  const margin = named ? Math.min(r.left, rows[k - 1]!.left) : r.left;
  if (!r.item && !named) return false;
  return rows.slice(k + 1, i + 1).every((d) => d.left > margin + INDENT);
}

/** Row `i` prints two prices or more that add up to the amount of the item on the row over it. */
function arithmeticOfAbove(rows: Row[], i: number): boolean {
  const [r, above] = [rows[i]!, rows[i - 1]];
  return !!above?.item && r.prices.length >= 2 && sameCents(total(r), above.amount!);
}

/** How far a detail's row is set in under its item, at least (points). */
const INDENT = 4;

const total = (r: Row): number => Math.round(r.prices.reduce((s, p) => s + p, 0) * 100) / 100;

/** An item's row among the few amount-less rows above row `i` (a heading's): more items are above. */
function itemWithin(rows: Row[], i: number, floor: number): boolean {
  for (let k = i - 1; k >= Math.max(floor, i - HEADING_ROWS); k--) {
    const r = rows[k]!;
    if (r.amount === null && !r.totals) continue;
    return r.item || r.quantity || r.bare;
  }
  return false;
}

/**
 * Where the items end: at the first row labelled as an amount (total, subtotal, VAT). Words of
 * money changing hands end them only on a page that labels none: the pack of every language reads
 * a row, and an item may hold another language's word ("2 DOOM BAR PINT", "Bar, vin glas": German
 * "bar" is cash). Money is handed over after the total, never among the items.
 */
function itemsEnd(rows: Row[]): number {
  const labelled = rows.findIndex((r) => r.labelled);
  const found = labelled >= 0 ? labelled : rows.findIndex((r) => r.totals);
  // A page that labels no total may still sum its items under a rule.
  const end = summingRow(rows, found < 0 ? rows.length : found) ?? found;
  // Above it, a row of money's words is an item like any other.
  for (let i = 0; i < end; i++) {
    const r = rows[i]!;
    if (r.totals) rows[i] = asItem(r);
  }
  return end;
}

const asItem = (r: Row): Row => ({
  ...r,
  totals: false,
  item: !r.quantity && /\p{L}{3}/u.test(r.description),
});

/**
 * The total no pack reads as one, above row `before`: a row under a rule whose amount is the sum of
 * the two items or more over the rule ("TOTALT 10 VARER  437,38", "TOTAL (S$)  28.55": a label
 * that goes on with a count or a currency in brackets). The rule sets the totals apart from the
 * items, and the arithmetic says the row sums them; an item that happens to cost the sum of those
 * over it is not printed under a rule.
 */
function summingRow(rows: Row[], before: number): number | null {
  const read = rows.map((r, i) => (i < before && r.totals ? asItem(r) : r));
  for (let i = 1; i < before; i++) {
    const r = read[i]!;
    const total = r.amount;
    if (total === null || total <= 0 || !read[i - 1]!.rule) continue;
    const { items, adjusted } = itemsAbove(read, i, 0);
    if (items.length < 2 || !sameCents(sum(items, adjusted), total)) continue;
    // More items under it: the sum is a section's (sectioned reads those), not the items' total.
    // Its amount printed again (the card paid with) is no item.
    const more = read.slice(i + 1, before).some((m) => m.item && !sameCents(m.amount!, total));
    return more ? null : i;
  }
  return null;
}

/**
 * The one charge of a receipt that bills one thing (parking, a fare): the row over the total, set
 * apart from the ticket's details above it by a rule, that shows its own arithmetic and is the
 * total ("Kort parkeren  14 x 0,80  11,20" over "TE BETALEN  EUR 11,20"). One row over its total
 * is otherwise as often the total printed twice; its quantity x price says it is a line.
 */
function soleCharge(rows: Row[], end: number): Item | null {
  let i = end - 1;
  while (i >= 0 && rows[i]!.rule) i--;
  const r = rows[i];
  const ruledOff = i > 0 && rows[i - 1]!.rule;
  const total = rows[end]!.amount;
  if (!r?.item || !ruledOff || r.product === null || r.amount === null || total === null) return null;
  return sameCents(r.product, r.amount) && sameCents(r.amount, total)
    ? { ...r, start: true, ruled: true }
    : null;
}

/** Every pack's words for an item taken back ("retur", "Retoure", "return"). */
const RETURNS = returnWords(null);

/** A row's words name a return. */
const returned = (description: string): boolean => tokens(description).some((t) => RETURNS.has(t));
