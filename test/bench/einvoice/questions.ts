/**
 * E-invoices asked as questions: the 74 CII XMLs of the shared ZUGFeRD corpus, asked the reading
 * benchmark's questions (seven languages, plain and re-worded), answered from the e-invoice data
 * through the question parser (`parseQuestion` + `answerFromEInvoice`), and the generated PEPPOL
 * (UBL) invoices asked their own questions. Prints right and false answers per language and wording,
 * and the questions that went wrong, so the parser's share and the data's share can be told apart.
 *
 *   node --import tsx/esm test/bench/einvoice/questions.ts
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { answerFromEInvoice } from '../../../main/reading/einvoice-answers';
import { parseEInvoice } from '../../../main/reading/intake/einvoice';
import { parseQuestion } from '../../../main/reading/qa/question';
import { corpus } from '../../fixtures/documents/generate';
import { toUbl } from '../../fixtures/documents/ubl';
import { ciiCases } from '../../reading/cii-corpus';
import { FIELD_QUESTIONS, FIELDS } from '../reading/questions';

const value = (s: string) => {
  const t = s.replace(/\s/g, '').toLowerCase();
  const n = t.replace(/[.,](?=\d{3}(\D|$))/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(n) ? String(Number(n)) : t;
};

function cii(): void {
  const cases = ciiCases().map((c) => ({
    ...c,
    e: parseEInvoice(basename(c.xmlFile), readFileSync(c.xmlFile, 'utf8')),
  }));
  if (!cases.length) {
    console.log('ZUGFeRD corpus not found (set KONTERA_CORPUS)');
    return;
  }
  let allRight = 0;
  let allAsked = 0;
  let allFalse = 0;
  console.log(`CII e-invoices (${cases.length} ZUGFeRD XMLs) asked as questions`);
  for (const [lang, questions] of Object.entries(FIELD_QUESTIONS)) {
    for (const [w, wording] of ['plain', 'reworded'].entries()) {
      let right = 0;
      let asked = 0;
      let wrong = 0;
      const notes = new Set<string>();
      for (const field of FIELDS) {
        const text = questions[field][w as 0 | 1];
        const q = parseQuestion(text);
        for (const c of cases) {
          const truth = (c.truth as Record<string, string | number | undefined>)[field];
          // A MINIMUM invoice has no lines: it does not say how many were billed.
          if (truth === undefined || (field === 'lines' && truth === 0)) continue;
          asked++;
          const got = answerFromEInvoice(c.e, q)?.answer ?? null;
          if (got !== null && value(got) === value(String(truth))) right++;
          else {
            if (got !== null) wrong++;
            notes.add(
              `${text} -> ${q.concept?.id ?? 'no concept'}${q.unexplained.length ? ` [${q.unexplained.join(' ')}]` : ''}${got !== null ? ' FALSE' : ''}`,
            );
          }
        }
      }
      allRight += right;
      allAsked += asked;
      allFalse += wrong;
      const pct = (n: number) => `${((100 * n) / asked).toFixed(0)}%`;
      console.log(
        `  ${lang} ${wording.padEnd(8)} right ${pct(right).padStart(4)}  false ${pct(wrong).padStart(4)}`,
      );
      for (const n of notes) console.log(`      ${n}`);
    }
  }
  console.log(
    `  all: right ${allRight}/${allAsked} (${((100 * allRight) / allAsked).toFixed(1)}%), false ${allFalse}`,
  );
}

function ubl(): void {
  let right = 0;
  let asked = 0;
  let wrong = 0;
  const invoices = corpus(1);
  for (const inv of invoices) {
    const e = parseEInvoice(`${inv.id}.xml`, toUbl(inv));
    for (const t of inv.questions) {
      if (t.field === 'extra') continue;
      const got = answerFromEInvoice(e, parseQuestion(t.question))?.answer ?? null;
      if (t.truth !== null) asked++;
      if (got === null) continue;
      // The page may not print the BIC (truth null) while the XML states it: that answer is true.
      if (t.truth === null && t.field === 'bic' && got === e.payment.bic) continue;
      if (t.truth !== null && value(got) === value(t.truth)) right++;
      else wrong++;
    }
  }
  console.log(
    `PEPPOL (UBL) e-invoices, ${invoices.length} generated, asked as questions: right ${right}/${asked}, false ${wrong}`,
  );
}

cii();
ubl();
