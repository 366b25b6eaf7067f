/**
 * Print against data: each ZUGFeRD invoice of the shared corpus is a print (`NAME.pdf`) and the
 * CII data the print carried (`NAME.cii.xml`), which states more than the truth files do (due date,
 * order and customer numbers, bank details, delivery date and address, payment terms, both parties' addresses
 * and VAT numbers). Every question below is asked of both; the data's answer is exact, so where both answer
 * and differ, the print's answer is wrong or the sample's print and data disagree (some do: an
 * order number printed 2018-… whose data says 2013-…). A script that prints numbers, not a test.
 *
 * node --import tsx/esm test/bench/reading/print-data.ts [--show]   (--show: every difference)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readDocument } from '../../../main/reading/intake/read';
import { parseAmount, parseDate } from '../../../main/reading/qa/normalize';
import { bestAnswer } from '../../reading/ask';

const CORPUS = join(new URL('.', import.meta.url).pathname, '../../../../shared/corpus/zugferd');
const QUESTIONS = [
  'When is the payment due?',
  'What is the order number?',
  'What is the customer number?',
  'What is the IBAN?',
  'What is the BIC?',
  'When was it delivered?',
  'What is the VAT rate?',
  'What is the net amount?',
  'What is the currency?',
  "What is the supplier's VAT number?",
  "What is the customer's VAT number?",
  "What is the supplier's address?",
  "What is the customer's address?",
  'What is the delivery address?',
  'What are the payment terms?',
];

/** An answer as compared: a date or an amount by its value, anything else by letters and digits. */
function key(answer: string): string {
  const date = parseDate(answer);
  if (date) return date;
  const amount = parseAmount(answer.replace(/[^\d.,-]/g, ''));
  if (amount !== null && !/\p{L}{3,}/u.test(answer)) return amount.toFixed(2);
  // An address's country code before its postcode ("DE 80333 München") is the data's country field.
  return answer
    .replace(/\b[A-Z]{2}[\s-]+(?=\d{4,5}\b)/g, '')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();
}

/** The same value, or one part of the other ("Kundenstraße 15" of the data's whole address). */
const agree = (a: string, b: string): boolean => {
  const [x, y] = [key(a), key(b)];
  return x === y || x.includes(y) || y.includes(x);
};

const show = process.argv.includes('--show');
const tally = new Map(QUESTIONS.map((q) => [q, { agree: 0, differ: 0, printSilent: 0, printOnly: 0 }]));
for (const file of readdirSync(CORPUS).filter((f) => f.endsWith('.pdf'))) {
  const name = file.replace(/\.pdf$/, '');
  const print = await readDocument(file, readFileSync(join(CORPUS, file)));
  const data = await readDocument(`${name}.cii.xml`, readFileSync(join(CORPUS, `${name}.cii.xml`)));
  for (const q of QUESTIONS) {
    const t = tally.get(q)!;
    const fromPrint = bestAnswer(print, q);
    const fromData = bestAnswer(data, q);
    if (!fromData) {
      if (fromPrint) t.printOnly++;
    } else if (!fromPrint) t.printSilent++;
    else if (agree(fromPrint.answer, fromData.answer)) t.agree++;
    else {
      t.differ++;
      if (show)
        console.log(
          `${name} | ${q} | print ${fromPrint.answer} (${fromPrint.confidence}) | data ${fromData.answer}`,
        );
    }
  }
}
console.log('question'.padEnd(38), 'agree  differ  print-silent  print-only');
for (const [q, t] of tally)
  console.log(
    q.padEnd(38),
    String(t.agree).padStart(5),
    String(t.differ).padStart(7),
    String(t.printSilent).padStart(13),
    String(t.printOnly).padStart(11),
  );
