import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDraft } from '../../main/documents/drafts/build';
import { appRoot } from '../../main/util/paths';
import { boxesToPage } from '../fixtures/real/receipt-boxes';

// Real scanned till receipts (ICDAR 2019 SROIE, their OCR boxes): each becomes a draft whose lines
// are its items where they add up to the total, else one line carrying the total. How many reach
// the store name, date and total is the reading library's score; here each value read must be the
// receipt's own.
const DIR = join(appRoot(), 'test', 'fixtures', 'real', 'receipts');
const receipts = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

describe('a scanned receipt becomes a draft', () => {
  it.each(receipts)('%s', (name) => {
    const truth = JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8')) as {
      issuer: string;
      date: string;
      amount: string;
    };
    const page = boxesToPage(readFileSync(join(DIR, `${name}.box`), 'utf8'));
    const draft = buildDraft({ name: `${name}.jpg`, kind: 'image', pageCount: 1, pages: [page] });
    expect(draft.documentKind).toBe('image');
    // A till receipt's items become the draft's lines where they add up to what was paid (prices
    // include the tax); otherwise one line carries the amount.
    if (draft.lines.some((l) => l.fromTotals)) {
      expect(draft.lines).toHaveLength(1);
      expect(draft.lines[0]!.amount).toBe(draft.totals.net.value ?? draft.totals.gross.value);
    } else {
      const sum = draft.lines.reduce((s, l) => s + (l.amount ?? 0), 0);
      expect(Math.round(sum * 100)).toBe(Math.round((draft.totals.gross.value ?? NaN) * 100));
      for (const l of draft.lines) expect(l.text.trim()).not.toBe('');
    }
    if (draft.issueDate.value !== null) expect(draft.issueDate.value).toBe(truth.date);
  });

  it('reads store, date and total on most receipts', () => {
    let store = 0;
    let date = 0;
    let total = 0;
    for (const name of receipts) {
      const truth = JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8')) as Record<string, string>;
      const d = buildDraft({
        name,
        kind: 'image',
        pageCount: 1,
        pages: [boxesToPage(readFileSync(join(DIR, `${name}.box`), 'utf8'))],
      });
      if (d.supplier.name.value && truth.issuer?.toLowerCase().includes(d.supplier.name.value.toLowerCase()))
        store++;
      if (d.issueDate.value === truth.date) date++;
      if (d.totals.gross.value === Number(truth.amount)) total++;
    }
    console.log(`receipts: ${receipts.length}, store ${store}, date ${date}, total ${total}`);
    // Today 13 dates, 9 totals, 9 stores of 13: the draft must not lose what reading finds.
    expect(date).toBeGreaterThanOrEqual(Math.ceil(receipts.length / 2));
    expect(total).toBeGreaterThanOrEqual(Math.ceil(receipts.length / 2));
    expect(store).toBeGreaterThanOrEqual(Math.ceil(receipts.length / 2));
  });
});
