import { describe, expect, it } from 'vitest';
import { buildDraft } from '../../main/documents/drafts/build';
import { printedPage, typedPage } from '../reading/positioned-page';
import { printedDocument, readPrinted } from '../reading/printed';

// A US receipt's "11/02/2024" is 2 November: the draft booked it on 11 February. Which order a
// page prints its numeric dates in is read from the page (qa/date-order.ts).

describe("a draft's dates in the order the page prints them", () => {
  it('reads a US page month first: its address says so', () => {
    expect(buildDraft(typedPage('J-en-us-hardware-receipt')).issueDate.value).toBe('2024-11-02');
    const supplies = buildDraft(typedPage('V-en-us-medical-supplies-invoice'));
    expect(supplies.issueDate.value).toBe('2024-10-07');
    expect(supplies.dueDate.value).toBe('2024-11-06');
  });

  it("reads a US company's invoice printed for a European customer day first, as its own dates say", async () => {
    // "11/5/23" under a browser's print header "23.06.23, 11:09": 11 May 2023 (the source's truth).
    const draft = buildDraft(await readPrinted(printedDocument('teamgantt')));
    expect(draft.issueDate.value).toBe('2023-05-11');
  });

  it('reads day first elsewhere, and where a date only makes sense one way', () => {
    const berlin = printedPage([
      [[40, 'Nordlicht Software GmbH · Torstraße 5 · DE 10115 Berlin']],
      [
        [40, 'Invoice date'],
        [140, '05/03/2024'],
      ],
    ]);
    expect(buildDraft(berlin).issueDate.value).toBe('2024-03-05');
    const told = printedPage([
      [[40, 'Acme Corp, 100 Main St, Austin, TX 78701']],
      [
        [40, 'Invoice date'],
        [140, '05/03/2024'],
      ],
      [
        [40, 'Due date'],
        [140, '20/03/2024'],
      ],
    ]);
    // A due date of 20/03 is day first: so is the invoice date beside it, whatever the address.
    expect(buildDraft(told).issueDate.value).toBe('2024-03-05');
    expect(buildDraft(told).dueDate.value).toBe('2024-03-20');
  });
});
