/**
 * How well questions are understood on the hand-written questions that never trained the
 * classifier (resources/reading/intent/written.tsv, split `test`), per language: the classifier
 * alone and question understanding as the reader uses it (rules and classifier, qa/question.ts).
 */
import { classifyQuestion } from '../../../main/reading/intent/classify';
import { heldOutQuestions, type Paraphrase } from '../../../main/reading/intent/paraphrases';
import { parseQuestion } from '../../../main/reading/qa/question';

export type LangAccuracy = { lang: string; n: number; classifier: number; understood: number };

export function heldOutAccuracy(questions: Paraphrase[] = heldOutQuestions()): {
  byLang: LangAccuracy[];
  misses: { q: Paraphrase; classifier: string; understood: string }[];
} {
  const byLang = new Map<string, LangAccuracy>();
  const misses: { q: Paraphrase; classifier: string; understood: string }[] = [];
  for (const q of questions) {
    const row = byLang.get(q.lang) ?? { lang: q.lang, n: 0, classifier: 0, understood: 0 };
    byLang.set(q.lang, row);
    const classifier = classifyQuestion(q.text, 1)[0]?.concept ?? '-';
    const understood = parseQuestion(q.text).concept?.id ?? '-';
    row.n++;
    if (classifier === q.concept) row.classifier++;
    if (understood === q.concept) row.understood++;
    else misses.push({ q, classifier, understood });
  }
  return {
    byLang: [...byLang.values()].map((r) => ({
      ...r,
      classifier: r.classifier / r.n,
      understood: r.understood / r.n,
    })),
    misses,
  };
}
