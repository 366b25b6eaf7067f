import { afterAll, describe, expect, it } from 'vitest';
import { readDocument } from '../../main/reading/intake/read';
import { stopOcr } from '../../main/reading/intake/ocr';
import { answerQuestions } from '../../main/reading/qa/answer';
import { corpus, type Invoice, type Truth } from '../fixtures/documents/generate';
import { renderPdf, renderScan } from '../fixtures/documents/render';
import { PARAPHRASES } from '../fixtures/documents/paraphrases';
import { LANGS, VOCAB } from '../fixtures/documents/languages';
import { formatReport, judge, report, type LangReport, type Outcome } from '../fixtures/documents/evaluate';
import type { IntakeResult } from '../../main/reading/types';

// Accuracy (right answer), false answers (an answer where the document has none) and calibration per
// language over the generated corpus, with floors. The report is printed for the record.

afterAll(() => stopOcr());

async function evaluate(
  invoices: Invoice[],
  read: (inv: Invoice) => Promise<IntakeResult>,
  questionsOf: (inv: Invoice) => Truth[],
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const inv of invoices) {
    const doc = await read(inv);
    const truths = questionsOf(inv);
    // The interface allows five questions per call: ask in fives, as a client must.
    for (let i = 0; i < truths.length; i += 5) {
      const batch = truths.slice(i, i + 5);
      const candidates = answerQuestions(
        doc.pages,
        batch.map((t) => t.question),
      );
      for (const t of batch) outcomes.push(judge(inv, t, candidates));
    }
  }
  return outcomes;
}

function expectFloors(
  rows: LangReport[],
  floors: { accuracy: number; falseAnswers: number; ece: number },
): void {
  expect(rows.map((r) => r.lang).sort()).toEqual([...LANGS].sort());
  for (const r of rows) {
    expect(r.accuracy, `${r.lang} accuracy`).toBeGreaterThanOrEqual(floors.accuracy);
    expect(r.falseAnswerRate, `${r.lang} false answers`).toBeLessThanOrEqual(floors.falseAnswers);
    expect(r.expectedCalibrationError, `${r.lang} calibration error`).toBeLessThanOrEqual(floors.ece);
  }
}

const pdfOf = async (inv: Invoice) => readDocument(`${inv.id}.pdf`, await renderPdf(inv.ops));

describe('answer quality on text PDFs', () => {
  it('corpus questions in the invoice language', async () => {
    const rows = report(await evaluate(corpus(2), pdfOf, (inv) => inv.questions));
    console.log(`Text PDFs, corpus questions\n${formatReport(rows)}`);
    expectFloors(rows, { accuracy: 0.95, falseAnswers: 0.05, ece: 0.2 });
  });

  it('held-out wordings on other invoices of the same suppliers', async () => {
    const paraphrased = (inv: Invoice) =>
      inv.questions.flatMap((t) => {
        const q = PARAPHRASES[inv.lang][t.field as keyof (typeof PARAPHRASES)['en']];
        return q ? [{ ...t, question: q }] : [];
      });
    const rows = report(await evaluate(corpus(2, 99), pdfOf, paraphrased));
    console.log(`Text PDFs, paraphrased questions\n${formatReport(rows)}`);
    expectFloors(rows, { accuracy: 0.9, falseAnswers: 0.1, ece: 0.2 });
  });

  it('questions in another language than the invoice (English questions on every invoice)', async () => {
    const english = (inv: Invoice) =>
      inv.questions
        .filter((t) => t.field !== 'supplierVat' || inv.lang !== 'no')
        .map((t) => ({ ...t, question: VOCAB.en.questions[t.field as keyof typeof VOCAB.en.questions] }));
    const rows = report(await evaluate(corpus(1, 5), pdfOf, english));
    console.log(`Text PDFs, English questions\n${formatReport(rows)}`);
    expectFloors(rows, { accuracy: 0.85, falseAnswers: 0.1, ece: 0.25 });
  });
});

describe('answer quality on scans (OCR)', () => {
  it('one scanned invoice per layout and language, at small angles', async () => {
    let n = 0;
    const scanOf = (inv: Invoice) =>
      readDocument(`${inv.id}.png`, renderScan(inv.ops, { angleDegrees: ((n++ % 5) - 2) * 0.8, seed: n }));
    const invoices = corpus(1, 21).filter((_inv, i) => i % 2 === 0);
    const rows = report(await evaluate(invoices, scanOf, (inv) => inv.questions));
    console.log(`Scanned pictures (OCR)\n${formatReport(rows)}`);
    expectFloors(rows, { accuracy: 0.75, falseAnswers: 0.2, ece: 0.3 });
  }, 240_000);
});
