import { describe, expect, it } from 'vitest';
import { ask, asScan, printedPage, scannedAs, typedPage, type Row } from './positioned-page';

/**
 * A letterhead's tagline read by OCR without its dots ("Zeitungen  Tabak  Getränke  Lotto" of
 * "Zeitungen · Tabak · Getränke · Lotto"): their room is left, two spaces' width here. It says what
 * the business does, as it does with its dots, and names no issuer; nor is its first word
 * ("Verkauf", a seller's word too) a label whose value is the rest.
 */
const dotsDropped = (id: string, line: string) => scannedAs(id, { [line]: line.replace(/ · /g, '  ') });

describe("a scan's tagline whose dots OCR dropped", () => {
  it('is no letterhead name over the shop', () => {
    const page = dotsDropped('BC-de-kassenbon-kiosk', '~ Zeitungen · Tabak · Getränke · Lotto ~');
    expect(ask(page, 'Händler?')).toBe('KIOSK AM SÜDRING');
    expect(ask(page, 'Wie heißt der Kiosk?')).toBe('KIOSK AM SÜDRING');
  });

  it('is no letterhead name over an invoice', () => {
    const page = dotsDropped('AZ-sv-faktura-kursavgift', 'Utbildning · Arbetsmiljö · Ledarskap');
    expect(ask(page, 'Leverantör?')).toBe('Kompetensbron Utbildning AB');
    // Nor the customer's window, once the issuer is named below.
    expect(ask(page, 'Kund?')).toBe('Lindqvist & Berg Redovisning AB');
  });

  it("is no seller's label and its value", () => {
    const page = dotsDropped('AG-de-kassenbon-velo', 'Verkauf · Reparatur · E-Bikes');
    expect(ask(page, 'Verkäufer?')).toBe('VELO KÄLIN GmbH');
    expect(ask(page, 'Which shop issued this receipt?')).toBe('VELO KÄLIN GmbH');
  });

  it('takes a letter-spaced name over a tagline, its words a gap apart, for the issuer', () => {
    // "E L E K T R O T E C H N I K   P Ö L Z L" read "ELEKTROTECHNIK   PÖLZL": two words, no list.
    const page = scannedAs('AJ-de-at-rechnung-elektriker', {
      'E L E K T R O T E C H N I K   P Ö L Z L': 'ELEKTROTECHNIK  PÖLZL',
      'Installationen · Photovoltaik · Anlagenprüfung': 'Installationen  Photovoltaik  Anlagenprüfung',
    });
    expect(ask(page, 'Lieferant?')).toBe(ask(typedPage('AJ-de-at-rechnung-elektriker'), 'Lieferant?'));
    expect(ask(page, 'Lieferant?')).not.toBeNull();
  });

  it("still reads a seller's label with its name on a scan", () => {
    const rows: Row[] = [
      [[50, 'RECHNUNG']],
      [[50, 'Verkäufer: Holzbau Kern GmbH']],
      [
        [50, 'Rechnungsnummer'],
        [200, 'HK-2231'],
      ],
      '',
      [
        [50, 'Beschreibung'],
        [300, 'Menge'],
        [400, 'Betrag'],
      ],
      [
        [50, 'Dachlatten'],
        [300, '20'],
        [400, '140,00'],
      ],
      [
        [300, 'Summe'],
        [400, '140,00'],
      ],
    ];
    expect(ask(asScan(printedPage(rows)), 'Verkäufer?')).toBe('Holzbau Kern GmbH');
  });
});
