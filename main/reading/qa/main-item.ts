import { PERIOD_NOUNS } from '../lang';
import { countedLines } from './counted-lines';
import { printedWithCents } from './printed-amounts';
import { tokens } from './normalize';
import { sameStem } from './same-stem';
import type { PageModel } from './page-model';

/**
 * How many times every other item's amount the main item's is: "Storage unit C114 | 149.00" beside
 * a padlock's 14.99 and a cover's 12.50; a tyre set's 5 364,00 beside its fitting's 1 290,00.
 */
const DOMINANT = 2;

/**
 * Whether the one item a question names (its `asked` words) is what the bill is for: its line's
 * amount at least twice any other item's (on a till's list of prices alone, more than all the
 * others' together), the rest what came with it (the fitting, the padlock, the delivery). What
 * that thing cost the asker ("How much does the storage unit cost us this time?", "What did the
 * tyres cost us?") is then the bill's total, not its line's net amount. Not one of several things
 * of like price ("How much did the deck screws cost?" of a till receipt's 9.98 beside an extension
 * cord's 22.99), nor one of many bought (a grocery receipt's wine beside five other items): that
 * line's own amount is asked.
 */
export function mainItemNamed(model: PageModel, asked: readonly string[]): boolean {
  // A period asked ("for the windows last month") says which bill, this one or another: no thing
  // the main item is named by ("Monthly window round").
  if (asked.some((w) => PERIOD_NOUNS.has(w))) return false;
  const items = countedLines([model.page]).map((l) => ({
    words: tokens(String(l.value)),
    amount: Math.abs(Number(l.amount)),
    counted: l.quantity !== null && l.quantity !== undefined,
  }));
  if (items.some((i) => !Number.isFinite(i.amount))) return false;
  // Each word printed as itself, another form or a stem shared ("Thermenwartung" of "Therme"), not
  // only as a part of the line's compounds ("liftonderhoud" of "Onderhoudscontract personenlift"):
  // there the asker's words may name more than the line.
  const named = items.filter((i) => asked.every((w) => i.words.some((t) => sameStem(w, t))));
  const main = named[0];
  if (!main || named.length !== 1) return false;
  // A scan's line amount OCR misread is no measure of the bill ("24 st | €880 | € 91720" counted
  // 24 x 880 = 21 120,00 on a bill of 1.900,02): no line is more than the greatest figure printed.
  if (model.page.readConfidence !== undefined && main.amount > Math.max(0, ...printedWithCents(model)))
    return false;
  // Of a till's list of things bought, each by its price alone (no quantity, no rate), what the
  // receipt is for outweighs all the rest together: a grocery receipt's wine at 6,90 beside bread,
  // milk, cheese, compote and kitchen roll (10,80 together) is one item of several bought, its own
  // price asked ("Prix du CÔTES DU RHÔNE ?"), never the receipt's 17,70. A bill's lines of hours
  // and parts (12 x 650.00 servicing beside repairs and spares) keep the rule above.
  const rest = items.reduce((sum, i) => (i === main ? sum : sum + i.amount), 0);
  if (!items.some((i) => i.counted) && main.amount <= rest) return false;
  return items.every((i) => i === main || main.amount >= DOMINANT * i.amount);
}
