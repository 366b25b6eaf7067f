import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

describe('a deposit asked for something other than its day', () => {
  it('gives no date for the card it was paid with, and its day when asked', () => {
    const page = typedPage('BK-en-invoice-music-lessons');
    expect(ask(page, 'Which card was the deposit paid with?')).toBeNull();
    expect(ask(page, 'When was the deposit paid?')).toBe('02/02/2026');
  });
});
