/**
 * Fits the reading library's confidence calibration on the pages typed by others, and says how
 * well it holds where it was not fitted (a script, not a test).
 *
 * Run: npm run calibrate:reading [-- --sets zugferd,receipts,...] [--dry-run]
 *
 * The typed pages (test/fixtures/typed-by-others/: 333 pages of many writers and layouts, each
 * asked its own questions) are read with the curves switched off (raw scores), and one curve per
 * kind of value is fitted on them (fit.ts). Two measures of how it holds, neither on answers it
 * was fitted on:
 * - the typed pages in 5 folds of whole writers' batches, each fitted on the other four;
 * - the real documents (`--sets`, default every printed one), never fitted on: asked as the
 *   benchmark asks them (`--ask-in all`), with the new curves, ECE per set.
 * Then the curves are written to main/reading/qa/calibration-table.ts (not with --dry-run).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { answerDocument } from '../../../main/reading/answer-document';
import { calibrated, useCalibration } from '../../../main/reading/qa/calibration';
import type { CalibrationCurve } from '../../../main/reading/qa/calibration-table';
import { printedPage } from '../../reading/positioned-page';
import { isRight } from './check';
import { fitCurve } from './fit';
import { LANGS } from './questions';
import { calibrationError, ece } from './report';
import { runDocument } from './run';
import { setDocuments } from './sets';
import { batchOf, TYPED_KIND, typedPages } from './typed-pages';

/** `finding`: one page's answer to one field; its several wordings are one piece of evidence. */
type Point = { raw: number; right: boolean; group: string; page: string; finding: string };

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Fewer findings than this in a kind leave its raw score as it is: too few to draw a curve. */
const LEAST = 50;
const FOLDS = 5;

/**
 * Curves are fitted on findings, not answers: the wordings of a field asked of one page find the
 * same value at the same score, and counting each let a few pages set a curve's whole low end.
 */
function fit(answers: Point[]): Record<string, CalibrationCurve> {
  const points = [...new Map(answers.map((p) => [p.finding, p])).values()];
  const groups = [...new Set(points.map((p) => p.group))].sort();
  return Object.fromEntries(
    groups
      .map((g) => points.filter((p) => p.group === g))
      .filter((of) => of.length >= LEAST)
      .map((of) => [of[0]!.group, fitCurve(of)]),
  );
}

// The raw score and curve of the answer the reading library gave, with the curves switched off.
// One question is asked at a time, so the last finding recorded with the answer's text is its own
// (the question text recorded is the parsed one, abbreviations spelled out).
let seen: { page: number; answer: string; raw: number; group: string }[] = [];
useCalibration(null, (_question, page, answer, raw, group) => seen.push({ page, answer, raw, group }));

const points: Point[] = [];
const pages = typedPages();
for (const page of pages) {
  const doc = printedPage(page.rows);
  const asked = [
    ...page.questions.map(({ field, q }) => ({ field, q, truth: page.truth[field] })),
    ...page.absent.map((q) => ({ field: `absent:${q}`, q, truth: null })),
  ];
  for (const { field, q, truth } of asked) {
    const kind = TYPED_KIND[field];
    if (!field.startsWith('absent:') && (truth === null || truth === undefined || !kind)) continue;
    seen = [];
    const a = answerDocument(doc, [q]).find((c) => c.answer !== undefined);
    if (!a?.answer) continue;
    const found = seen.findLast((s) => s.page === a.pageRef && s.answer === a.answer);
    if (!found) continue;
    const right =
      kind !== undefined && truth !== null && truth !== undefined && isRight(kind, a.answer, truth);
    const finding = [page.id, field, a.answer, found.raw].join('\u0000');
    points.push({ raw: found.raw, group: found.group, right, page: page.id, finding });
  }
}
console.log(`typed pages: ${pages.length} read, ${points.length} answers given`);

const heldOutError = (held: Point[]) =>
  calibrationError(held.map((p) => ({ p: calibrated(p.raw, p.group), right: p.right })));
const batches = [...new Set(pages.map((p) => batchOf(p.id)))].sort();
const foldOf = (id: string) => batches.indexOf(batchOf(id)) % FOLDS;
const heldOut: { p: number; right: boolean }[] = [];
for (let fold = 0; fold < FOLDS; fold++) {
  useCalibration(fit(points.filter((p) => foldOf(p.page) !== fold)));
  const held = points.filter((p) => foldOf(p.page) === fold);
  heldOut.push(...held.map((p) => ({ p: calibrated(p.raw, p.group), right: p.right })));
  console.log(`  fold ${fold + 1}: ${held.length} answers held out, ECE ${heldOutError(held).toFixed(3)}`);
}
console.log(
  `typed pages, ${FOLDS} folds of whole batches held out: ECE raw ` +
    `${calibrationError(points.map((p) => ({ p: p.raw, right: p.right }))).toFixed(3)} -> calibrated ` +
    `${calibrationError(heldOut).toFixed(3)}`,
);

const curves = fit(points);
useCalibration(curves);
const sets = (
  arg('sets') ?? 'zugferd,zugferd-cii,einvoices,einvoices-eu,receipts,receipts-more,printed-en,printed-de'
).split(',');
for (const set of sets) {
  const results = [];
  for (const doc of setDocuments(set)) {
    results.push(...(await runDocument(doc)).results);
    results.push(...(await runDocument(doc, { fields: LANGS, absent: LANGS })).results);
  }
  console.log(`${set} (never fitted on): ECE ${ece(results).toFixed(3)}`);
}

if (process.argv.includes('--dry-run')) {
  console.log(JSON.stringify(curves));
} else {
  const file = fileURLToPath(new URL('../../../main/reading/qa/calibration-table.ts', import.meta.url));
  writeFileSync(
    file,
    `/** Points (raw score, probability right), by raw score; see calibration.ts. Written by a script. */\n` +
      `export type CalibrationCurve = [number, number][];\n\n` +
      `// Generated by \`npm run calibrate:reading\` from ${points.length} answers on ${pages.length} pages typed by others: do not edit by hand.\n` +
      `export const CALIBRATION_TABLE: Record<string, CalibrationCurve> = ${JSON.stringify(curves)};\n`,
  );
  execFileSync('npx', ['prettier', '--write', file], { stdio: 'ignore' });
  console.log(`curves for ${Object.keys(curves).join(', ')} written to ${file}`);
}
