import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IntakeResult } from '../../main/reading/types';
import { ask } from './positioned-page';

// A German filling station's receipt as the scan bench read it: its head is centred, "Hanse-Tank
// Mineralöl GmbH" over "Station Buxtehude-Süd" over its street and town. The money handed over
// read "Gegeben girocard 9827" (98,27 without its comma), so the page was not known for a till's,
// and the station's line, starting further right than the company's, read as a customer's window.

describe("a till receipt's centred head", () => {
  const file = join(new URL('.', import.meta.url).pathname, '../fixtures/ocr-read/till-head-centred.json');
  const doc = JSON.parse(readFileSync(file, 'utf8')) as IntakeResult;

  it('names no customer', () => {
    expect(ask(doc, 'What is the name of the customer?')).toBeNull();
    expect(ask(doc, 'Wer ist der Kunde?')).toBeNull();
  });

  it('names the station', () => {
    expect(ask(doc, 'Welche Firma hat die Quittung ausgestellt?')).toBe('Hanse-Tank Mineralöl GmbH');
  });

  it('still answers the total', () => {
    expect(ask(doc, 'Wie hoch ist die Summe?')).toBe('98.27');
  });
});
