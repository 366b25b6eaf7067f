/**
 * Pages typed by others (test/fixtures/typed-by-others/): each page's own questions asked as its
 * author wrote them, right answers per field, wrong and missing ones listed, false answers to its
 * absent questions, and the median time per page. A script, not a test: it prints numbers.
 *
 * Run: npm run bench:typed [-- --scan] [--only NAME] [--quiet] [--dir FOLDER] [--ocr-cache FOLDER]
 *   --scan  draws each page into a 200 dpi JPEG on grey paper and reads it by OCR.
 *   --ocr-cache  keeps each scanned page's OCR reading in FOLDER (by the page's rows), so a later
 *           --scan run measures a change to the answering in seconds, not the half hour OCR takes.
 */
import { answerDocument } from '../../../main/reading/answer-document';
import { stopOcr } from '../../../main/reading/intake/ocr';
import type { IntakeResult } from '../../../main/reading/types';
import { printedPage } from '../../reading/positioned-page';
import { scannedRows } from '../../reading/scanned-rows';
import { isRight } from './check';
import { cachedReading, inputKey } from './reading-cache';
import { percentile } from './report';
import { TYPED_DIR, TYPED_KIND as KIND, typedPages, type TypedPage as Page } from './typed-pages';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const scan = process.argv.includes('--scan');
const quiet = process.argv.includes('--quiet');
const only = arg('only');
const DIR = arg('dir') ?? TYPED_DIR;
const OCR_CACHE = arg('ocr-cache');

/** The page read by OCR, from the cache when it holds this page as drawn now. */
const scannedOnce = (page: Page): Promise<IntakeResult> =>
  cachedReading(OCR_CACHE, page.id, inputKey(JSON.stringify(page.rows)), () =>
    scannedRows(page.rows, `${page.id}.jpg`),
  );

const answer = (doc: IntakeResult, q: string) => answerDocument(doc, [q]).find((a) => a.answer !== undefined);

const pages = typedPages(DIR, only);
const fields = new Map<string, { right: number; asked: number }>();
let right = 0;
let wrong = 0;
let missing = 0;
let falses = 0;
let absents = 0;
const seconds: number[] = [];
console.log(`Pages typed by others (${scan ? 'scanned, OCR' : 'text layer'}): ${pages.length} pages`);
for (const page of pages) {
  const started = performance.now();
  const doc = scan ? await scannedOnce(page) : printedPage(page.rows);
  const notes: string[] = [];
  for (const { field, q } of page.questions) {
    const truth = page.truth[field];
    const kind = KIND[field];
    if (truth === null || truth === undefined || !kind) continue;
    const tally = fields.get(field) ?? { right: 0, asked: 0 };
    fields.set(field, tally);
    tally.asked++;
    const a = answer(doc, q);
    if (a?.answer !== undefined && isRight(kind, a.answer, truth)) {
      right++;
      tally.right++;
      continue;
    }
    if (a) wrong++;
    else missing++;
    const said = a ? `"${a.answer}" at ${a.confidence.value.toFixed(2)}` : 'nothing';
    notes.push(`  ${a ? 'wrong' : 'none '} ${field}: "${q}" -> ${said} (truth ${truth})`);
  }
  for (const q of page.absent) {
    absents++;
    const a = answer(doc, q);
    if (a) {
      falses++;
      notes.push(`  FALSE "${q}" -> "${a.answer}" at ${a.confidence.value.toFixed(2)}`);
    }
  }
  seconds.push((performance.now() - started) / 1000);
  if (!quiet) console.log([`${page.id}${notes.length ? '' : ': all right'}`, ...notes].join('\n'));
}
const asked = right + wrong + missing;
const pct = (n: number, of: number) => `${Math.round((100 * n) / Math.max(1, of))}%`;
console.log(
  `\nright ${right}/${asked} (${pct(right, asked)}), wrong ${wrong}, nothing ${missing}; ` +
    `false answers to absent questions ${falses}/${absents} (${pct(falses, absents)})`,
);
console.log([...fields].map(([f, t]) => `${f} ${t.right}/${t.asked}`).join(', '));
console.log(
  `per page (read + every question): median ${percentile(seconds, 50).toFixed(2)} s, p90 ${percentile(seconds, 90).toFixed(2)} s`,
);
// The OCR worker would keep the process alive after the figures are printed.
if (scan) await stopOcr();
