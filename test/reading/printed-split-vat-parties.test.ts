import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../main/reading/qa/normalize';
import { ask, printedPage, type Row } from './positioned-page';

// Totals and parties as real invoices print them, on pages laid out as a PDF's text layer gives
// them. Indian GST invoices split the tax into CGST and SGST (half each) and often print no net
// beside them (see the "india:" pages of real-label-pages.ts); "Bill to" blocks print the
// contact's name over the company's; British and Australian invoices qualify totals with
// "exclusive of VAT" / "(ex GST)". Values are ours, chosen so that net + VAT = gross.

const amount = (doc: ReturnType<typeof printedPage>, q: string): number | null => {
  const a = ask(doc, q);
  return a === null ? null : parseAmount(a.replace(/[^\d.,()-]/g, ''));
};

const INDIAN_HEAD: Row[] = [
  'Sharma Traders Pvt Ltd',
  '12 MG Road',
  'Bengaluru 560001',
  '',
  'TAX INVOICE',
  '',
];

describe('VAT split over CGST and SGST with no net printed beside them', () => {
  it('is the sum of the halves when each half is its rate of the rest', () => {
    const doc = printedPage([
      ...INDIAN_HEAD,
      [
        [50, 'Description'],
        [300, 'Qty'],
        [400, 'Rate'],
        [500, 'Amount'],
      ],
      [
        [50, 'Steel rack'],
        [300, '2'],
        [400, '500.00'],
        [500, '1,000.00'],
      ],
      '',
      [
        [350, 'CGST @ 9%'],
        [500, '90.00'],
      ],
      [
        [350, 'SGST @ 9%'],
        [500, '90.00'],
      ],
      [
        [350, 'Grand Total'],
        [500, 'Rs 1,180.00'],
      ],
    ]);
    expect(amount(doc, 'What is the total VAT?')).toBe(180);
    expect(amount(doc, 'What is the amount due?')).toBe(1180);
    // The net is the lines' amount the gross less both halves leaves.
    expect(amount(doc, 'What is the total excluding VAT?')).toBe(1000);
    expect(ask(doc, 'What is the flight number?')).toBeNull();
  });

  it('is the sum when the gross less the halves is an amount the page prints', () => {
    const doc = printedPage([
      ...INDIAN_HEAD,
      [
        [50, 'Steel rack'],
        [500, '2,000.00'],
      ],
      '',
      [
        [350, 'CGST'],
        [500, '180.00'],
      ],
      [
        [350, 'SGST'],
        [500, '180.00'],
      ],
      [
        [350, 'Total'],
        [500, '2,360.00'],
      ],
    ]);
    expect(amount(doc, 'What is the total VAT?')).toBe(360);
    expect(amount(doc, 'What is the total excluding VAT?')).toBe(2000);
  });

  it('does not add a VAT line to the total VAT that repeats it', () => {
    const doc = printedPage([
      'Muster Handel GmbH',
      'Hauptstraße 1',
      '12345 Berlin',
      '',
      'Rechnung',
      '',
      [
        [50, 'Beratung'],
        [500, '100,00'],
      ],
      '',
      [
        [350, 'USt. 19%'],
        [500, '19,00'],
      ],
      [
        [350, 'Summe USt.'],
        [500, '19,00'],
      ],
      [
        [350, 'Rechnungsbetrag'],
        [500, '119,00'],
      ],
    ]);
    expect(amount(doc, 'Wie hoch ist die Umsatzsteuer insgesamt?')).toBe(19);
  });
});

describe('totals qualified by whether the VAT is in them', () => {
  const page = (rows: [string, string][]) =>
    printedPage([
      'Azure Interior Ltd',
      '4557 De Silva St',
      'London EC1A 1BB',
      '',
      'INVOICE',
      'Invoice No: 4711',
      '',
      ...rows.map(([label, value]): Row => [
        [350, label],
        [500, value],
      ]),
    ]);

  it('reads "exclusive of VAT" as the net and "inclusive of VAT" as the gross', () => {
    const doc = page([
      ['Total exclusive of VAT', '£100.00'],
      ['VAT @ 20%', '£20.00'],
      ['Total inclusive of VAT', '£120.00'],
    ]);
    expect(amount(doc, 'What is the total excluding VAT?')).toBe(100);
    expect(amount(doc, 'What is the total including VAT?')).toBe(120);
    expect(amount(doc, 'What is the amount due?')).toBe(120);
    expect(amount(doc, 'What is the total VAT?')).toBe(20);
  });

  it('reads "Subtotal (ex GST)" and "Total excl. VAT" as the net, never the amount due', () => {
    const gst = page([
      ['Subtotal (ex GST)', '$100.00'],
      ['GST', '$10.00'],
      ['Total', '$110.00'],
    ]);
    expect(amount(gst, 'What is the total excluding VAT?')).toBe(100);
    expect(amount(gst, 'What is the amount due?')).toBe(110);
    const vat = page([
      ['Total excl. VAT', '€200.00'],
      ['VAT 21%', '€42.00'],
      ['Amount due', '€242.00'],
    ]);
    expect(amount(vat, 'What is the total excluding VAT?')).toBe(200);
    expect(amount(vat, 'What is the amount due?')).toBe(242);
  });
});

