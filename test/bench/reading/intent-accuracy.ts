/**
 * How well questions are understood on questions that never trained the classifier, per language:
 * the classifier alone and question understanding as the reader uses it (rules and classifier,
 * qa/question.ts). Two held-out sets: written.tsv's `test` split and reworded.tsv, whose `none`
 * questions ask for things no known concept names and are understood right when mapped to none.
 */
import { classifyQuestion } from '../../../main/reading/intent/classify';
import { heldOutQuestions, type Paraphrase } from '../../../main/reading/intent/paraphrases';
import { parseQuestion } from '../../../main/reading/qa/question';

export type LangAccuracy = {
  lang: string;
  n: number;
  /** The classifier's top concept, over the questions that ask for a known concept. */
  classifier: number;
  /** Rules and classifier together, over all questions (absent subjects included). */
  understood: number;
  /** Questions about a thing no concept names, and how many of them mapped to no concept. */
  absent: number;
  refused: number;
};

export const NONE = 'none';

/**
 * The concept the reader answers a question with: one that leaves a meaningful word unexplained
 * ("flight" in "the flight number") is not answered as that concept (qa/answer.ts searches the
 * page's labels for the word instead), so it counts as none.
 */
export function readAs(text: string): string {
  const q = parseQuestion(text);
  return q.concept && !q.unexplained.length ? q.concept.id : NONE;
}

export function heldOutAccuracy(questions: Paraphrase[] = heldOutQuestions()): {
  byLang: LangAccuracy[];
  misses: { q: Paraphrase; classifier: string; understood: string }[];
} {
  const byLang = new Map<string, LangAccuracy & { known: number }>();
  const misses: { q: Paraphrase; classifier: string; understood: string }[] = [];
  for (const q of questions) {
    const row = byLang.get(q.lang) ?? {
      lang: q.lang,
      n: 0,
      known: 0,
      classifier: 0,
      understood: 0,
      absent: 0,
      refused: 0,
    };
    byLang.set(q.lang, row);
    const classifier = classifyQuestion(q.text, 1)[0]?.concept ?? NONE;
    const understood = readAs(q.text);
    row.n++;
    if (q.concept === NONE) row.absent++;
    else row.known++;
    if (q.concept !== NONE && classifier === q.concept) row.classifier++;
    if (understood === q.concept) {
      row.understood++;
      if (q.concept === NONE) row.refused++;
    } else misses.push({ q, classifier, understood });
  }
  return {
    byLang: [...byLang.values()].map(({ known, ...r }) => ({
      ...r,
      classifier: known ? r.classifier / known : 0,
      understood: r.understood / r.n,
    })),
    misses,
  };
}
