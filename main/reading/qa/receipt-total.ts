import { RECEIPT_WORDS, TIP_WORDS } from '../lang';
import { isBill } from './bill-not-till';
import type { Box } from '../types';
import type { Located } from './locate';
import type { PageModel } from './page-model';
import { labelWords, settledTotal } from './settled';
import { cents, isVatOf, lineRates } from './receipt-arithmetic';
import { printedSums, type Vote } from './till-sums';
import { ADVANCE_PHRASES } from '../lang/phrases';
import {
  changeGiven,
  paidExactly,
  garbledTotal,
  hasPhrase,
  isTotalLine,
  labelledAs,
  printedAmounts,
  rows,
  valueBox,
  type Row,
} from './till-rows';
import { cardSlipLines } from './card-slip';
import { paidAfterDeduction } from './till-deposit';
import { itemsTotal } from './items-total';
import { tenderAboveChange } from './tender-above-change';
import { paidInParts, restatesPart } from './tender-parts';

/**
 * The total of a till receipt. Receipts print their totals block as a run of short lines, each a
 * few words and an amount: "TAKEOUT TOTAL (INCL GST) 13.10", "TOTAL AMT ROUNDED 130.00", "TTL CASH
 * RM43.40", "CASH TENDERED 20.00", "CHANGE 6.90". The words are abbreviated, misread by OCR and
 * preceded by anything ("TAKEOUT", "ACCEPTED"), so a label that must lead its line finds few of
 * them, and a column header "TOTAL" above the first item's price finds the wrong one. Instead every
 * line naming a total with an amount on the same line votes for its amount, and the money handed
 * over minus the change (or the tendered amount itself when no change is printed) confirms one.
 */

/** Words of money paid before the bill that no till prints for money handed over ("acompte", "deposit"). */
const ADVANCES = ADVANCE_PHRASES.filter(
  (p) => !p.some((w) => RECEIPT_WORDS.tendered.some((t) => t.includes(w))),
);

/**
 * A tip added under the total ("Pourboire 7.00" under "TOTAL CHF 113.00" and "Mastercard 113.00",
 * then "TOTAL PAYE CHF 120.00"): what was paid is the later total that adds it, however many lines
 * print the total before it and however its VAT sums to that one. It takes their evidence as well.
 */
function withTip(all: Row[], votes: Map<number, Vote>): void {
  for (const tip of all.filter((r) => r.value > 0 && r.words.some((w) => TIP_WORDS.has(w))))
    for (const before of [...votes.values()]) {
      const after = votes.get(cents(before.value) + cents(tip.value));
      if (!after || after.last.line <= tip.line || before.last.line > tip.line) continue;
      after.votes = Math.max(after.votes, before.votes + (before.confirmed ? 1 : 0)) + 1;
      after.summed ||= before.summed;
    }
}

/** The votes, the best evidence first. */
const ranked = (votes: Map<number, Vote>): Vote[] =>
  [...votes.values()].sort(
    (a, b) =>
      b.votes + (b.confirmed ? 1 : 0) - (a.votes + (a.confirmed ? 1 : 0)) ||
      Number(b.votes > 0) - Number(a.votes > 0) ||
      // Equal evidence: the last total printed is the one paid (after a discount, after rounding).
      b.last.line - a.last.line,
  );

/**
 * Money handed over less the change is the total, even where no line's label says so: OCR garbles
 * the total's label ("TOTȚTAL 30.00", "TOFAL 28.30") or prints it where no label rule can take it
 * ("TOTAL INCL. GST@6% RM 42.90", whose words also fit the VAT line "TOTAL INCLUDES 6% GST 0.42").
 * The difference counts when another line prints it (the total, or a subtotal that is the total);
 * with no change given, the amount handed over itself. A total line that already names the
 * amount is confirmed where votes are counted, not here.
 */
