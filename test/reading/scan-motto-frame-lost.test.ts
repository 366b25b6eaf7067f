import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IntakeResult } from '../../main/reading/types';
import { ask } from './positioned-page';

// A New Zealand bakery's till receipt as the scan bench read it: the motto over the shop's name,
// "~ real bread, baked before dawn ~", lost its frame to the reader, so it read as the first line
// printed and the shop's name under it, over its street and town, as a customer's window.

describe('a till receipt whose motto lost its frame', () => {
  const file = join(new URL('.', import.meta.url).pathname, '../fixtures/ocr-read/motto-frame-lost.json');
  const doc = JSON.parse(readFileSync(file, 'utf8')) as IntakeResult;

  it('names no customer', () => {
    expect(ask(doc, "What is the customer's name?")).toBeNull();
    expect(ask(doc, 'Who is the customer?')).toBeNull();
    expect(ask(doc, "What is the customer's GST number?")).toBeNull();
  });

  it('names the shop', () => {
    expect(ask(doc, 'Which shop is this receipt from?')).toBe('Kowhai Lane Bakery');
  });

  it('still answers the total and the GST', () => {
    expect(ask(doc, 'What is the total?')).toBe('32.20');
    expect(ask(doc, 'How much GST?')).toBe('4.20');
  });
});
