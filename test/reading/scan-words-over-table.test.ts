import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IntakeResult } from '../../main/reading/types';
import { ask } from './positioned-page';

// Two invoices as the scan bench read them, each with words over its line table and the rule under
// the table's headings dropped by the reader: a plumber's "Arbejdet er udført i perioden …" over
// "Varenr | Tekst | Antal …", and a Swiss fiduciary's "MWST-Nr CHE-413.872.052 MWST" over "Leistung
// | Aufwand | Ansatz | CHF". The first item's row under the headings is no value of those words.

const read = (name: string): IntakeResult =>
  JSON.parse(
    readFileSync(join(new URL('.', import.meta.url).pathname, `../fixtures/ocr-read/${name}.json`), 'utf8'),
  ) as IntakeResult;

describe("words over a scan's line table", () => {
  const plumber = read('sentence-over-table');
  const fiduciary = read('key-over-table');

  it("answers no item's row for them", () => {
    expect(ask(plumber, 'Hvad hedder montøren, der udførte arbejdet?')).toBeNull();
    expect(ask(plumber, 'Hvem udførte arbejdet?')).toBeNull();
    expect(ask(fiduciary, 'Wie lautet die MWST-Nummer des Kunden?')).toBeNull();
    expect(ask(fiduciary, 'Wie lautet die MWST-Nummer?')).toBeNull();
  });

  it('still answers the main fields', () => {
    expect(ask(plumber, 'Hvornår blev arbejdet udført?')).toBe('02.03.2026');
    expect(ask(plumber, 'Hvem er kunden?')).toBe('Ejerforeningen Kastanjehøj');
    expect(ask(fiduciary, 'Wie lautet die Kundennummer?')).toBe('4418');
    expect(ask(fiduciary, 'Wie hoch ist die MWST?')).toBe('366.73');
  });
});
