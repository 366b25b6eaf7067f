import { describe, expect, it } from 'vitest';
import { buildDraft } from '../../main/documents/drafts/build';
import { typedPage } from '../reading/positioned-page';

// Invoices that print their lines without table headings became one-line drafts of their net,
// though "How many lines?" counted them: the draft now books those lines where they add up to
// the net total.

const sum = (amounts: (number | null)[]) =>
  Math.round(amounts.reduce((s: number, a) => s + (a ?? 0), 0) * 100) / 100;

describe("a draft's lines printed without a table heading", () => {
  it.each([
    ['K-no-faktura-regnskap', 5],
    ['U-de-rechnung-steuerberater', 5],
    ['Y-sg-webhosting-invoice', 5],
  ])('%s: %i lines adding up to the net', (id, count) => {
    const draft = buildDraft(typedPage(id));
    expect(draft.lines).toHaveLength(count);
    expect(draft.lines.every((l) => !l.fromTotals && l.amount !== null)).toBe(true);
    expect(sum(draft.lines.map((l) => l.amount))).toBe(draft.totals.net.value);
  });

  it('books a till receipt, or lines priced with VAT, as one line of the total', () => {
    for (const id of ['X-de-kassenbon-baeckerei', 'F-de-kleinbetrag']) {
      const draft = buildDraft(typedPage(id));
      expect(draft.lines).toHaveLength(1);
      expect(draft.lines[0]!.fromTotals).toBe(true);
    }
  });
});
