/**
 * Fits the reading library's confidence calibration on real documents written by others, and says
 * how well it holds on documents left out of the fit (a script, not a test).
 *
 * Run: npm run calibrate:reading [-- --sets zugferd,receipts] [--dry-run]
 *
 * Every printed set is read with the curves switched off (raw scores). Two folds (layout families
 * apart, see foldOf) each fit curves on one half and measure the expected calibration error on the
 * other; then curves fitted on all documents are written to
 * main/reading/qa/calibration-table.ts.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { useCalibration } from '../../../main/reading/qa/calibration';
import type { CalibrationCurve } from '../../../main/reading/qa/calibration-table';
import { runDocument } from './run';
import { setDocuments } from './sets';
import { fitCurve } from './fit';
import { calibrationError } from './report';

/** `finding`: one document's answer to one field; its several wordings are one piece of evidence. */
type Point = { raw: number; right: boolean; group: string; fold: number; set: string; finding: string };

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/**
 * Curves are fitted on findings, not answers: the four wordings of a field asked of one document
 * find the same value at the same score, and counting them four times let four documents of one
 * layout family set a curve's whole low end (measured per answer, as the benchmark does).
 */
function fit(answers: Point[]): Record<string, CalibrationCurve> {
  const points = [...new Map(answers.map((p) => [p.finding, p])).values()];
  const groups = [...new Set(points.map((p) => p.group))].filter((g) => g !== 'raw').sort();
  return Object.fromEntries(groups.map((g) => [g, fitCurve(points.filter((p) => p.group === g))]));
}

/**
 * The held-out half shares no layout with the fitted one where the set's names tell layouts apart:
 * the ZUGFeRD corpus's XML-Rechnung family against the ZUGFeRD 1 and 2 families (which print alike).
 * Other sets alternate documents.
 */
const foldOf = (id: string, index: number): number =>
  /^XML-Rechnung/.test(id) ? 0 : /^ZUGFeRD/.test(id) ? 1 : index % 2;

const sets = (arg('sets') ?? 'zugferd,receipts').split(',');
// Each finding's raw score and group, by question, page and answer, as the reading library saw it.
const seen = new Map<string, { raw: number; group: string }>();
const key = (question: string, page: number | null, answer: string) =>
  `${question}\u0000${page}\u0000${answer}`;
useCalibration(null, (question, page, answer, raw, group) =>
  seen.set(key(question, page, answer), { raw, group }),
);
const points: Point[] = [];
for (const set of sets) {
  const docs = setDocuments(set);
  for (const [i, doc] of docs.entries()) {
    seen.clear();
    const result = await runDocument(doc);
    for (const r of result.results) {
      // Answers from an e-invoice's data are not findings on a page.
      const found = r.answer === null ? undefined : seen.get(key(r.question, r.pageRef, r.answer));
      if (!found) continue;
      const finding = [set, doc.id, r.field, r.answer, found.raw].join('\u0000');
      points.push({ ...found, right: r.outcome === 'right', fold: foldOf(doc.id, i), set, finding });
    }
  }
  console.log(`${set}: ${docs.length} documents read`);
}

const { calibrated } = await import('../../../main/reading/qa/calibration');
const heldOutError = (held: Point[]) =>
  calibrationError(held.map((p) => ({ p: calibrated(p.raw, p.group), right: p.right })));
for (const fold of [0, 1]) {
  const curves = fit(points.filter((p) => p.fold !== fold));
  useCalibration(curves);
  const held = points.filter((p) => p.fold === fold);
  console.log(
    `held-out half ${fold + 1}: ${held.length} answers; ECE raw ${calibrationError(held.map((p) => ({ p: p.raw, right: p.right }))).toFixed(3)}` +
      ` -> calibrated ${heldOutError(held).toFixed(3)}`,
  );
}

// A whole set left out of the fit in turn (with three sets or more, so the rest still fit every
// curve): how the curves hold on a kind of document they never saw.
for (const set of sets.length > 2 ? sets : []) {
  useCalibration(fit(points.filter((p) => p.set !== set)));
  const held = points.filter((p) => p.set === set);
  console.log(`${set} left out of the fit: ${held.length} answers; ECE ${heldOutError(held).toFixed(3)}`);
}

const curves = fit(points);
if (process.argv.includes('--dry-run')) {
  console.log(JSON.stringify(curves));
} else {
  const file = fileURLToPath(new URL('../../../main/reading/qa/calibration-table.ts', import.meta.url));
  writeFileSync(
    file,
    `/** Points (raw score, probability right), by raw score; see calibration.ts. Written by a script. */\n` +
      `export type CalibrationCurve = [number, number][];\n\n` +
      `// Generated by \`npm run calibrate:reading\` from ${points.length} answers on the sets ${sets.join(', ')}: do not edit by hand.\n` +
      `export const CALIBRATION_TABLE: Record<string, CalibrationCurve> = ${JSON.stringify(curves)};\n`,
  );
  execFileSync('npx', ['prettier', '--write', file], { stdio: 'ignore' });
  console.log(`curves for ${Object.keys(curves).join(', ')} written to ${file}`);
}
