import { describe, expect, it } from 'vitest';
import { ask, asScan, printedPage, scannedAs, typedPage, type Row } from './positioned-page';

// OCR at 200 dpi loses a total's leading digit ("715,86€" for 1.715,86) or misreads one ("2,185.55"
// for 2,785.55). The page's own arithmetic tells: a gross below the net it includes is no gross, and
// a figure whose digits end what the net and its rate (or the gross less a deposit) make lost its
// leading ones. Such a figure is never answered; the sum the page shows is, or nothing.

describe("a scan's total that lost a digit", () => {
  it('gives back the gross whose last digits were read, where net and rate make it', () => {
    const doc = scannedAs('R-de-rechnung-elektro', { '1.715,86 €': '715,86€', '273,96 €': '' });
    expect(ask(doc, 'Wie hoch ist der Rechnungsbetrag?')).toBe('1715,86');
    expect(ask(typedPage('R-de-rechnung-elektro'), 'Wie hoch ist der Rechnungsbetrag?')).toBe('1.715,86');
  });

  it('gives back the rest to pay, the gross less the deposit printed between them', () => {
    const doc = scannedAs('AR-fr-facture-garage', { '1 095,92 €': '95,92€', '- 400,00 €': '400,00 €' });
    expect(ask(doc, 'Net à payer ?')).toBe('1095,92');
    // A figure read with a leading zero ('095,92') is no amount at all (values.ts): nothing is said.
    const zero = scannedAs('AR-fr-facture-garage', { '1 095,92 €': '095,92€', '- 400,00 €': '400,00 €' });
    expect(ask(zero, 'Net à payer ?')).toBeNull();
    expect(ask(doc, 'Total TTC ?')).toBe('1 495,92');
  });

  it('answers the printed sum of net and VAT for a gross read below the net', () => {
    const doc = scannedAs('C-en-ca-office', { '2,785.55': '2,185.55' });
    expect(ask(doc, 'Amount to pay including HST?')).toBe('2,785.55');
  });

  const invoice = (total: string): Row[] => [
    'Harbour Joinery Ltd',
    [
      [50, 'Invoice no.'],
      [150, 'HJ-2291'],
    ],
    '',
    [
      [50, 'Oak shelving, fitted'],
      [450, '1,200.00'],
    ],
    '',
    [
      [300, 'Subtotal'],
      [450, '1,200.00'],
    ],
    [
      [300, 'VAT 20%'],
      [450, '240.00'],
    ],
    [
      [300, 'Total'],
      [450, total],
    ],
  ];

  it('reads the gross a leading digit short back on a page of its own', () => {
    expect(ask(asScan(printedPage(invoice('440.00'))), 'What is the invoice total?')).toBe('1440.00');
  });

  it('answers nothing where no figure the page shows makes the misread gross', () => {
    expect(ask(asScan(printedPage(invoice('1,140.00'))), 'What is the invoice total?')).toBeNull();
  });

  it("keeps a text layer's total as printed", () => {
    expect(ask(printedPage(invoice('1,140.00')), 'What is the invoice total?')).toBe('1,140.00');
  });
});

describe("one rate's row of a scan's VAT table whose rates print their sign in the heading", () => {
  it('gives no single row for the total VAT (the other row and the sum row misread)', () => {
    const doc = scannedAs('AY-sv-kvitto-blomsterhandel', { '20,25': '', '168,75': '', '735,15': '' });
    expect(ask(doc, 'Moms totalt?')).not.toBe('141,60');
    expect(ask(typedPage('AY-sv-kvitto-blomsterhandel'), 'Moms totalt?')).toBe('161,85');
  });

  const till = (rows: Row[]): Row[] => [
    'KIOSK SENTRUM',
    [
      [50, 'BRUS 0,5L'],
      [300, '29,90'],
    ],
    [
      [50, 'AVIS'],
      [300, '40,00'],
    ],
    [
      [50, 'TOTALT'],
      [300, '69,90'],
    ],
    '',
    ...rows,
  ];

  it('sets a rate row aside on a page of its own', () => {
    const rows: Row[] = [
      [
        [50, 'GRUNNLAG'],
        [150, 'MVA%'],
        [220, 'MVA'],
        [300, 'BELØP'],
      ],
      [
        [50, '26,16'],
        [150, '15'],
        [220, '3,92'],
        [300, '30,08'],
      ],
      [
        [50, '40,00'],
        [150, '0'],
        [220, '0,00'],
        [300, '40,00'],
      ],
      [
        [50, '3l,85'],
        [150, '25'],
        [220, '7,96'],
        [300, '39,81'],
      ],
    ];
    expect(ask(asScan(printedPage(till(rows))), 'Hvor mye MVA er det totalt?')).not.toBe('3,92');
  });
});