function tillArithmetic(
  model: PageModel,
  tendered: Row[],
  change: Row[],
  amounts: Row[],
  votes: Map<number, Vote>,
): void {
  for (const h of tendered)
    for (const c of change) {
      const paid = cents(h.value) - cents(c.value);
      if (paid <= 0 || votes.has(paid)) continue;
      const last =
        printedTotal(amounts, tendered, paid) ??
        (paid === cents(h.value) ? h : undefined) ??
        garbledTotal(model, amounts, paid);
      if (!last) continue;
      // As good as one total line, which it yields to when they tie: OCR misreads cash and a
      // subtotal alike ("CASH 50.09", "SUBTOTAL 30.09" over "TOTAL 30.00").
      votes.set(paid, { value: paid / 100, votes: 0, confirmed: true, last });
    }
}

/**
 * A payment split between tenders ("Pin 20,00", "Contant 10,00", "Wisselgeld 0,30"): together,
 * less the change, they are the total (29,70), which no one of them is; the card's slip then
 * prints its own "Totaal: EUR 20,00", the card's part. Counted only where a line prints the
 * difference (a total, not a sum made up) and only the tenders outside the card's slip, which
 * repeats a tender rather than adding one.
 */
function splitTenders(
  model: PageModel,
  tendered: Row[],
  change: Row[],
  amounts: Row[],
  votes: Map<number, Vote>,
): void {
  const slip = cardSlipLines(model);
  const own = tendered.filter((r) => !slip.has(r.line));
  if (own.length < 2 || new Set(own.map((r) => r.line)).size !== own.length) return;
  const given = own.reduce((sum, r) => sum + cents(r.value), 0);
  for (const back of [0, ...change.filter((c) => c.value > 0).map((c) => cents(c.value))]) {
    const paid = given - back;
    const last = printedTotal(amounts, tendered, paid);
    if (paid <= 0 || !last) continue;
    const v = votes.get(paid);
    if (v) v.confirmed = true;
    else votes.set(paid, { value: paid / 100, votes: 0, confirmed: true, last });
  }
}

/** The last line printing a sum paid, in cents, that is no tender: the total the payment confirms. */
function printedTotal(amounts: Row[], tendered: Row[], paid: number): Row | undefined {
  return amounts.findLast((r) => cents(r.value) === paid && !tendered.includes(r));
}

/**
 * The receipt's total on this page, or nothing when no line names one. `needs` asks for evidence
 * before answering: `till`, a receipt's (money handed over or change given), on pages that are not
 * plainly till receipts this reading is only a fallback; `sums`, the page's own arithmetic for the
 * amount it ranks first (receipt-arithmetic.ts), which a label alone does not outweigh.
 */
