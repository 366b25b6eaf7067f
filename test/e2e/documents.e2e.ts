import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDetail } from '../../preload/api';
import { dispatch } from '../../main/handlers/dispatch';
import { handlersFor } from '../../main/handlers';
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

    // Clicking the answer marks where it is printed, over the page image, where main located it.
    await total.getByRole('button', { name: /on page 1/ }).click();
    const mark = page.getByTestId('answer-highlight');
    await mark.waitFor({ state: 'visible' });
    await expectMarkAt(k, 'the total?');

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
    // Keyboard only: Enter on the due date's answer moves the highlight to the date.
    await due.getByRole('button', { name: /on page 1/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => markLabel(k)).toMatch(/highlighted on page 1/);
    await expectMarkAt(k, 'due date');
    const described = await due.getByRole('button', { name: /on page 1/ }).getAttribute('aria-describedby');
    expect(await page.locator(`#${described}`).textContent()).toMatch(
      /highlight where it is printed on page 1/,
    );

    const total = page.getByTestId('answer').filter({ hasText: 'the total?' });
    await total.getByRole('button', { name: 'Confirm' }).click();
    await total.getByTestId('answer-status').filter({ hasText: 'Confirmed' }).waitFor();

    await due.getByRole('button', { name: 'Correct' }).click();
    await due.getByRole('textbox').fill('2026-11-25');
    await due.getByRole('textbox').press('Enter');
    await due.getByTestId('answer-status').filter({ hasText: 'Corrected' }).waitFor();

    const docs = await dispatch(handlersFor(k.app), 'documents.list', {
      companyId: k.app.companies.list()[0]!.id,
    });
    if (!docs.ok) throw new Error(docs.error.message);
    // The demo put its own PDFs in too: gather the answers of every document.
    const answers: DocumentDetail['answers'] = [];
    for (const d of docs.value as { id: number }[]) {
      const detail = await dispatch(handlersFor(k.app), 'documents.get', { id: d.id });
      if (!detail.ok) throw new Error(detail.error.message);
      answers.push(...(detail.value as DocumentDetail).answers);
    }
    const byQ = (part: string) =>
      answers.filter((a) => a.question.includes(part)).sort((a, b) => b.id - a.id)[0];
    expect(byQ('the total?')?.status).toBe('confirmed');
    expect(byQ('due date')?.status).toBe('corrected');
    expect(byQ('due date')?.trueAnswer).toBe('2026-11-25');
    expect(byQ('order number')?.answer).toBeNull();
  });
});

async function markLabel(k: Kontera): Promise<string | null> {
  return k.page.getByTestId('answer-highlight').getAttribute('aria-label');
}

/** The newest answer to a question, as main serves it (with the box main located). */
async function answerOf(k: Kontera, part: string): Promise<DocumentDetail['answers'][number]> {
  const docs = await dispatch(handlersFor(k.app), 'documents.list', {
    companyId: k.app.companies.list()[0]!.id,
  });
  if (!docs.ok) throw new Error(docs.error.message);
  const mine = (docs.value as { id: number; name: string }[]).find(
    (d) => d.name === 'skinne-rengoering-4471.pdf',
  )!;
  const detail = await dispatch(handlersFor(k.app), 'documents.get', { id: mine.id });
  if (!detail.ok) throw new Error(detail.error.message);
  const answers = (detail.value as DocumentDetail).answers.filter((a) => a.question.includes(part));
  return answers.sort((a, b) => b.id - a.id)[0]!;
}

/**
 * The highlight is visible, lies over page 1's image, and sits where main's box says (fractions
 * of the page scaled to the image as drawn), showing the answer's own words.
 */
async function expectMarkAt(k: Kontera, part: string): Promise<void> {
  const { page } = k;
  const answer = await answerOf(k, part);
  expect(answer.box, `main located "${answer.answer}"`).toBeDefined();
  const box = answer.box!;
  const mark = page.getByTestId('answer-highlight');
  // The mark names the answer it shows (its accessible name), so it is this answer's mark.
  await expect.poll(async () => (await markLabel(k)) ?? '').toContain(`“${answer.answer ?? '?'}”`);
  expect(await mark.isVisible()).toBe(true);
  // Mark and page image measured in one frame (smooth scrolling may still be moving them both).
  const measure = () =>
    page.evaluate(() => {
      const el = document.querySelector('[data-testid="answer-highlight"]');
      const img = el?.parentElement?.querySelector('img');
      const scroller = el?.closest('.pages');
      if (!el || !img || !scroller) return null;
      const r = (e: Element) => {
        const b = e.getBoundingClientRect();
        return { x: b.x, y: b.y, width: b.width, height: b.height };
      };
      return { mark: r(el), image: r(img), alt: img.alt, view: r(scroller) };
    });
  // Scrolled into view: the mark ends up inside the pages' visible area.
  await expect
    .poll(async () => {
      const now = await measure();
      return (
        !!now &&
        now.mark.y >= now.view.y - 1 &&
        now.mark.y + now.mark.height <= now.view.y + now.view.height + 1
      );
    })
    .toBe(true);
  const { mark: m, image, alt } = (await measure())!;
  expect(alt).toBe('Page 1');
  expect(m.x).toBeGreaterThanOrEqual(image.x - 1);
  expect(m.y).toBeGreaterThanOrEqual(image.y - 1);
  expect(m.x + m.width).toBeLessThanOrEqual(image.x + image.width + 1);
  expect(m.y + m.height).toBeLessThanOrEqual(image.y + image.height + 1);
  expect(Math.abs(m.x - (image.x + box.x * image.width))).toBeLessThan(3);
  expect(Math.abs(m.y - (image.y + box.y * image.height))).toBeLessThan(3);
  expect(Math.abs(m.width - box.width * image.width)).toBeLessThan(3);
  // A word, not the page: the mark is small against the page image.
  expect(m.width * m.height).toBeLessThan((image.width * image.height) / 50);
  const viewport = page.viewportSize()!;
  expect(m.y + m.height).toBeLessThanOrEqual(viewport.height);
  expect(m.y).toBeGreaterThanOrEqual(0);
}
