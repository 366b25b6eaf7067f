import { describe, expect, it } from 'vitest';
import { ask, asScan, printedPage, scannedAs, type Row } from './positioned-page';

// A scan's reader loses the space or colon that parts a key from what follows it:
// 1. "Rechnungsnummer:2026-0147" read as one word: the key is found, its value inside it, and the
//    number of the next key down ("Kundennummer: K-1083") was answered instead.
// 2. "N° TPS 814273561" for "N° TPS : 814273561": the bare "N°" was read as the receipt's number
//    key, and the tax's registration answered as the receipt's number.

describe('a key run together with its value at the colon', () => {
  const rows = (numberCell: [number, string][]): Row[] => [
    [[50, 'TISCHLEREI WALLNER GmbH']],
    [[50, 'Salzburger Straße 41, 4840 Vöcklabruck']],
    '',
    [[50, 'RECHNUNG']],
    numberCell,
    [
      [50, 'Kundennummer:'],
      [150, 'K-1083'],
    ],
    '',
    [
      [50, 'Montage vor Ort'],
      [430, '589,00'],
    ],
    [
      [50, 'Rechnungsbetrag €'],
      [430, '589,00'],
    ],
  ];

  it('answers the number inside the word, not the next key down (AN-de)', () => {
    const glued = asScan(printedPage(rows([[50, 'Rechnungsnummer:2026-0147']])));
    expect(ask(glued, 'Rechnungsnr.?')).toBe('2026-0147');
    expect(ask(glued, 'What is the invoice number?')).toBe('2026-0147');
    expect(ask(glued, 'Kundennummer?')).toBe('K-1083');
  });

  it('keeps a clock time and a web address whole (own wording)', () => {
    const page = asScan(printedPage(rows([[50, 'Geöffnet 8:30 bis 17:00 https://wallner.at']])));
    expect(ask(page, 'Rechnungsnr.?')).toBeNull();
  });
});

describe('a number key before a tax name, its colon lost', () => {
  it("answers the receipt's own number, not the tax's registration (AG-fr)", () => {
    const page = scannedAs('AG-fr-recu-fleuriste', {
      'Reçu n°': 'Reçü n°',
      'N° TPS : 814273561 RT0001': 'N° TPS 814273561 RT0001',
      'N° TVQ : 1227845093 TQ0001': 'N° TVQ 1227845093 TQ0001',
    });
    expect(ask(page, 'Quel est le numéro du reçu ?')).toBe('10-58842');
    expect(ask(page, 'What is the receipt number?')).toBe('10-58842');
  });

  it('answers no document number where only the tax registrations are numbered (own wording)', () => {
    const page = asScan(
      printedPage([
        [[50, 'Atelier Floral Marguerite']],
        [[50, 'Montréal (Québec) H2J 2K8']],
        '',
        [
          [50, 'Bouquet'],
          [300, '65,00'],
        ],
        [
          [50, 'TOTAL'],
          [300, '65,00'],
        ],
        [[50, 'N° TPS 814273561 RT0001']],
        [[50, 'N° TVQ 1227845093 TQ0001']],
      ]),
    );
    expect(ask(page, 'Quel est le numéro du reçu ?')).toBeNull();
  });
});