export function receiptTotal(model: PageModel, needs: 'till' | 'sums' | 'nothing'): Located[] {
  const tillOnly = needs === 'till';
  const all = rows(model);
  const change = all.filter((r) => hasPhrase(r.words, RECEIPT_WORDS.change));
  const amounts = all.filter((r) => r.value > 0 && !change.includes(r));
  // A deposit paid before the bill ("Acompte versé le 05/01/2026  - 470,00 €") is no money handed
  // over at a till: an invoice that deducts one is no till receipt. Only by a word of its own: a
  // till's "AMOUNT PAID" is money handed over.
  const labelledTender = amounts.filter(
    (r) => hasPhrase(r.words, RECEIPT_WORDS.tendered) && !hasPhrase(r.words, ADVANCES),
  );
  // The money handed over whose word was not read, right above the change (tender-above-change.ts).
  const tendered = [...labelledTender, ...tenderAboveChange(amounts, change, labelledTender)];
  // "CHANGE 0.00" alone (the cash misread) is too little to call the page a till receipt.
  if (tillOnly && !tendered.length && !change.some((c) => c.value > 0)) return [];
  const totals = amounts.filter(
    (r) =>
      (isTotalLine(r.words) || labelledAs(model, r, 'amount_due')) &&
      !tendered.includes(r) &&
      !change.includes(r) &&
      !labelledAs(model, r, 'total_vat'),
  );
  // "TTL CASH RM43.40", "TOTAL PAID": money handed over, and a total too when nothing else is printed.
  const votes = new Map<number, Vote>();
  const vote = (r: Row, weight: number) => {
    const v = votes.get(cents(r.value)) ?? { value: r.value, votes: 0, confirmed: false, last: r };
    v.votes += weight;
    if (r.line >= v.last.line) v.last = r;
    votes.set(cents(r.value), v);
  };
  // A split payment's part printed again under it (the card's slip) is no total (tender-parts.ts):
  // no vote, though still a figure that the till's arithmetic may confirm or doubt.
  for (const r of totals) vote(r, restatesPart(r, tendered) ? 0 : 1);
  for (const r of tendered) if (hasPhrase(r.words, RECEIPT_WORDS.total)) vote(r, 0.5);
  // A deposit taken off the total before the till took the rest (till-deposit.ts): the rest was paid.
  for (const r of paidAfterDeduction(model, totals, tendered)) {
    vote(amounts.findLast((a) => a.value === r.value && !tendered.includes(a)) ?? r, 1);
    votes.get(cents(r.value))!.confirmed = true;
  }
  tillArithmetic(model, tendered, change, amounts, votes);
  splitTenders(model, tendered, change, amounts, votes);
  const givenBack = change.some((c) => c.value > 0);
  printedSums(
    model,
    all.filter((r) => !change.includes(r) && !tendered.includes(r)),
    givenBack ? [] : tendered,
    votes,
    vote,
  );
  if (!votes.size) return [];
  withTip(all, votes);
  // Handed over minus change is the total; a "total" that is handed over ("ACCEPTED TOTAL 2.00" with
  // "CHANGE 0.50" under "TOTAL AMOUNT 1.50") is not.
  const handed = [...tendered, ...totals];
  for (const h of handed)
    for (const c of change) {
      const paid = votes.get(cents(h.value) - cents(c.value));
      if (!paid || c.value <= 0) continue;
      paid.confirmed = true;
      const given = votes.get(cents(h.value));
      if (given && !tendered.includes(h)) given.votes *= 0.3;
    }
  // Paid exactly: the amount handed over is the total. A payment split between tenders is paid
  // in parts, each a part: neither is the total (tender-parts.ts).
  if (!givenBack && !paidInParts(tendered))
    for (const t of tendered) {
      const paid = votes.get(cents(t.value));
      if (paid) paid.confirmed = true;
    }
  // A scan's till that gave change: its total is what was handed over less the change. A total
  // that arithmetic does not confirm was misread, or the cash was ("TOTAL TTC 28,50" for 38,50 over
  // "RENDU 1,50" with the cash's word misread; "Zuzahlung gesamt 5,00" where "SUMME 26092" was not
  // read, 50,00 less 23,08 given back): the one it confirms leads, and where it confirms none a
  // total one line alone prints is not answered (two lines agreeing stand: the cash was misread).
  // A text layer prints what its maker wrote, and its lines stand.
  // A tender read from its place alone (tender-above-change.ts) doubts the total only where its
  // arithmetic confirms another figure: unconfirmed, the line may be no tender at all ("PAY 20.08").
  const placed = tendered.filter((t) => !labelledTender.includes(t));
  const placedConfirms = placed.some((t) =>
    change.some((c) => c.value > 0 && votes.get(cents(t.value) - cents(c.value))?.confirmed),
  );
  const doubted =
    model.page.readConfidence !== undefined && (changeGiven(change, labelledTender) || placedConfirms);
  // A scan's till paid exactly ("PAID RM7.00" over "CHANGE RM0.00") whose one total line prints
  // another figure ("TOTAL RM7.09"): the cash or the total was misread, and nothing says which.
  // Neither is answered unless a second line or the page's sums confirm it (a tax summary adding
  // up to the cash: "SR @6% 122.64 7.36" under "PAYMENT 130.00").
  const split =
    !doubted &&
    model.page.readConfidence !== undefined &&
    paidExactly(change, labelledTender) &&
    [...votes.values()].some(
      (v) => v.votes > 0 && !v.confirmed && labelledTender.some((t) => digitApart(v.value, t.value)),
    );
  // A scan's items that add up to a total confirm it where OCR misread the tenders (items-total.ts).
  const items = model.page.readConfidence !== undefined ? votes.get(itemsTotal(model) ?? NaN) : undefined;
  if (items) items.confirmed = true;
  const best = doubted
    ? ranked(votes).sort((a, b) => Number(standing(b)) - Number(standing(a)))
    : ranked(votes);
  if (needs === 'sums' && !best[0]?.summed) return [];
  return best.map((v, i) => {
    const evidence = v.votes + (v.confirmed ? 1 : 0);
    // Two lines agree, or one line and the till's arithmetic: as sure as a printed label. One line
    // alone, or a lower-ranked reading: less.
    const score =
      (evidence >= 2 ? 0.9 : evidence >= 1.5 ? 0.8 : 0.62) *
      (i === 0 ? 1 : 0.8) *
      (doubted && !standing(v) ? UNCONFIRMED : 1) *
      (split && !twice(v) ? UNCONFIRMED : 1);
    return {
      text: v.last.text,
      normalized: String(v.value),
      box: valueBox(v.last),
      score,
      via: 'receipt',
    };
  });
}

