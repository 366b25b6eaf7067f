import { describe, expect, it } from 'vitest';
import { ask, asScan, printedPage, type Row } from './positioned-page';

// A scan's totals whose figures OCR read as runs of digits, each separator dropped or read as a
// digit, one after the other: the net, the gross and what is left to pay after a deposit. Each is
// read back from the figures read whole or read back before it, only where its own cell shows
// every digit of the figure the arithmetic makes (the net's VAT at the printed rate, net + VAT,
// the gross less the deposit). Else nothing is said.

// O-fr-facture-artisan-renovation as OCR read it: the net, the gross and the rest to pay misread.
const artisan = (vat: string, due: string): Row[] => [
  [[50, 'SARL Boutet Rénovation']],
  [[50, 'Facture n° F-2024-0612']],
  '',
  [
    [50, 'Fourniture et pose faïence murale 30x60'],
    [300, '14,2'],
    [340, 'm2'],
    [380, '68,00'],
    [460, '965,60'],
  ],
  [
    [50, 'Fourniture et pose carrelage sol grès cérame'],
    [300, '6,3'],
    [340, 'm2'],
    [380, '74,00'],
    [460, '466,20'],
  ],
  [
    [50, 'Receveur de douche extra-plat 90x120'],
    [340, 'ens'],
    [380, '640,00'],
    [460, '640,00'],
  ],
  [
    [50, 'Paroi de douche fixe verre 8 mm'],
    [340, 'u'],
    [380, '495,00'],
    [460, '495,00'],
  ],
  '',
  [
    [330, 'Total HT'],
    [460, '325380'],
  ],
  [
    [330, 'TVA 10 %'],
    [460, vat],
  ],
  [
    [330, 'Total TTC'],
    [460, '3157918'],
  ],
  [
    [330, 'Acompte reçu le 05/06/2024'],
    [460, '-1 000,00'],
  ],
  [
    [330, 'NET À PAYER'],
    [460, due],
  ],
];

// I-de-rechnung-it-service as OCR read it: the net and the gross misread, the VAT read whole.
const itService = (vat: string): Row[] => [
  [[50, 'Netzwerk & IT-Service Kramer GmbH']],
  [[50, 'Rechnung RE-2024-0871']],
  '',
  [
    [50, 'Managed Service Arbeitsplatz, Okt. 2024'],
    [300, '12 Stk.'],
    [380, '39,00'],
    [460, '468,00'],
  ],
  [
    [50, 'Wartung Windows Server 2022, monatl'],
    [300, 'Pausch'],
    [380, '185,00'],
    [460, '185,00'],
  ],
  [
    [50, 'Remote-Support It. Ticketliste (Anlage)'],
    [300, '65 Std.'],
    [380, '95,00'],
    [460, '617,50'],
  ],
  '',
  [
    [330, 'Summe netto'],
    [460, '177590'],
  ],
  [
    [330, 'zzgl. 19 % USt.'],
    [460, vat],
  ],
  [
    [330, 'Rechnungsbetrag'],
    [460, '20113 32€'],
  ],
];

describe("a scan's totals read back one from another", () => {
  it('reads the net from its VAT at the rate, and the gross from both (I-de)', () => {
    const scan = asScan(printedPage(itService('337,42')));
    expect(ask(scan, 'Summe netto?')).toBe('1775,90');
    expect(ask(scan, 'Wie hoch ist der Rechnungsbetrag?')).toBe('2113,32');
  });

  it('says nothing where the VAT read is not the rate of the net shown (I-de)', () => {
    const scan = asScan(printedPage(itService('337,92')));
    expect(ask(scan, 'Summe netto?')).toBeNull();
    expect(ask(scan, 'Wie hoch ist der Rechnungsbetrag?')).toBeNull();
  });

  it('reads what is left to pay as the gross read back less the deposit (O-fr)', () => {
    const scan = asScan(printedPage(artisan('325,38', '2157918')));
    expect(ask(scan, 'Total HT ?')).toBe('3253,80');
    expect(ask(scan, 'Quel est le montant TTC ?')).toBe('3579,18');
    expect(ask(scan, 'Quel est le net à payer ?')).toBe('2579,18');
  });

  it('gives no item or other figure for the totals read back (O-fr)', () => {
    const scan = asScan(printedPage(artisan('325,38', '2157918')));
    expect(ask(scan, 'Combien coûte la paroi de douche ?')).toBe('495,00');
    expect(ask(scan, 'Quel est le montant de la prime CEE ?')).toBeNull();
    expect(ask(scan, "Quel est le montant de l'assurance décennale ?")).toBeNull();
  });

  it('says nothing of a rest to pay whose cell does not show the figure (O-fr)', () => {
    const scan = asScan(printedPage(artisan('325,38', '2157818')));
    expect(ask(scan, 'Quel est le net à payer ?')).toBeNull();
  });

  it('says nothing of the chain where the VAT does not make the net (O-fr)', () => {
    const scan = asScan(printedPage(artisan('325,18', '2157918')));
    expect(ask(scan, 'Total HT ?')).toBeNull();
    expect(ask(scan, 'Quel est le montant TTC ?')).toBeNull();
    expect(ask(scan, 'Quel est le net à payer ?')).toBeNull();
  });
});
