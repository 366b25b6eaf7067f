import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { answerDocument } from '../../main/reading/answer-document';
import { analyseLayout, toGrey, upscaleFor } from '../../main/reading/intake/ocr-prepare';
import type { IntakeProgress, IntakeResult } from '../../main/reading/types';
import { parseAmount, parseDate } from '../../main/reading/qa/normalize';
import { readIsolated, stopReader } from '../../main/reading/worker';
import { scanOf } from '../bench/reading/scans';

// Scans made from a real invoice others wrote (a ZUGFeRD corpus PDF, page 1 printed on grey, noisy
// paper): upside down, on its side, at 100 dpi. The expected date and amount are the invoice's truth.

const CORPUS = join(new URL('.', import.meta.url).pathname, '../../../shared/corpus/zugferd');
const DOC = 'ZUGFeRDv1__correct__Mustangproject__MustangGnuaccountingBeispielRE-20170509_505';
const pdf = () => new Uint8Array(readFileSync(join(CORPUS, `${DOC}.pdf`)));
const truth = JSON.parse(readFileSync(join(CORPUS, `${DOC}.json`), 'utf8')) as {
  date: string;
  amount: string;
};
const dateOf = (a: string | null) => (a === null ? null : parseDate(a));
const amountOf = (a: string | null) => (a === null ? null : parseAmount(a.replace(/[^\d.,-]/g, '')));

async function layoutOf(jpeg: Uint8Array) {
  const image = await loadImage(Buffer.from(jpeg));
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const grey = toGrey(ctx.getImageData(0, 0, image.width, image.height).data, image.width, image.height);
  return { layout: analyseLayout(grey), width: image.width, height: image.height };
}

function ask(doc: IntakeResult, question: string): string | null {
  const best = answerDocument(doc, [question])
    .filter((a) => a.answer !== undefined)
    .sort((a, b) => b.confidence.value - a.confidence.value)[0];
  return best?.answer ?? null;
}

afterAll(() => stopReader());

describe('preparing a scan for OCR, from its ink', () => {
  it('tells a page lying on its side from an upright one, and small print from readable print', async () => {
    const upright = await layoutOf(await scanOf(pdf(), 200, 0));
    const sideways = await layoutOf(await scanOf(pdf(), 200, 90));
    const small = await layoutOf(await scanOf(pdf(), 100, 0));
    expect(upright.layout.sideways).toBe(false);
    expect(sideways.layout.sideways).toBe(true);
    expect(small.layout.sideways).toBe(false);
    // 200 dpi print is read as it is; 100 dpi print is scaled up about twice.
    expect(upscaleFor(upright.layout.lineHeight, upright.width, upright.height)).toBe(1);
    expect(upscaleFor(small.layout.lineHeight, small.width, small.height)).toBeGreaterThan(1.6);
  }, 60_000);
});

describe('reading scans with OCR in the reader process', () => {
  it('reads an upside-down scan the right way up, with progress that moves before the answer', async () => {
    const progress: IntakeProgress[] = [];
    const doc = await readIsolated('upside-down.jpg', await scanOf(pdf(), 200, 180), {
      onProgress: (p) => progress.push(p),
    });
    expect(doc.pages[0]?.rotation).toBeCloseTo(180, 0);
    expect(dateOf(ask(doc, 'Was ist das Rechnungsdatum?'))).toBe(truth.date);
    expect(amountOf(ask(doc, 'What is the amount due?'))).toBe(Number(truth.amount));
    const fractions = progress.map((p) => p.fraction);
    // Many steps, never back, values between the start and the end: not 0% until the answer.
    expect(new Set(fractions).size).toBeGreaterThan(8);
    for (let i = 1; i < fractions.length; i++)
      expect(fractions[i]).toBeGreaterThanOrEqual(fractions[i - 1] ?? 0);
    expect(fractions.some((f) => f > 0.04 && f < 0.36)).toBe(true);
    expect(fractions.at(-1)).toBe(1);
  }, 240_000);

  it.each([
    { how: 'on its side', dpi: 200, degrees: 90 },
    { how: 'at 100 dpi', dpi: 100, degrees: 0 },
  ])(
    'reads a scan $how',
    async ({ dpi, degrees }) => {
      const doc = await readIsolated('scan.jpg', await scanOf(pdf(), dpi, degrees));
      expect(dateOf(ask(doc, 'Was ist das Rechnungsdatum?'))).toBe(truth.date);
      expect(amountOf(ask(doc, 'What is the amount due?'))).toBe(Number(truth.amount));
    },
    240_000,
  );
});
