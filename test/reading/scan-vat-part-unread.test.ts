import { describe, expect, it } from 'vitest';
import { ask, asScan, ocrReadPage, printedPage, type Row } from './positioned-page';

// A scan's VAT split over parts (CGST + SGST, GST + PST, a GST summary's columns) where OCR could
// not read one part's figure: the part read is half the VAT or less, and given for the total it
// is booked so. Nothing is said; asked by its rate, the part read is still what is asked.

const bill = (gst: string, pst: string): Row[] => [
  [[50, 'HARBOUR KITCHEN']],
  [[50, '2219 West 4th Avenue, Vancouver BC']],
  '',
  [
    [50, 'Halibut & chips'],
    [300, '64.00'],
  ],
  [
    [50, 'Pinot Gris 6oz'],
    [300, '30.50'],
  ],
  [
    [50, 'Subtotal'],
    [300, '94.50'],
  ],
  [
    [50, 'GST 5%'],
    [300, gst],
  ],
  [
    [50, 'PST 10% (liquor)'],
    [300, pst],
  ],
  [
    [50, 'TOTAL'],
    [300, '102.28'],
  ],
];

describe("a scan's VAT part beside a part OCR could not read", () => {
  it('says nothing for the total where the CGST line reads "CGSTOR 5% 65M0" (P-en-in)', () => {
    const page = asScan(ocrReadPage('P-en-in-restaurant-bill'), 0.87);
    expect(ask(page, 'How much GST was charged in total?')).toBeNull();
    expect(ask(page, "What's the total tax on this bill?")).toBeNull();
  });

  it('says nothing where the GST figure reads "623" over the PST (AE-ca)', () => {
    const page = asScan(ocrReadPage('AE-ca-bc-restaurant-receipt'), 0.87);
    expect(ask(page, 'How much tax was charged in total?')).toBeNull();
    expect(ask(page, 'GST+PST?')).toBeNull();
  });

  it('generalises: a GST line misread over a PST line read', () => {
    const scan = asScan(printedPage(bill('4,7S', '3.05')));
    expect(ask(scan, 'How much tax in total?')).toBeNull();
    // Read whole, the parts add up to the total: their sum answers.
    const read = asScan(printedPage(bill('4.73', '3.05')));
    expect(ask(read, 'How much tax in total?')).toBe('7.78');
  });

  it("answers one rate's line where that rate is asked", () => {
    const scan = asScan(printedPage(bill('4,7S', '3.05')));
    expect(ask(scan, 'PST 10%?')).toBe('3.05');
  });

  // Q-nl-factuur-webshop as OCR read it: the net "LASIli," and the gross "€285" unread. Each rate's
  // line prints its base and is its rate of it, so their sum is the VAT (15,02, the page's truth);
  // a line that is not its rate of its base leaves the sum unshown (vat-split-lines.ts).
  it("says nothing for the total where two rates' lines read, no total shows their sum and a line is not its rate of its base", () => {
    const rows = (net: string, high = '€ 8,48'): Row[] => [
      [[50, 'Theekist B.V.']],
      '',
      [
        [300, 'Subtotaal'],
        [450, '€ 121,18'],
      ],
      [
        [300, 'Totaal excl. btw'],
        [450, net],
      ],
      [
        [300, 'Btw 9% over € 72,71'],
        [450, '€ 6,54'],
      ],
      [
        [300, 'Btw 21% over € 40,40'],
        [450, high],
      ],
      [
        [300, 'Totaal incl btw'],
        [450, '€285'],
      ],
    ];
    const proven = asScan(printedPage(rows('LASIli,')));
    expect(ask(proven, 'What is the total VAT?')).toBe('15,02');
    const scan = asScan(printedPage(rows('LASIli,', '€ 8,43')));
    expect(ask(scan, 'Hoeveel btw staat er op de factuur?')).toBeNull();
    expect(ask(scan, 'What is the total VAT?')).toBeNull();
    // Asked by its rate, the rate's line answers.
    expect(ask(proven, 'Btw 21%?')).toBe('8,48');
  });

  it("says nothing where one rate's line stands in a block of four read parts (India's 9% and 6%)", () => {
    const part = (name: string, rate: string, amount: string): Row => [
      [50, `Output ${name}`],
      [200, rate],
      [450, amount],
    ];
    const scan = asScan(
      printedPage([
        [[50, 'SHREE TRADERS TAX INVOICE']],
        '',
        [
          [50, 'Taxable Value'],
          [450, '96,?40.00'],
        ],
        part('CGST', '9%', '6,411.60'),
        part('SGST', '9%', '6,411.60'),
        part('CGST', '6%', '1,476.00'),
        part('SGST', '6%', '1,476.00'),
        [
          [50, 'Grand Total'],
          [450, '1,1Z,615.20'],
        ],
      ]),
    );
    expect(ask(scan, 'How much GST have they charged altogether?')).toBeNull();
  });
});
