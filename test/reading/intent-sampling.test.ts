import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateParaphrases, type Paraphrase } from '../../main/reading/intent/paraphrases';
import { CONCEPT_DEFS } from '../../main/reading/concepts';
import { tokens } from '../../main/reading/fold';
import { askedType } from '../../main/reading/intent/features';
import { PACKS, words } from '../../main/reading/lang';
import { resourcesDir } from '../../main/util/paths';

// The classifier's generated questions are a sample of each concept's wordings. A word added to
// one pack must redraw only that concept's sample in that language: with one random stream for
// all, it redrew some 18,000 questions of every language, and each retraining moved answers to
// questions the new word had nothing to do with.

const frames = readFileSync(resourcesDir('reading', 'intent', 'frames.tsv'), 'utf8');
const key = (q: Paraphrase) => `${q.lang}|${q.concept}|${q.text}`;

describe('generated training questions', () => {
  it('change only in the concept and language a new pack word belongs to', () => {
    const before = generateParaphrases(frames);
    const en = PACKS.find((p) => p.code === 'en')!;
    const due = en.concepts.due_date!;
    const labels = due.labels;
    due.labels = `${labels}|due day`;
    let after: Paraphrase[];
    try {
      after = generateParaphrases(frames);
    } finally {
      due.labels = labels;
    }
    const had = new Set(before.map(key));
    const has = new Set(after.map(key));
    const changed = [...before.filter((q) => !has.has(key(q))), ...after.filter((q) => !had.has(key(q)))];
    expect(changed.length).toBeGreaterThan(0);
    expect(new Set(changed.map((q) => `${q.lang} ${q.concept}`))).toEqual(new Set(['en due_date']));
  });

  // "trukket" is a verb of spending, and a Danish due date's cue for the rules ("beløbet trukket den
  // ..."): alone ("trukket?") or with a party ("sælgers trukket") it taught the retrained model that
  // the verb asks the due date, and "Hvad blev der trukket på Dankortet?" read so.
  it('teach a verb of spending as no amount only where the question asks that kind', () => {
    const generated = generateParaphrases(frames);
    const taught: string[] = [];
    for (const pack of PACKS) {
      const spending = new Set(words(pack.spending).map((w) => tokens(w).join(' ')));
      for (const [concept, w] of Object.entries(pack.concepts)) {
        const type = CONCEPT_DEFS.find((d) => d.id === concept)?.type;
        if (type === 'amount') continue;
        const labels = new Set(words(w?.labels).map((l) => tokens(l).join(' ')));
        const cues = words(w?.cues)
          .map((c) => tokens(c).join(' '))
          .filter((c) => spending.has(c) && !labels.has(c) && !c.includes(' '));
        for (const q of generated)
          if (q.lang === pack.code && q.concept === concept && cues.some((c) => tokens(q.text).includes(c)))
            if (askedType(tokens(q.text)) !== type) taught.push(`${q.lang} ${concept}: ${q.text}`);
      }
    }
    expect(taught).toEqual([]);
  });
});
