// Trains the question classifier (main/reading/intent) from the language packs' paraphrases and the
// hand-written training questions, and writes resources/reading/intent/model.json with the words
// those questions ask with (intent/vocabulary.ts).
// Run after changing a language pack's labels or cues, or the question frames:
//   node --import tsx/esm scripts/train-question-intent.mjs
import { writeFileSync } from 'node:fs';
import { trainQuestionIntent } from '../main/engine/models/question-intent.ts';
import { trainingQuestions } from '../main/reading/intent/paraphrases.ts';
import { questionVocabulary } from '../main/reading/intent/vocabulary.ts';
import { resourcesDir } from '../main/util/paths.ts';

const started = performance.now();
const rows = trainingQuestions();
const model = { ...trainQuestionIntent(rows), vocabulary: questionVocabulary(rows) };
const file = resourcesDir('reading', 'intent', 'model.json');
writeFileSync(file, `${JSON.stringify(model)}\n`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${rows.length} questions, ${model.classes.length} concepts: ${file} (${seconds} s)`);