/** Two total lines that print the same figure read it alike: OCR seldom misreads both the same way. */
const AGREED = 2;
/** A till total a scan's change leaves standing: confirmed by the cash less the change, or printed by two lines. */
const standing = (v: Vote): boolean => v.confirmed || v.votes >= AGREED;

/**
 * Two figures a digit apart, read as the same figure misread ("7.09" and "7.00"): as many digits,
 * one of them different. A card's number or a figure whose point was lost ("VISA 4693" under
 * "BALANCE DUE 46.93") is no reading of the total.
 */
function digitApart(a: number, b: number): boolean {
  const [x, y] = [String(cents(a)), String(cents(b))];
  return x.length === y.length && [...x].filter((d, i) => d !== y[i]).length === 1;
}

/** A till total read twice over: two lines, or a line and the till's arithmetic, or the page's sums. */
const twice = (v: Vote): boolean => v.votes >= AGREED || (v.confirmed && v.votes > 0) || !!v.summed;

/** How much of its score a scan's till total keeps that the cash less the change does not confirm: too little to answer. */
const UNCONFIRMED = 0.2;

/**
 * The gross totals the page's labels find, asked of the caller (answer.ts finds them), so that this
 * module, which party-blocks.ts reads to tell a till receipt, does not import the finder back.
 */
export type GrossTotals = () => Located[];

/** The concepts a receipt's total answers: "What is the total?", "How much was paid?". */
const PAID = new Set(['total_incl', 'amount_due']);

/**
 * The amount a bill still asks for, among the amounts its due labels found: the one that is the
 * gross less another ("Total 540, Amount Paid 200, Balance Due 340"); without such arithmetic,
 * one whose label does not say it was paid. A question asking what was paid (`asked` holds its
 * words: "What is the amount paid?") gets the other.
 */
function stillDue(model: PageModel, found: Located[], asked: string[], grossTotals: GrossTotals): Located[] {
  const values = [...new Set(found.map((l) => Number(l.normalized)))].filter(Number.isFinite);
  if (values.length < 2) return found;
  const gross = grossTotals().map((l) => Number(l.normalized));
  // Both parts of the gross are positive: a discount line or a credit is not a payment.
  const due = values.find(
    (d) =>
      d > 0 && values.some((p) => p > 0 && p !== d && gross.some((g) => cents(g) - cents(p) === cents(d))),
  );
  const paid = (l: Located) => hasPhrase(labelWords(model, l.box), RECEIPT_WORDS.tendered);
  const askedPaid = hasPhrase(asked, RECEIPT_WORDS.tendered);
  const isDue = (l: Located) => (due !== undefined ? Number(l.normalized) === due : !paid(l));
  const first = (l: Located) => isDue(l) !== askedPaid;
  const top = found.filter(first);
  if (!top.length || top.length === found.length) return found;
  const best = Math.max(...found.map((l) => l.score));
  return [...top.map((l) => ({ ...l, score: Math.max(l.score, best) })), ...found.filter((l) => !first(l))];
}

