import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// The VAT asked is the VAT lines the page prints, read where they stand: dotted leaders lead to
// the figure (no blank to fill in), every rate's line counts toward the total, a line of sales
// bearing no VAT is none of it, a sentence after another may state it, and a region's code may
// open a sales tax's line.

describe('VAT lines read as printed', () => {
  it('sums the rates of a gardener whose 9 % line leads by dots to its figure', () => {
    const page = typedPage('AX-nl-factuur-hovenier');
    expect(ask(page, 'Btw totaal?')).toBe('281,07');
    expect(ask(page, 'Hoeveel btw wordt er in totaal berekend?')).toBe('281,07');
    expect(ask(page, 'What is the total VAT (21% plus 9%)?')).toBe('281,07');
  });

  it('sums dotted VAT lines of two rates on a page of its own', () => {
    const page = printedPage([
      'Brook Joinery Ltd',
      'Invoice 5512   Date 02/03/2026',
      [
        [50, 'Oak shelving'],
        [500, '£ 400.00'],
      ],
      [
        [50, 'Fuel saving insulation'],
        [500, '£ 100.00'],
      ],
      [
        [290, 'Net total ......................'],
        [500, '£ 500.00'],
      ],
      [
        [290, 'VAT 20% on £ 400.00 ............'],
        [500, '£ 80.00'],
      ],
      [
        [290, 'VAT 5% on £ 100.00 .............'],
        [505, '£ 5.00'],
      ],
      [
        [290, 'Total ..........................'],
        [500, '£ 585.00'],
      ],
    ]);
    expect(ask(page, 'Total VAT?')).toBe('85.00');
    expect(ask(page, 'How much VAT is charged in all?')).toBe('85.00');
  });

  it('leaves a blank to fill in blank', () => {
    const page = printedPage([
      'Brook Joinery Ltd',
      'Delivery note 77',
      [
        [50, 'Signature ............'],
        [300, 'Date ............'],
      ],
    ]);
    expect(ask(page, 'Date?')).toBeNull();
  });

  it('reads the GST of a chemist, not its GST-free sales', () => {
    const page = typedPage('AY-en-au-receipt-chemist');
    expect(ask(page, 'GST?')).toBe('2.79');
    expect(ask(page, 'What is the total tax on this receipt?')).toBe('2.79');
  });

  it('answers no VAT from a line of sales that bore none', () => {
    const page = printedPage([
      'CORNER CHEMIST',
      '12/03/2026',
      [
        [50, 'BANDAGES'],
        [300, '12.00'],
      ],
      [
        [50, 'TOTAL'],
        [300, '12.00'],
      ],
      [
        [50, 'GST-free sales'],
        [300, '12.00'],
      ],
    ]);
    expect(ask(page, 'GST?')).not.toBe('12.00');
  });

  it('reads the GST a sentence after another states', () => {
    expect(ask(typedPage('AX-en-au-tax-invoice-pool-maintenance'), 'GST?')).toBe('28.64');
    const page = printedPage([
      'Harbour Window Cleaning',
      'Tax invoice 311   4 March 2026',
      [
        [50, 'Windows inside and out'],
        [500, '$110.00'],
      ],
      [
        [340, 'Total'],
        [500, '$110.00'],
      ],
      'Thank you for your business. Total includes GST of $10.00.',
    ]);
    expect(ask(page, 'How much GST?')).toBe('10.00');
    expect(ask(page, 'Total?')).toBe('110.00');
  });

  it("reads a state's sales tax line", () => {
    expect(ask(typedPage('AY-en-us-receipt-pizzeria'), 'Tax?')).toBe('4.03');
    const page = printedPage([
      'TACO SHACK',
      '03/21/2026',
      [
        [50, '2 BURRITO'],
        [300, '20.00'],
      ],
      [
        [50, 'Subtotal'],
        [300, '20.00'],
      ],
      [
        [50, 'CA Sales Tax 7.25%'],
        [300, '1.45'],
      ],
      [
        [50, 'Total'],
        [300, '21.45'],
      ],
    ]);
    expect(ask(page, 'How much sales tax?')).toBe('1.45');
  });
});
