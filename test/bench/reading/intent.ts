/**
 * Question understanding benchmark (a script, not a test): accuracy per language on hand-written
 * questions the classifier never trained on (five sets: written.tsv's and everyday.tsv's test
 * splits, reworded.tsv, reworded-second.tsv and reworded-third.tsv), whether the shipped model matches today's language
 * packs, and what one classification costs.
 *
 * Run: node --import tsx/esm test/bench/reading/intent.ts [--misses]
 */
import { readFileSync } from 'node:fs';
import { trainingFingerprint } from '../../../main/engine/models/question-intent';
import { classifyQuestion, INTENT_MODEL_FILE, type IntentModel } from '../../../main/reading/intent/classify';
import {
  EVERYDAY,
  heldOutQuestions,
  rewordedQuestions,
  SECOND_REWORDED,
  THIRD_REWORDED,
  trainingQuestions,
  type Paraphrase,
} from '../../../main/reading/intent/paraphrases';
import { resourcesDir } from '../../../main/util/paths';
import { heldOutAccuracy, type LangAccuracy } from './intent-accuracy';

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
const reworded = rewordedQuestions();

/** One held-out set's table: per language, the classifier alone and the reader's understanding. */
function report(title: string, questions: Paraphrase[]): void {
  const { byLang, misses } = heldOutAccuracy(questions);
  console.log(
    `${title}\nlang  questions  classifier  understood (rules + classifier)  absent subjects mapped to none`,
  );
  const line = (r: LangAccuracy) =>
    console.log(
      `${r.lang.padEnd(4)} ${String(r.n).padStart(10)} ${pct(r.classifier).padStart(11)} ${pct(r.understood).padStart(11)}` +
        (r.absent ? `${' '.repeat(23)}${r.refused}/${r.absent}` : ''),
    );
  byLang.forEach(line);
  const all = byLang.reduce((s, r) => s + r.n, 0);
  const known = byLang.reduce((s, r) => s + r.n - r.absent, 0);
  line({
    lang: 'all',
    n: all,
    classifier: byLang.reduce((s, r) => s + r.classifier * (r.n - r.absent), 0) / known,
    understood: byLang.reduce((s, r) => s + r.understood * r.n, 0) / all,
    absent: byLang.reduce((s, r) => s + r.absent, 0),
    refused: byLang.reduce((s, r) => s + r.refused, 0),
  });
  if (process.argv.includes('--misses'))
    for (const m of misses)
      console.log(
        `  ${m.q.lang} "${m.q.text}" is ${m.q.concept}; understood ${m.understood}, classifier ${m.classifier}`,
      );
}

report('held-out hand-written questions (written.tsv, split test; never trained on)', held);
report(
  `held-out everyday wordings: receipts and trades (${EVERYDAY}, split test; never trained on; ` +
    'understood here only when every word is known without the page, which may show "the pub")',
  heldOutQuestions(EVERYDAY),
);
report('held-out re-wordings and absent subjects (reworded.tsv; never trained on)', reworded);
report(
  `held-out re-wordings written later: who is paid, two-meaning words, polite openings (${SECOND_REWORDED}; never trained on)`,
  rewordedQuestions(SECOND_REWORDED),
);
report(
  `held-out re-wordings written later still: payment terms as a duration, the net, absent durations (${THIRD_REWORDED}; never trained on)`,
  rewordedQuestions(THIRD_REWORDED),
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
