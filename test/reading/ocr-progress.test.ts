import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OcrProgress } from '../../main/reading/intake/ocr-progress';

// The OCR progress bar moves through the phases tesseract itself says nothing about (the picture
// prepared, the engine started, the layout analysed), and never goes back.

describe('OCR progress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('creeps while tesseract analyses the layout silently, then follows recognition to 100%', () => {
    const seen: number[] = [];
    const p = new OcrProgress((f) => seen.push(f));
    p.started();
    p.prepared();
    p.message({ status: 'loading language traineddata', progress: 0.5 });
    p.message({ status: 'initializing api', progress: 1 });
    p.recognising();
    const beforeWait = seen.at(-1) ?? 0;
    vi.advanceTimersByTime(3000);
    const afterWait = seen.at(-1) ?? 0;
    // Seconds of layout analysis without a word from tesseract: the bar still moved.
    expect(afterWait).toBeGreaterThan(beforeWait + 0.05);
    expect(afterWait).toBeLessThan(0.35);
    p.message({ status: 'recognizing text', progress: 0.5 });
    p.message({ status: 'recognizing text', progress: 0.7 });
    p.done();
    expect(seen.at(-1)).toBe(1);
    expect(seen[0]).toBe(0);
    // Never back, and many steps on the way.
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1] ?? 0);
    expect(seen.length).toBeGreaterThan(10);
  });

  it('recognition starting at 0% does not pull the bar back below where the layout phase left it', () => {
    const seen: number[] = [];
    const p = new OcrProgress((f) => seen.push(f));
    p.started();
    p.prepared();
    p.recognising();
    vi.advanceTimersByTime(20_000);
    const crept = seen.at(-1) ?? 0;
    p.message({ status: 'recognizing text', progress: 0 });
    expect(seen.at(-1)).toBeGreaterThanOrEqual(crept);
    expect(seen.at(-1)).toBeLessThan(0.36);
    p.message({ status: 'recognizing text', progress: 0.5 });
    expect(seen.at(-1)).toBeGreaterThan(crept);
    p.stopTicking();
  });

  it('a page read a second time fills only what is left of the bar', () => {
    const seen: number[] = [];
    const p = new OcrProgress((f) => seen.push(f));
    p.started();
    p.recognising();
    p.message({ status: 'recognizing text', progress: 1 });
    expect(seen.at(-1)).toBe(1);
    const q = new OcrProgress((f) => seen.push(f));
    q.started();
    q.prepared();
    q.recognising();
    q.message({ status: 'recognizing text', progress: 0.5 });
    const half = seen.at(-1) ?? 0;
    q.again();
    vi.advanceTimersByTime(2000);
    q.message({ status: 'recognizing text', progress: 0.1 });
    expect(seen.at(-1)).toBeGreaterThan(half);
    expect(seen.at(-1)).toBeLessThan(1);
    q.done();
    expect(seen.at(-1)).toBe(1);
  });

  it('moves while a band is read both ways up to tell which way up the page is, then goes on from there', () => {
    const seen: number[] = [];
    const p = new OcrProgress((f) => seen.push(f));
    p.started();
    p.prepared();
    p.message({ status: 'initializing api', progress: 1 });
    const started = seen.at(-1) ?? 0;
    p.orienting(0, 2);
    p.message({ status: 'recognizing text', progress: 0.5 });
    const halfFirst = seen.at(-1) ?? 0;
    p.message({ status: 'recognizing text', progress: 1 });
    p.orienting(1, 2);
    p.message({ status: 'recognizing text', progress: 0.5 });
    const halfSecond = seen.at(-1) ?? 0;
    // The band's reads fill their own small share of the bar, not the page's recognition.
    expect(halfFirst).toBeGreaterThan(started);
    expect(halfSecond).toBeGreaterThan(halfFirst);
    expect(halfSecond).toBeLessThan(0.3);
    p.recognising();
    vi.advanceTimersByTime(1000);
    const analysing = seen.at(-1) ?? 0;
    expect(analysing).toBeGreaterThan(halfSecond);
    p.message({ status: 'recognizing text', progress: 0.1 });
    expect(seen.at(-1)).toBeGreaterThan(0.35);
    p.done();
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1] ?? 0);
  });
});
