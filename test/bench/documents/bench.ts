/**
 * Document benchmark (a script, not a test): latency of a one-page text PDF (intake alone, question
 * answering alone, and annotate end to end over loopback HTTP with 5 questions and 4 features),
 * latency per scanned page (OCR: PNG and scan-to-PDF), OCR worker start-up, and peak memory.
 * Goals from the issue: under 200 ms for a one-page text PDF, under 6 s per scanned page.
 *
 * Run: npm run bench:documents      (KONTERA_BENCH_RUNS=30 KONTERA_BENCH_OCR_PAGES=5 to change)
 */
import { startEngine } from '../../../main/engine';
import { readDocument } from '../../../main/reading/intake/read';
import { ocrImage, stopOcr } from '../../../main/reading/intake/ocr';
import { answerQuestions } from '../../../main/reading/qa/answer';
import { corpus } from '../../fixtures/documents/generate';
import { renderPdf, renderScan, scanToPdf } from '../../fixtures/documents/render';
import { tempDir } from '../../helpers/tmp';

const runs = Number(process.env.KONTERA_BENCH_RUNS ?? 30);
const ocrPages = Number(process.env.KONTERA_BENCH_OCR_PAGES ?? 5);

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MiB`;
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
function pct(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
}
const summary = (v: number[]) =>
  `p50 ${ms(pct(v, 50))}  p90 ${ms(pct(v, 90))}  max ${ms(Math.max(...v))}  (n=${v.length})`;
async function time<T>(f: () => Promise<T> | T): Promise<[number, T]> {
  const t = performance.now();
  const r = await f();
  return [performance.now() - t, r];
}

const invoices = corpus(2, 3);
const pdfs = await Promise.all(invoices.map((i) => renderPdf(i.ops)));
console.log(`Kontera document benchmark (node ${process.version}, ${runs} runs, ${ocrPages} OCR pages)\n`);

// Warm-up: module loading and pdfjs's first document are not per-page costs.
await readDocument('warm.pdf', pdfs[0]!);

const intake: number[] = [];
const qa: number[] = [];
for (let i = 0; i < runs; i++) {
  const inv = invoices[i % invoices.length]!;
  const [t1, doc] = await time(() => readDocument(`${inv.id}.pdf`, pdfs[i % pdfs.length]!));
  intake.push(t1);
  const [t2] = await time(() =>
    answerQuestions(
      doc.pages,
      inv.questions.slice(0, 5).map((q) => q.question),
    ),
  );
  qa.push(t2);
}
console.log(`text PDF, 1 page, intake (pdfjs text layer + layout):  ${summary(intake)}`);
console.log(`text PDF, 1 page, 5 questions answered:               ${summary(qa)}`);

const dir = tempDir('kontera-bench-documents-');
const engine = await startEngine({ dataDir: dir.path, log: () => {} });
const headers = { authorization: `Bearer ${engine.token}`, 'content-type': 'application/json' };
const annotate: number[] = [];
for (let i = 0; i < runs; i++) {
  const inv = invoices[i % invoices.length]!;
  const body = JSON.stringify({
    document: { content: Buffer.from(pdfs[i % pdfs.length]!).toString('base64') },
    questions: inv.questions.slice(0, 5).map((q) => q.question),
    features: ['TOTAL_VAT', 'RECEIVER_NAME', 'PURCHASE_LINES', 'PAGE_TEXTS'].map((type) => ({ type })),
  });
  const [t] = await time(async () => {
    const res = await fetch(`${engine.url}/v1/document:annotate`, { method: 'POST', headers, body });
    if (res.status !== 200) throw new Error(`annotate answered ${res.status}`);
    await res.json();
  });
  annotate.push(t);
}
console.log(`text PDF, 1 page, annotate over HTTP (5 q + 4 features): ${summary(annotate)}   goal < 200 ms`);
await engine.close();

if (ocrPages > 0) {
  const [startup] = await time(() => ocrImage('warm.png', renderScan(invoices[0]!.ops, { seed: 1 })));
  console.log(`\nOCR worker start + first page:                         ${ms(startup)}`);
  const ocrPng: number[] = [];
  const ocrPdf: number[] = [];
  for (let i = 0; i < ocrPages; i++) {
    const inv = invoices[(i + 1) % invoices.length]!;
    const png = renderScan(inv.ops, { angleDegrees: ((i % 5) - 2) * 0.8, seed: i + 2 });
    const [t1] = await time(() => readDocument(`${inv.id}.png`, png));
    ocrPng.push(t1);
    const pdf = await scanToPdf(png);
    const [t2] = await time(() => readDocument(`${inv.id}-scan.pdf`, pdf));
    ocrPdf.push(t2);
  }
  console.log(`scanned page, PNG 200 dpi (deskew + OCR, 5 languages): ${summary(ocrPng)}   goal < 6 s`);
  console.log(`scanned page, scan-to-PDF (render + deskew + OCR):     ${summary(ocrPdf)}   goal < 6 s`);
}
await stopOcr();

clearInterval(sampler);
const mem = process.memoryUsage();
console.log(
  `\nmemory: peak RSS ${mb(peakRss)}, heap used now ${mb(mem.heapUsed)}, external ${mb(mem.external)}`,
);
dir.remove();
