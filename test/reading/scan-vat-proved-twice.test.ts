import { describe, expect, it } from 'vitest';
import { ask, asScan, printedPage, type Row } from './positioned-page';

// A scan's VAT figure OCR misread past reading back (a digit read as another: "60155" of 601,35;
// letters for digits: "5P3775" of 5 237,75), the net and the gross read whole: the gross less the
// net is the VAT where the rate the VAT's line prints makes the same figure of the net. Two facts
// agree; no digit of the cell is read back. Else nothing is said.

// B-de-software as OCR read it.
const software = (vat: string, gross: string, rate = 'USt. 19%'): Row[] => [
  [[50, 'Kranich Software GmbH']],
  [[50, 'Rechnung RE-2024-0318']],
  '',
  [
    [50, 'FleetPilot Pro Lizenz, je Nutzer/Monat'],
    [300, '25'],
    [360, '39,00 €'],
    [460, '975,00 €'],
  ],
  [
    [50, 'Support-Paket Premium (Februar)'],
    [300, '1'],
    [360, '450,00 €'],
    [460, '450,00 €'],
  ],
  [
    [50, 'Anpassung SAP-Schnittstelle (Std.)'],
    [300, '14'],
    [360, '120,00 €'],
    [460, '1.680,00 €'],
  ],
  [
    [50, 'Cloud-Speicher Zusatz 500 GB'],
    [300, '2'],
    [360, '30,00 €'],
    [460, '60,00 €'],
  ],
  '',
  [
    [330, 'Zwischensumme'],
    [460, '3.165,00 €'],
  ],
  [
    [330, rate],
    [460, vat],
  ],
  [
    [330, 'Gesamtbetrag'],
    [460, gross],
  ],
];

// B-no-invoice's totals as OCR read them.
const norsk = (vat: string): Row[] => [
  [[50, 'Fjordtech AS']],
  [[50, 'Faktura 2024-117']],
  '',
  [
    [50, 'Konsulentbistand mars'],
    [300, '16'],
    [360, '1 150,00'],
    [460, '18 400,00'],
  ],
  [
    [50, 'Reisekostnader'],
    [300, '1'],
    [360, '2 551,00'],
    [460, '2 551,00'],
  ],
  '',
  [
    [330, 'Sum eks. mva'],
    [460, '20 951,00'],
  ],
  [
    [330, 'MVA 25 %'],
    [460, vat],
  ],
  [
    [330, 'Å betale'],
    [460, '26 188,75'],
  ],
];

describe("a scan's VAT misread, shown by its net and gross", () => {
  it('answers the gross less the net where the rate makes it ("60155" of 601,35)', () => {
    const scan = asScan(printedPage(software('60155 €', '3.766,35 €')));
    expect(ask(scan, 'Wie viel Umsatzsteuer?')).toBe('601,35');
    expect(ask(scan, 'What is the VAT amount?')).toBe('601,35');
  });

  it('answers it where letters stand for digits ("5P3775" of 5 237,75)', () => {
    const scan = asScan(printedPage(norsk('5P3775')));
    expect(ask(scan, 'Hvor mye mva?')).toBe('5237,75');
  });

  it('says nothing where the difference is not the rate of the net', () => {
    const scan = asScan(printedPage(software('60155 €', '3.766,55 €')));
    expect(ask(scan, 'Wie viel Umsatzsteuer?')).toBeNull();
  });

  it('says nothing where the VAT line prints no rate', () => {
    const scan = asScan(printedPage(software('60155 €', '3.766,35 €', 'USt.')));
    expect(ask(scan, 'Wie viel Umsatzsteuer?')).toBeNull();
  });

  it('gives no VAT of one item for the VAT shown so', () => {
    const scan = asScan(printedPage(software('60155 €', '3.766,35 €')));
    expect(ask(scan, 'Wie viel MwSt. entfällt auf das Support-Paket?')).toBeNull();
    expect(ask(scan, 'How much VAT is on the cloud storage?')).toBeNull();
  });

  it('reads back nothing on a text layer, which prints what its maker wrote', () => {
    const typed = printedPage(software('60155 €', '3.766,35 €'));
    expect(ask(typed, 'Wie viel Umsatzsteuer?')).not.toBe('601,35');
  });
});
