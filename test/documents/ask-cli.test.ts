import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeInvoice, suppliers } from '../fixtures/documents/generate';
import { renderPdf } from '../fixtures/documents/render';
import { toUbl } from '../fixtures/documents/ubl';
import { VOCAB } from '../fixtures/documents/languages';
import { appRoot } from '../../main/util/paths';
import { tempDir, type TempDir } from '../helpers/tmp';

// `kontera ask` as a user runs it: a child process, a real file, JSON on stdout.

const run = promisify(execFile);
let dir: string;
let tmp: TempDir;
const invoice = makeInvoice(
  suppliers().find((s) => s.id === 'no-s1')!,
  0,
  31,
);

async function ask(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [join(appRoot(), 'bin', 'kontera.mjs'), 'ask', ...args, '--data', join(dir, 'data')],
      {
        cwd: appRoot(),
        timeout: 60_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

beforeAll(async () => {
  tmp = tempDir('kontera-ask-');
  dir = tmp.path;
  writeFileSync(join(dir, 'faktura.pdf'), await renderPdf(invoice.ops));
  writeFileSync(join(dir, 'faktura.xml'), toUbl(invoice));
  writeFileSync(join(dir, 'broken.pdf'), '%PDF-1.7\nthis is not a pdf');
});
afterAll(() => tmp.remove());

describe('kontera ask', () => {
  it('prints answers with confidence and page as JSON, and requested features', async () => {
    const q = VOCAB.no.questions;
    const res = await ask(
      join(dir, 'faktura.pdf'),
      q.invoiceNumber,
      q.totalIncl,
      q.deliveryDate,
      '--features',
      'TOTAL_VAT,receiver_name',
    );
    expect(res.code).toBe(0);
    const out = JSON.parse(res.stdout) as {
      file: string;
      pageCount: number;
      answers: { question: string; answer: string | null; confidence: number; pageRef: number }[];
      totalVat: { value: string }[];
      receiverName: { value: string }[];
    };
    expect(out.file).toBe('faktura.pdf');
    expect(out.pageCount).toBe(1);
    expect(out.answers.map((a) => a.answer)).toEqual([
      invoice.number,
      VOCAB.no.amount(invoice.totalIncl),
      null,
    ]);
    expect(out.answers[0]!.confidence).toBeGreaterThan(0.5);
    expect(out.answers[0]!.pageRef).toBe(1);
    expect(out.totalVat[0]!.value).toBe(invoice.vat.toFixed(2));
    expect(out.receiverName[0]!.value).toBe(invoice.customer.name);
  });

  it('answers about a PEPPOL e-invoice', async () => {
    const res = await ask(join(dir, 'faktura.xml'), 'What is the invoice number?', 'Hva er forfallsdatoen?');
    expect(res.code).toBe(0);
    const out = JSON.parse(res.stdout) as { answers: { answer: string | null }[] };
    expect(out.answers.map((a) => a.answer)).toEqual([invoice.number, invoice.dueDate]);
  });

  it('explains a damaged file, a missing file and too many questions', async () => {
    const broken = await ask(join(dir, 'broken.pdf'), 'What is the total?');
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/broken\.pdf.*damaged/s);
    const missing = await ask(join(dir, 'nope.pdf'), 'What is the total?');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('does not exist');
    const many = await ask(join(dir, 'faktura.pdf'), '1?', '2?', '3?', '4?', '5?', '6?');
    expect(many.code).toBe(2);
    expect(many.stderr).toContain('At most 5 questions');
    // Three child processes, each allowed a minute to start on a loaded machine.
  }, 180_000);
});
