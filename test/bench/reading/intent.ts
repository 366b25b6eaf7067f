/**
 * Question understanding benchmark (a script, not a test): accuracy per language on hand-written
 * questions the classifier never trained on, whether the shipped model matches today's language
 * packs, and what one classification costs.
 *
 * Run: node --import tsx/esm test/bench/reading/intent.ts [--misses]
 */
import { readFileSync } from 'node:fs';
import { trainingFingerprint } from '../../../main/engine/models/question-intent';
import { classifyQuestion, INTENT_MODEL_FILE, type IntentModel } from '../../../main/reading/intent/classify';
import { heldOutQuestions, trainingQuestions } from '../../../main/reading/intent/paraphrases';
import { resourcesDir } from '../../../main/util/paths';
import { heldOutAccuracy } from './intent-accuracy';

const pct = (x: number) => `${Math.round(x * 100)}%`.padStart(5);
const model = JSON.parse(readFileSync(resourcesDir(...INTENT_MODEL_FILE), 'utf8')) as IntentModel;
const fresh = trainingFingerprint(trainingQuestions()) === model.fingerprint;
console.log(
  `question model: ${model.rows} training questions, ${model.classes.length} concepts, trained ${model.trainedAt}` +
    (fresh
      ? ''
      : ' — OLDER than the language packs: node --import tsx/esm scripts/train-question-intent.mjs'),
);
const held = heldOutQuestions();
const { byLang, misses } = heldOutAccuracy(held);
console.log(
  'held-out hand-written questions (never trained on)\nlang  questions  classifier  understood (rules + classifier)',
);
for (const r of byLang)
  console.log(
    `${r.lang.padEnd(4)} ${String(r.n).padStart(10)} ${pct(r.classifier).padStart(11)} ${pct(r.understood).padStart(11)}`,
  );
const all = byLang.reduce((s, r) => s + r.n, 0);
const avg = (k: 'classifier' | 'understood') => byLang.reduce((s, r) => s + r[k] * r.n, 0) / all;
console.log(
  `all  ${String(all).padStart(10)} ${pct(avg('classifier')).padStart(11)} ${pct(avg('understood')).padStart(11)}`,
);
if (process.argv.includes('--misses'))
  for (const m of misses)
    console.log(
      `  ${m.q.lang} "${m.q.text}" is ${m.q.concept}; understood ${m.understood}, classifier ${m.classifier}`,
    );

classifyQuestion('warm up');
const rounds = 50;
const started = performance.now();
const cpu = process.cpuUsage();
for (let i = 0; i < rounds; i++) for (const q of held) classifyQuestion(q.text);
const used = process.cpuUsage(cpu);
const n = rounds * held.length;
const micros = ((performance.now() - started) * 1000) / n;
// CPU time too: on a shared, busy machine wall time grows with the load, CPU time does not.
console.log(
  `classification: ${micros.toFixed(0)} µs per question (CPU ${((used.user + used.system) / n).toFixed(0)} µs; ${n} questions)`,
);
