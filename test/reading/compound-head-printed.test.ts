import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// A compound asked that only opens with a word the page prints, its head a thing the page never
// prints: "skifteattesten" (a probate certificate) of a lawyer's invoice whose subject line says
// "privat skifte". Its date is that certificate's, and the invoice's date answered it falsely. A
// head saying whose ("Rechnungsaussteller") or printed itself ("strømavtalen") stays answered.

describe('a compound whose head the page does not print', () => {
  it("is no date of a lawyer's invoice that only prints the compound's opening", () => {
    const invoice = page('AV-no-faktura-advokat-akonto');
    expect(ask(invoice, 'Hvilken dato ble skifteattesten utstedt?')).toBeNull();
    expect(ask(invoice, 'Hvilken dato ble fakturaen utstedt?')).toBe('06.03.2026');
  });

  it('stays answered where its head says whose or is printed', () => {
    expect(
      ask(page('AJ-de-at-rechnung-elektriker'), 'Welches Unternehmen ist der Rechnungsaussteller?'),
    ).toBe('Pölzl Elektrotechnik GmbH');
    expect(ask(page('AO-no-faktura-strom'), 'Hvem står som kunde på strømavtalen?')).toBe('Ingrid Solheim');
  });

  it('generalises to a subject line of other words', () => {
    const estate = printedPage([
      [[50, 'Kanzlei Berger & Roth']],
      [[50, 'Lindenallee 3, 50668 Köln']],
      '',
      [[50, 'Herrn Paul Kuhn']],
      [[50, 'Gartenweg 8, 50999 Köln']],
      '',
      [
        [50, 'RECHNUNG'],
        [340, 'Rechnungsdatum'],
        [445, '14.04.2026'],
      ],
      [
        [340, 'Rechnungsnr.'],
        [445, 'R-2026-118'],
      ],
      [[50, 'Betreff: Nachlass Erwin Kuhn']],
      '',
      [
        [50, 'Beratung und Vertretung'],
        [500, '1.200,00'],
      ],
      [
        [300, 'Netto'],
        [500, '1.200,00'],
      ],
      [
        [300, 'USt. 19 %'],
        [500, '228,00'],
      ],
      [
        [300, 'Gesamtbetrag'],
        [500, '1.428,00'],
      ],
    ]);
    expect(ask(estate, 'Welches Datum hat der Nachlassbescheid?')).toBeNull();
    expect(ask(estate, 'Wann wurde der Nachlassbescheid ausgestellt?')).toBeNull();
    expect(ask(estate, 'An welchem Datum wurde die Rechnung ausgestellt?')).toBe('14.04.2026');
  });
});
