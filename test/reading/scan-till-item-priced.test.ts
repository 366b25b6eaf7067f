import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IntakeResult } from '../../main/reading/types';
import { ask } from './positioned-page';

// A French grocery till receipt, as the scan bench read it with the line prices re-read: six
// items (1,30 1,15 2,45 2,70 6,90 3,20) over "TOTAL TTC 17,70". The wine's 6,90 is more than twice
// any other line's, but less than the other five together (10,80): one item of several bought,
// not what the receipt is for, so a question naming it asks its own price, never the total.

describe('a till receipt item priced twice the others', () => {
  const file = join(new URL('.', import.meta.url).pathname, '../fixtures/ocr-read/till-item-dominant.json');
  const doc = JSON.parse(readFileSync(file, 'utf8')) as IntakeResult;

  it("answers the item's own price, not the total", () => {
    expect(ask(doc, 'Prix du CÔTES DU RHÔNE ?')).toBe('6,90');
    expect(ask(doc, 'Combien a coûté le Côtes du Rhône ?')).toBe('6,90');
    expect(ask(doc, 'Prix du LAIT DEMI-ÉCRÉMÉ ?')).toBe('1,15');
  });

  it('still answers the total and the VAT', () => {
    expect(ask(doc, 'Total TTC ?')).toBe('17,70');
    expect(ask(doc, 'Montant de la TVA ?')).toBe('2,08');
  });

  it('answers no absent field', () => {
    expect(ask(doc, 'Prix du champagne ?')).toBeNull();
    expect(ask(doc, 'Numéro de commande ?')).toBeNull();
  });
});
