import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDetail } from '../../preload/api';
import { dispatch } from '../../main/handlers/dispatch';
import { launchKontera, type Kontera } from './harness';
import { demoFile, goTo, loadDemo, screenshot } from './workspace';

// Issue 8: drop a PDF, ask two questions (one the document answers, one it does not), confirm one
// answer and correct another: the corrections are feedback main keeps.
describe('asking a PDF invoice', () => {
  let k: Kontera;

  beforeAll(async () => {
    k = await launchKontera();
    await loadDemo(k.page);
  });
  afterAll(async () => {
    await k.close();
  });

  it('reads the PDF, answers what it states and says so when it does not', async () => {
    const { page } = k;
    await goTo(page, 'Inbox');
    await page.getByTestId('file-input').setInputFiles(demoFile('skinne-rengoering-4471.pdf'));
    // One document dropped: it opens beside its questions once read.
    await page.getByRole('button', { name: 'Total' }).waitFor({ timeout: 60_000 });
    await page.getByRole('img', { name: 'Page 1' }).waitFor();

    await page.getByRole('button', { name: 'Total' }).click();
    const total = page.getByTestId('answer').filter({ hasText: 'the total?' });
    await total.getByRole('button', { name: /on page 1/ }).waitFor();
    expect(await total.getByRole('button', { name: /on page 1/ }).textContent()).toMatch(/3[.,]?812[.,]50/);

    // A question about something the invoice does not state: no answer, said plainly.
    await page.getByLabel(/Your own question/).fill('What is the order number?');
    await page.keyboard.press('Enter');
    const absent = page.getByTestId('answer').filter({ hasText: 'order number' });
    await absent.getByTestId('no-answer').waitFor();
    await screenshot(page, 'document');
  });

  it('confirms one answer and corrects another', async () => {
    const { page } = k;
    await page.getByRole('button', { name: 'Due date' }).click();
    const due = page.getByTestId('answer').filter({ hasText: 'due date' });
    await due.getByRole('button', { name: 'Correct' }).waitFor();

    const total = page.getByTestId('answer').filter({ hasText: 'the total?' });
    await total.getByRole('button', { name: 'Confirm' }).click();
    await total.getByTestId('answer-status').filter({ hasText: 'Confirmed' }).waitFor();

    await due.getByRole('button', { name: 'Correct' }).click();
    await due.getByRole('textbox').fill('2026-11-25');
    await due.getByRole('textbox').press('Enter');
    await due.getByTestId('answer-status').filter({ hasText: 'Corrected' }).waitFor();

    const docs = await dispatch(k.app.handlers, 'documents.list', { companyId: k.app.companies.list()[0]!.id });
    if (!docs.ok) throw new Error(docs.error.message);
    // The demo put its own PDFs in too: gather the answers of every document.
    const answers: DocumentDetail['answers'] = [];
    for (const d of docs.value as { id: number }[]) {
      const detail = await dispatch(k.app.handlers, 'documents.get', { id: d.id });
      if (!detail.ok) throw new Error(detail.error.message);
      answers.push(...(detail.value as DocumentDetail).answers);
    }
    const byQ = (part: string) => answers.filter((a) => a.question.includes(part)).sort((a, b) => b.id - a.id)[0];
    expect(byQ('the total?')?.status).toBe('confirmed');
    expect(byQ('due date')?.status).toBe('corrected');
    expect(byQ('due date')?.trueAnswer).toBe('2026-11-25');
    expect(byQ('order number')?.answer).toBeNull();
  });
});
