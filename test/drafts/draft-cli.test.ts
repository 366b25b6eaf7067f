import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoot } from '../../main/util/paths';
import { tempDir, type TempDir } from '../helpers/tmp';

// `kontera draft` as a user runs it: a child process, a real file, the draft as JSON on stdout.

const run = promisify(execFile);
const ZUGFERD = join(appRoot(), '..', 'shared', 'corpus', 'zugferd');
const UBL = join(appRoot(), 'test', 'fixtures', 'real', 'einvoices');
let dir: string;
let tmp: TempDir;

type Draft = {
  supplier: { name: string | null; vatNumber: string | null };
  receiver: { name: string | null; vatNumber: string | null };
  invoiceNumber: string | null;
  issueDate: string | null;
  dueDate: string | null;
  currency: string | null;
  totals: { net: number | null; vat: number | null; gross: number | null; due: number | null };
  lines: {
    text: string;
    quantity: number | null;
    unitPrice: number | null;
    amount: number | null;
    vatRate: number | null;
    suggestions: { account: string | null; vatCode: string | null };
  }[];
  checks: { name: string; ok: boolean | null; message: string }[];
};

async function draft(...args: string[]): Promise<{ code: number; json: Draft | null; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [join(appRoot(), 'bin', 'kontera.mjs'), 'draft', ...args, '--data', join(dir, 'data')],
      { cwd: appRoot(), timeout: 120_000, env: { ...process.env, KONTERA_FROM_SOURCE: '1' } },
    );
    return { code: 0, json: JSON.parse(stdout) as Draft, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, json: null, stderr: e.stderr };
  }
}

const truth = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const check = (d: Draft, name: string) => d.checks.find((c) => c.name === name);

beforeAll(() => {
  tmp = tempDir('kontera-draft-');
  dir = tmp.path;
});
afterAll(() => tmp.remove());

describe('kontera draft', () => {
  it('a real ZUGFeRD PDF (text only) becomes a draft with the values its truth file gives', async () => {
    const name = 'XML-Rechnung__FX__EN16931_Einfach';
    const t = truth(join(ZUGFERD, `${name}.json`));
    const { code, json, stderr } = await draft(join(ZUGFERD, `${name}.pdf`));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const d = json!;
    expect(d.invoiceNumber).toBe(t.invoice_number);
    expect(d.issueDate).toBe(t.date);
    expect(d.currency).toBe(t.currency);
    expect(d.totals.gross).toBe(Number(t.grand_total));
    expect(d.totals.vat).toBe(Number(t.total_vat));
    expect(d.totals.due).toBe(Number(t.amount));
    expect(d.totals.net).toBeCloseTo(Number(t.grand_total) - Number(t.total_vat), 2);
    // Lines: as many as the reading finds, else one line with the net amount; either way they add up.
    expect(d.lines.length).toBeGreaterThanOrEqual(1);
    expect(d.lines.reduce((s, l) => s + (l.amount ?? 0), 0)).toBeCloseTo(d.totals.net!, 2);
    expect(check(d, 'lines-sum')).toMatchObject({ ok: true });
    expect(check(d, 'net-vat-gross')).toMatchObject({ ok: true });
    expect(check(d, 'duplicate')).toMatchObject({ ok: true });
    // No company given: nothing to check the receiver against, and the draft says so.
    expect(check(d, 'addressed-to-company')?.ok).not.toBe(true);
    expect(d.lines[0]!.suggestions).toEqual({ account: null, vatCode: null });
  }, 150_000);

  it('a PEPPOL UBL e-invoice becomes a draft with its parties, dates, totals and every line', async () => {
    const t = truth(join(UBL, 'peppol-base-example.json'));
    const { code, json } = await draft(
      join(UBL, 'peppol-base-example.xml'),
      '--company',
      'Buyer Official Name',
    );
    expect(code).toBe(0);
    const d = json!;
    expect(d.invoiceNumber).toBe(t.invoice_number);
    expect(d.issueDate).toBe(t.date);
    expect(t.issuer).toContain(d.supplier.name);
    expect(t.receiver).toContain(d.receiver.name);
    expect(d.totals.vat).toBe(Number(t.total_vat));
    expect(d.totals.due).toBe(Number(t.amount));
    expect(d.lines).toHaveLength(t.lines as number);
    expect(d.lines.every((l) => l.text !== '' && typeof l.amount === 'number')).toBe(true);
    expect(d.checks.map((c) => c.name)).toEqual([
      'lines-sum',
      'net-vat-gross',
      'addressed-to-company',
      'duplicate',
    ]);
    expect(check(d, 'net-vat-gross')).toMatchObject({ ok: true });
    // The company has no VAT number set: the receiver's name is compared with the company's name.
    expect(check(d, 'addressed-to-company')).toMatchObject({ ok: true });
  }, 150_000);

  it('a file that is not there says so', async () => {
    const { code, stderr } = await draft(join(dir, 'missing.pdf'));
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/missing\.pdf does not exist/);
  }, 60_000);
});
