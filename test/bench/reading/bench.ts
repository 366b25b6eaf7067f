/**
 * Reading benchmark (a script, not a test): how well Kontera answers a bookkeeper's questions on
 * real documents written by others, and how often it answers questions the document cannot answer.
 * See README.md beside this file for what each figure means.
 *
 * Run: npm run bench:reading [-- --set NAME] [--limit N] [--json FILE] [--compare EARLIER.json]
 *      [--ask-in LANGS|all] [--absent-in LANGS|all|own] [--variant ID,...] [--ocr-cache FOLDER]
 *
 * Every document is asked in its own language and English. Its absent questions are asked in
 * every pack's language too (--absent-in own: only its own and English); --ask-in asks its fields
 * in more languages (the answers are the same values, whatever language asks). --ocr-cache keeps
 * each document's reading in FOLDER, so a later run of the picture sets measures a change to the
 * answering in minutes, not the half hour OCR takes (latencies are then the answering's alone).
 */
import { writeFileSync } from 'node:fs';
import { stopOcr } from '../../../main/reading/intake/ocr';
import { compareRuns } from './compare';
import { printSet } from './report';
import { LANGS, type Lang } from './questions';
import { runDocument, type AskIn, type DocumentResult } from './run';
import { ofVariant, printVariants } from './scans';
import { RECEIPT_SCAN_VARIANTS } from './receipt-scans';
import { allSets, ON_REQUEST_SETS, setDocuments } from './sets';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const limit = arg('limit') ? Number(arg('limit')) : Infinity;
// The picture sets make each document several ways (scans: upright, askew…; receipt-scans: scan,
// small, photo): --variant keeps only those, to measure one way of scanning alone.
const variants = arg('variant')?.split(',');
const wanted = (id: string) => !variants || variants.some((v) => ofVariant(id, v));
const only = arg('set')?.split(',');
const jsonFile = arg('json');
const compareFile = arg('compare');
const ocrCache = arg('ocr-cache');
const languages = (value: string | undefined, fallback: Lang[]): Lang[] => {
  if (value === undefined) return fallback;
  if (value === 'all') return LANGS;
  if (value === 'own') return [];
  const list = value.split(',') as Lang[];
  const unknown = list.filter((l) => !LANGS.includes(l));
  if (unknown.length) {
    console.error(`Unknown language "${unknown.join(',')}". Known: ${LANGS.join(', ')}, all, own.`);
    process.exit(2);
  }
  return list;
};
const askIn: AskIn = { fields: languages(arg('ask-in'), []), absent: languages(arg('absent-in'), LANGS) };
const sets = [...allSets(), ...ON_REQUEST_SETS].filter((s) =>
  only ? only.includes(s) : allSets().includes(s),
);
if (only && sets.length < only.length) {
  console.error(
    `Unknown set in "${only.join(',')}". Known sets: ${[...allSets(), ...ON_REQUEST_SETS].join(', ')}.`,
  );
  process.exit(2);
}

console.log(`Kontera reading benchmark (node ${process.version}); sets: ${sets.join(', ')}`);
// Warm-up: loading pdfjs and the question models is start-up cost, not a document's latency.
const first = sets.map((s) => setDocuments(s)[0]).find((d) => d !== undefined);
if (first) await runDocument(first, undefined, ocrCache);
const started = performance.now();
const all: DocumentResult[] = [];
for (const set of sets) {
  const docs = setDocuments(set)
    .filter((d) => wanted(d.id))
    .slice(0, limit);
  const done: DocumentResult[] = [];
  for (const doc of docs) done.push(await runDocument(doc, undefined, ocrCache));
  // The same documents asked in the other languages, after the timed pass (see runDocument).
  if (askIn.fields?.length || askIn.absent?.length)
    for (const d of done)
      if (!d.error) d.results.push(...(await runDocument(d.doc, askIn, ocrCache)).results);
  all.push(...done);
  console.log(printSet(set, done).join('\n'));
  if (set === 'scans') console.log(printVariants(done).join('\n'));
  if (set === 'receipt-scans') console.log(printVariants(done, RECEIPT_SCAN_VARIANTS).join('\n'));
}
console.log(`\n${all.length} documents in ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (compareFile)
  console.log(
    compareRuns(
      compareFile,
      all.flatMap((d) => d.results),
    ).join('\n'),
  );
if (jsonFile) {
  const rows = all.flatMap((d): object[] =>
    d.error ? [{ set: d.doc.set, doc: d.doc.id, error: d.error }] : d.results,
  );
  writeFileSync(jsonFile, JSON.stringify(rows, null, 1));
  console.log(`every question's result written to ${jsonFile}`);
}
// The OCR worker (scans) would keep the process running once the figures are printed.
await stopOcr();