describe('VAT lines that say the VAT is added, and totals that say it is left out', () => {
  const rows = (lines: [string, string][]): Row[] =>
    lines.map(([label, value]): Row => [
      [350, label],
      [500, value],
    ]);

  it('reads "Plus VAT" as the VAT and "Excl. VAT" as the net', () => {
    const head: Row[] = [
      'Azure Interior Ltd',
      '1 High St',
      'London EC1A 1BB',
      '',
      'INVOICE',
      'Invoice No: 4711',
      '',
    ];
    const plus = printedPage([
      ...head,
      ...rows([
        ['Total', '£100.00'],
        ['Plus VAT @ 20%', '£20.00'],
        ['Total due', '£120.00'],
      ]),
    ]);
    expect(amount(plus, 'What is the total VAT?')).toBe(20);
    expect(amount(plus, 'What is the amount due?')).toBe(120);
    const excl = printedPage([
      ...head,
      ...rows([
        ['Excl. VAT', '£100.00'],
        ['VAT 20%', '£20.00'],
        ['Amount due', '£120.00'],
      ]),
    ]);
    expect(amount(excl, 'What is the total excluding VAT?')).toBe(100);
    expect(amount(excl, 'What is the total VAT?')).toBe(20);
  });

  it('reads a VAT word led by "incl." or "zzgl." and its rate as the VAT line', () => {
    const head: Row[] = [
      'Muster Handel GmbH',
      'Hauptstraße 1',
      '12345 Berlin',
      '',
      'Rechnung',
      'Nr. 4711',
      '',
    ];
    const inkl = printedPage([
      ...head,
      ...rows([
        ['Gesamtbetrag', '119,00 €'],
        ['inkl. 19% MwSt.', '19,00 €'],
      ]),
    ]);
    expect(amount(inkl, 'Wie hoch ist die Umsatzsteuer insgesamt?')).toBe(19);
    expect(amount(inkl, 'Wie hoch ist der zu zahlende Betrag?')).toBe(119);
    const zzgl = printedPage([
      ...head,
      ...rows([
        ['Warenwert', '100,00 €'],
        ['zzgl. 19 % MwSt.', '19,00 €'],
        ['Rechnungsbetrag', '119,00 €'],
      ]),
    ]);
    expect(amount(zzgl, 'Wie hoch ist die Umsatzsteuer insgesamt?')).toBe(19);
    expect(amount(zzgl, 'Wie hoch ist der Nettobetrag?')).toBe(100);
    const incl = printedPage([
      'Azure Interior Ltd',
      '1 High St',
      'London EC1A 1BB',
      '',
      'INVOICE',
      'Invoice No: 4711',
      '',
      ...rows([
        ['Total', '£120.00'],
        ['incl. VAT 20%', '£20.00'],
      ]),
    ]);
    expect(amount(incl, 'What is the total VAT?')).toBe(20);
    expect(amount(incl, 'What is the amount due?')).toBe(120);
  });

  it('does not read a total said to include the VAT, without a rate, as the VAT', () => {
    const doc = printedPage([
      'Azure Interior Ltd',
      '1 High St',
      'London EC1A 1BB',
      '',
      'INVOICE',
      'Invoice No: 4711',
      '',
      ...rows([['Incl. VAT', '£120.00']]),
    ]);
    expect(amount(doc, 'What is the total VAT?')).toBeNull();
  });

  it('reads "zuzüglich Umsatzsteuer" as the VAT', () => {
    const doc = printedPage([
      'Muster Handel GmbH',
      'Hauptstraße 1',
      '12345 Berlin',
      '',
      'Rechnung',
      'Rechnungsnummer: 4711',
      '',
      ...rows([
        ['Summe', '100,00 €'],
        ['zuzüglich Umsatzsteuer 19 %', '19,00 €'],
        ['Rechnungsbetrag', '119,00 €'],
      ]),
    ]);
    expect(amount(doc, 'Wie hoch ist die Umsatzsteuer insgesamt?')).toBe(19);
    expect(amount(doc, 'Wie hoch ist der zu zahlende Betrag?')).toBe(119);
  });
});

describe('a bill-to block with a contact and a company', () => {
  const page = (block: string[]) =>
    printedPage([
      'Azure Interior Ltd',
      '4557 De Silva St',
      'Fremont CA 94538',
      '',
      'INVOICE',
      'Invoice No: 4711',
      '',
      [[300, 'Bill to']],
      ...block.map((line): Row => [[300, line]]),
      '',
      [
        [350, 'Total'],
        [500, '$120.00'],
      ],
    ]);

  it('answers the company, not the contact joined to it', () => {
    const doc = page(['Jane Cooper', 'Northwind LLC', '12 Main Street', 'Springfield IL 62701']);
    expect(ask(doc, 'Who is the customer?')).toBe('Northwind LLC');
    expect(ask(doc, 'Who is the seller?')).toBe('Azure Interior Ltd');
  });

  it('keeps a person billed without a company', () => {
    const doc = page(['Jane Cooper', '12 Main Street', 'Springfield IL 62701']);
    expect(ask(doc, 'Who is the customer?')).toBe('Jane Cooper');
  });

  it('still joins a company name printed over two lines', () => {
    const doc = page(['MVM Musterhafter', 'Versicherungsverein Musterstadt a.G.', 'Musterstr. 12']);
    expect(ask(doc, 'Who is the customer?')).toBe('MVM Musterhafter Versicherungsverein Musterstadt a.G.');
  });
});
