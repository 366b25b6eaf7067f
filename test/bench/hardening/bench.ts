/**
 * Hardening benchmark (a script, not a test): what bad input costs now.
 *
 * - a one-page text PDF through annotate, warm (the reader process stays up): p50 / max
 * - a short request answered while the longest allowed annotate runs (five 500-character questions)
 * - what a 50 KB question alone costs in question answering (the work the engine did on its event
 *   loop before questions were bounded; now such a request is refused in a millisecond)
 * - the time to refuse a 92-byte PNG claiming 100000 × 100000 pixels, and a 5000-point PDF page
 *
 * Run: node --import tsx/esm test/bench/hardening/bench.ts
 */
import { startEngine } from '../../../main/engine';
import { readDocument } from '../../../main/reading/intake/read';
import { answerQuestions } from '../../../main/reading/qa/answer';
import { tempDir } from '../../helpers/tmp';
import { goodPdf, pdfWithPage, pngClaiming } from '../../hardening/bad-files';

const dir = tempDir('kontera-bench-hardening-');
const engine = await startEngine({ dataDir: dir.path, log: () => {} });
const auth = { authorization: `Bearer ${engine.token}`, 'content-type': 'application/json' };
const pdf = Buffer.from(await goodPdf()).toString('base64');

async function post(path: string, body: unknown): Promise<{ ms: number; status: number }> {
  const t0 = performance.now();
  const res = await fetch(engine.url + path, { method: 'POST', headers: auth, body: JSON.stringify(body) });
  await res.text();
  return { ms: performance.now() - t0, status: res.status };
}
const ms = (n: number) => `${n.toFixed(0)} ms`;

// Warm up: both reader processes start and load pdf.js once.
const warmDoc = Buffer.from(await goodPdf('Warm up 1')).toString('base64');
await Promise.all([
  post('/v1/document:annotate', { document: { content: pdf }, questions: ['What is the total?'] }),
  post('/v1/document:annotate', { document: { content: warmDoc }, questions: ['What is the total?'] }),
]);
await fetch(`${engine.url}/v2/datasets/acme.bench`, { method: 'PUT', headers: auth, body: '{}' });

const warm: number[] = [];
for (let i = 0; i < 20; i++) {
  // A different document each time, so the engine's cache of recent documents does not answer.
  const doc = Buffer.from(await goodPdf(`Invoice number ${4700 + i} Total 1,250.00 EUR`)).toString('base64');
  warm.push(
    (await post('/v1/document:annotate', { document: { content: doc }, questions: ['What is the total?'] }))
      .ms,
  );
}
warm.sort((a, b) => a - b);
console.log(`one-page text PDF, annotate warm: p50 ${ms(warm[10]!)}, max ${ms(warm[19]!)}`);

const long = Array.from({ length: 5 }, (_, i) =>
  `What is the total amount number ${i} of `.repeat(20).slice(0, 500),
);
const bigDoc = Buffer.from(await goodPdf('Total 99.00 '.repeat(40))).toString('base64');
const get = async () => {
  const t0 = performance.now();
  const res = await fetch(`${engine.url}/v2/datasets/acme.bench`, { headers: auth });
  await res.text();
  return { ms: performance.now() - t0, status: res.status };
};
const alone = await post('/v1/document:answerquestion', {
  document: { content: pdf },
  questions: ['What is the invoice number?'],
});
const [big, small, dataset] = await Promise.all([
  post('/v1/document:annotate', { document: { content: bigDoc }, questions: long }),
  (async () => {
    await new Promise((r) => setTimeout(r, 50));
    return post('/v1/document:answerquestion', {
      document: { content: pdf },
      questions: ['What is the invoice number?'],
    });
  })(),
  (async () => {
    await new Promise((r) => setTimeout(r, 100));
    return get();
  })(),
]);
console.log(`short question alone: ${ms(alone.ms)} (${alone.status})`);
console.log(
  `longest allowed annotate (5 × 500 characters): ${ms(big.ms)} (${big.status}); beside it a short question: ${ms(small.ms)} (${small.status}), GET dataset: ${ms(dataset.ms)} (${dataset.status})`,
);

const refused = await post('/v1/document:annotate', {
  document: { content: pdf },
  questions: ['What is the total? '.repeat(2700)],
});
console.log(`50 KB question now: ${refused.status} in ${ms(refused.ms)}`);
const doc = await readDocument('bench.pdf', Buffer.from(pdf, 'base64'));
const t0 = performance.now();
answerQuestions(doc.pages, ['What is the total? '.repeat(2700)]);
console.log(
  `50 KB question in question answering alone (what blocked the event loop before): ${ms(performance.now() - t0)}`,
);

const bomb = await post('/v1/document:annotate', {
  document: { content: pngClaiming(100_000, 100_000).toString('base64') },
  questions: ['What is the total?'],
});
console.log(`PNG claiming 100000 × 100000: ${bomb.status} in ${ms(bomb.ms)}`);
const poster = await post('/v1/document:annotate', {
  document: { content: Buffer.from(await pdfWithPage(5000)).toString('base64') },
  questions: ['What is the total?'],
});
console.log(`PDF with a 5000-point page: ${poster.status} in ${ms(poster.ms)}`);

await engine.close();
dir.remove();
