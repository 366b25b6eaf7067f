import { describe, expect, it } from 'vitest';
import type { IntakeResult } from '../../main/reading/types';
import { ask } from './ask';
import { ask as askPage, printedPage, typedPage } from './positioned-page';
import { printedDocument, readLines, readPrinted } from './printed';

// With no label on the date, the document's date is its dateline, or the first date that is not
// a period billed (real: Medienpilot's invoice in the Parsee.ai set, MIT).

const fromText = (text: string): Promise<IntakeResult> => readLines(text.split('\n'));

describe('the date a letter is dated, not the period it bills', () => {
  it('medienpilot: "Reichenschwand    04.07.2023" over the service period 01.06.2023 - 30.06.2023', async () => {
    const doc = await readPrinted(printedDocument('medienpilot', ['printed-de']));
    expect(ask(doc, 'Was ist das Rechnungsdatum?')).toBe('04.07.2023');
  });

  it('a period alone dates nothing', async () => {
    const doc = await fromText(
      ['INVOICE 4711', 'Service period 01.06.2023 - 30.06.2023', 'Total 120.00'].join('\n'),
    );
    expect(ask(doc, 'What is the invoice date?')).toBeNull();
  });

  it('"Berlin, den 4. Juli 2023" dates the letter over a date printed before it', async () => {
    const doc = await fromText(
      ['Lieferung vom 28.06.2023', 'Berlin, den 04.07.2023', 'Rechnung 4711'].join('\n'),
    );
    expect(ask(doc, 'Was ist das Rechnungsdatum?')).toBe('04.07.2023');
  });

  it('teamgantt: a browser print stamp ("23.06.23, 11:09", the page address at its foot) is no date of the invoice', async () => {
    const doc = await readPrinted(printedDocument('teamgantt', ['printed-en']));
    expect(ask(doc, 'What is the invoice date?')).toBe('11/5/23');
  });

  it('a date and time on the first line of a page with no web address at its foot still dates it', async () => {
    const doc = await fromText(['05.01.2024, 09:12', 'Receipt 88', 'Total 12.00'].join('\n'));
    expect(ask(doc, 'What is the date?')).toBe('05.01.2024');
  });

  it("a day's name before a date is no dateline: the booking's date, not the journey's", () => {
    const page = typedPage('AE-uk-train-booking-receipt');
    expect(askPage(page, 'Purchase date?')).toBe('02/04/2025');
    expect(askPage(page, 'When were the tickets bought?')).toBe('02/04/2025');
  });

  it("a weekday before a later date in any pack's words leaves the first date standing", () => {
    const page = (day: string) =>
      printedPage([
        'Fähre Nordsee GmbH',
        [
          [40, 'Buchung vom'],
          [200, '03.05.2024'],
        ],
        [
          [40, 'HINFAHRT'],
          [130, `${day} 14.06.2024`],
        ],
        [
          [40, 'Gesamt'],
          [200, '96,00'],
        ],
      ]);
    expect(askPage(page('Fr.'), 'Was ist das Datum?')).toBe('03.05.2024');
    expect(askPage(page('Freitag'), 'Was ist das Datum?')).toBe('03.05.2024');
    // A place is a dateline still: the letter is dated where it was written.
    expect(askPage(page('Hamburg'), 'Was ist das Datum?')).toBe('14.06.2024');
  });
});