describe("a total's label past another's on its line", () => {
  it("does not take the next label's figure for its own", () => {
    const doc = scannedAs('AM-ie-invoice-garage', { '€82.93': '€82193' });
    expect(ask(doc, 'VAT total?')).not.toBe('453.10');
    expect(ask(typedPage('AM-ie-invoice-garage'), 'VAT total?')).toBe('82.93');
  });

  it("takes its figure past its own parenthesis OCR split off ('(INCL | GST @6%)')", () => {
    const rows: Row[] = [
      'SUPER TEN CASH & CARRY SDN BHD',
      'TAX INVOICE',
      [
        [50, 'BERAS 10KG'],
        [400, '53.50'],
      ],
      [
        [50, 'CILI BOH 3KG'],
        [400, '7.90'],
      ],
      [
        [50, 'TOTAL SALES (INCL'],
        [160, 'GST @6%)'],
        [390, 'RM61.40'],
      ],
      [
        [50, 'NET TOTAL'],
        [390, 'RM61.40'],
      ],
    ];
    expect(ask(asScan(printedPage(rows)), 'What is the total?')).toBe('61.40');
    expect(ask(asScan(printedPage(rows)), 'How much was paid?')).toBe('61.40');
  });
});

describe("a signature's field whose blank OCR dropped", () => {
  it('is no customer: the name in the customer block is', () => {
    const doc = scannedAs('S-en-us-auto-repair', {
      'Customer Signature ______________________________': 'Customer Signature',
    });
    expect(ask(doc, 'Bill to?')).toBe('Dana R. Whitfield');
    expect(ask(doc, 'Who was invoiced?')).toBe('Dana R. Whitfield');
  });

  it('names no one on a page of its own, in any language', () => {
    const page = (sign: string): Row[] => [
      'Bäckerei Sonnenkorn GmbH',
      [
        [50, 'Rechnung Nr.'],
        [150, 'R-2291'],
      ],
      '',
      [
        [50, 'Brot, Gebäck'],
        [450, '42,00'],
      ],
      [
        [300, 'Gesamtbetrag'],
        [450, '42,00'],
      ],
      '',
      sign,
      'Vielen Dank für Ihren Einkauf',
    ];
    expect(ask(asScan(printedPage(page('Kunde Unterschrift'))), 'Wer ist der Kunde?')).toBeNull();
  });
});

describe("a scan's VAT that the net and gross around it contradict", () => {
  it('is not answered where the net at the one rate makes the gross and the VAT read is neither', () => {
    const doc = scannedAs('U-de-ch-rechnung-it', { '357.93': '257.93' });
    expect(ask(doc, 'MWST-Betrag?')).not.toBe('257.93');
    expect(ask(typedPage('U-de-ch-rechnung-it'), 'MWST-Betrag?')).toBe('357.93');
  });

  const invoice = (vat: string): Row[] => [
    'Harbour Joinery Ltd',
    [
      [50, 'Invoice no.'],
      [150, 'HJ-2291'],
    ],
    '',
    [
      [300, 'Net'],
      [450, '1,200.00'],
    ],
    [
      [300, 'VAT 20%'],
      [450, vat],
    ],
    [
      [300, 'Total'],
      [450, '1,440.00'],
    ],
  ];

  it('is answered where it is the rate of the net, and where a digit of it was misread by the net and gross', () => {
    expect(ask(asScan(printedPage(invoice('240.00'))), 'How much VAT?')).toBe('240.00');
    // The misread '210.00' is never the answer; the net and gross prove 240.00 at the line's 20 %
    // (vat-proved-twice.ts).
    expect(ask(asScan(printedPage(invoice('210.00'))), 'How much VAT?')).toBe('240.00');
  });
});

describe("a scan's amount due whose figure OCR dropped under a deduction", () => {
  it('is not the gross above the deposit', () => {
    const doc = scannedAs('X-de-rechnung-moebelhaus-anzahlung', { '3.193,56': '' });
    expect(ask(doc, 'Zahlbetrag?')).toBeNull();
    expect(ask(doc, 'How much is still to be paid?')).toBeNull();
    expect(ask(typedPage('X-de-rechnung-moebelhaus-anzahlung'), 'Zahlbetrag?')).toBe('3.193,56');
  });

  const invoice = (rest: string): Row[] => [
    'Harbour Joinery Ltd',
    [
      [50, 'Invoice no.'],
      [150, 'HJ-2291'],
    ],
    '',
    [
      [300, 'Subtotal'],
      [450, '1,200.00'],
    ],
    [
      [300, 'VAT 20%'],
      [450, '240.00'],
    ],
    [
      [300, 'Total'],
      [450, '1,440.00'],
    ],
    [
      [300, 'Less deposit paid'],
      [450, '-400.00'],
    ],
    [
      [300, 'Balance due'],
      [450, rest],
    ],
  ];

  it('answers the rest where it is read, and nothing where it is not', () => {
    expect(ask(asScan(printedPage(invoice('1,040.00'))), 'What is the balance due?')).toBe('1,040.00');
    expect(ask(asScan(printedPage(invoice(''))), 'What is the balance due?')).toBeNull();
  });
});
