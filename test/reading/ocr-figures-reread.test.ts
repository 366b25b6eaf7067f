import { afterAll, describe, expect, it } from 'vitest';
import { stopOcr } from '../../main/reading/intake/ocr';
import { acceptedFigure, garbledFigure } from '../../main/reading/intake/ocr-figures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ask, type Row } from './positioned-page';
import { scannedRows as scanned } from './scanned-rows';

afterAll(() => stopOcr());

const typedRows = (id: string): Row[] =>
  (
    JSON.parse(
      readFileSync(
        join(new URL('.', import.meta.url).pathname, `../fixtures/typed-by-others/${id}.json`),
        'utf8',
      ),
    ) as { rows: Row[] }
  ).rows;

describe('garbled money figures read again from their own box', () => {
  it('an electrician’s bill scanned at 200 dpi: the net, the amount due and a unit price whole', async () => {
    // Read with the page, tesseract gave 'Tol2,57€' for 1.612,57 €, '17355 10E' for 1.355,10 €
    // and '2 95E' for 2,95 €: the amount due was unread.
    const doc = await scanned(typedRows('A-de-handwerk'));
    const words = doc.pages.flatMap((p) => p.words.map((w) => w.text));
    expect(words).toContain('1.612,57€');
    expect(words).toContain('1.355,10€');
    expect(words).toContain('2,95€');
    expect(ask(doc, 'Wie hoch ist der Rechnungsbetrag?')).toBe('1.612,57');
    // Numbers that are no money figure stay as read: the customer number, the register number.
    expect(words).toContain('10458');
    expect(words).toContain('118452');
  }, 120_000);

  it('takes a re-read only when it is a well-formed figure agreeing with the first read', () => {
    expect(garbledFigure(['Tol2,57€'])).toBe(true);
    expect(garbledFigure(['17355', '10E'])).toBe(true);
    expect(garbledFigure(['221724'])).toBe(true);
    // Figures as printed, a currency's code before one, quantities, years and references are not.
    expect(garbledFigure(['1.612,57€'])).toBe(false);
    expect(garbledFigure(['1', '806,00'])).toBe(false);
    expect(garbledFigure(['P8,921.00'])).toBe(false);
    expect(garbledFigure(['12x0,71'])).toBe(false);
    expect(garbledFigure(['X395'])).toBe(false);
    expect(garbledFigure(['2024'])).toBe(false);
    expect(garbledFigure(['R-24-0312'])).toBe(false);
    expect(acceptedFigure('Tol2,57€', '1.612,57 €\n')).toBe('1.612,57€');
    expect(acceptedFigure('221724', '221,24')).toBe('221,24');
    // Other cents, digits out of order, no figure, or separators set among a number's digits unsure.
    expect(acceptedFigure('Tol2,57€', '1.612,75 €')).toBeNull();
    expect(acceptedFigure('M5679', '9.876,79')).toBeNull();
    expect(acceptedFigure('17355 10E', '135510')).toBeNull();
    expect(acceptedFigure('10458', '104,58', 60)).toBeNull();
  });
});