/** A label of the amount due or the gross on a page read by OCR: its value was printed, but not read. */
const unreadTotal = (model: PageModel): boolean =>
  model.page.readConfidence !== undefined && model.segs.some((s) => s.label && PAID.has(s.label.concept.id));

/** The page's line a found value stands on. */
const lineOf = (model: PageModel, box: Box): number =>
  model.segs.find(
    ({ seg }) =>
      Math.abs(seg.y - box.y) < model.lineHeight / 2 && seg.x <= box.x + box.w && seg.x + seg.w >= box.x,
  )?.seg.line ?? -1;

/**
 * A total the labels found that is the VAT another printed amount includes, at a rate its line or
 * the page prints, is that VAT ("(TOTAL INCLUDED GST @ 6% : 1.09)" under "DUE 19.20"): the other amount,
 * the last line printing it, is the total.
 */
function includedVat(model: PageModel, found: Located[]): Located[] {
  if (!found.length) return found;
  const printed = printedAmounts(model);
  const out = new Map<string, Located>();
  for (const l of found) {
    const rates = lineRates(model, lineOf(model, l.box));
    const gross = printed.filter((r) => isVatOf(Number(l.normalized), r.value, rates)).pop();
    const total = gross
      ? {
          text: gross.text,
          normalized: String(gross.value),
          box: valueBox(gross),
          score: l.score * 0.8,
          via: 'receipt',
        }
      : l;
    if (!out.has(total.normalized)) out.set(total.normalized, total);
  }
  return [...out.values()];
}

/**
 * What the labels found for a total, unless the page is a till receipt (it prints money handed over
 * or change given): then its totals block decides. Where the labels found nothing, the totals
 * block is read as a fallback on any page; on a page read by OCR, its sums check the labels.
 * `leftByDeduction` tells a rest the gross less a deduction makes (lost-digits.ts, which reads this
 * module: asked of the caller, as the gross totals are).
 */
export function preferReceiptTotal(
  model: PageModel,
  conceptId: string,
  labelled: Located[],
  asked: string[],
  grossTotals: GrossTotals,
  tillReceipt: () => boolean,
  leftByDeduction: (due: Located) => boolean,
): Located[] {
  if (!PAID.has(conceptId)) return labelled;
  const found = includedVat(model, labelled);
  const bill = found.length > 0 && isBill(model, tillReceipt);
  // OCR misreads a digit of the total's line ("TOTAL 53.39" over the card's 53.30, which the GST
  // summary's 50.28 + 3.02 adds up to): where the page's own sums disagree with it, they decide. A
  // text layer prints what its maker wrote, and its labels stand.
  const sums = () => (model.page.readConfidence !== undefined ? receiptTotal(model, 'sums') : []);
  if (bill && conceptId === 'amount_due') {
    const due = settledTotal(model, stillDue(model, found, asked, grossTotals), asked, grossTotals);
    // "How much was paid?" of the printed total itself, nothing taken off: the sums decide it as
    // they decide "What is the total?" (sroie-172 photographed: 53.39 at 0.97 beside 53.30).
    // Not a rest the page's arithmetic leaves (the gross less a deduction printed between): a
    // net and its tax in a sentence below ("Arbeitskosten nach § 35a EStG: 2.516,00 € netto zzgl.
    // 478,04 € USt (2.994,04 € brutto)") are a part's, and overturned "Restbetrag 5.732,83 €".
    const asPrinted = !!due[0] && !!found[0] && due[0].text === found[0].text && !leftByDeduction(due[0]);
    const summed = asPrinted ? sums() : [];
    return summed.length ? summed : due;
  }
  if (!bill) {
    const till = receiptTotal(model, 'till');
    if (till.length) return till;
    // The total's own label printed with no value read beside it (OCR misread "£2,278.56" as
    // "£2,278156"): another total line (the net's) is not its value.
    if (!found.length) return unreadTotal(model) ? [] : receiptTotal(model, 'nothing');
  }
  const summed = sums();
  if (summed.length) return summed;
  return conceptId === 'amount_due' ? settledTotal(model, found, asked, grossTotals) : found;
}
