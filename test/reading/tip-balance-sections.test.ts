import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page, type Row } from './positioned-page';

// The sixteenth batch typed by others (AR-, AS-): a tip added on the card slip, a balance after a
// payment on account, a bill's sections of fees and disbursements, a total qualified by a named
// tax, a customer's kind named by a word of the seller's name, a quote the page never mentions.
// Each answer below was wrong before its change.

describe('a tip added on the card slip under the bill', () => {
  it('makes what left the card the total with the tip', () => {
    const slip = page('AR-sv-kvitto-restaurang');
    expect(ask(slip, 'Totalt betalt?')).toBe('1 553,00');
    expect(ask(slip, 'How much was charged to the card in total?')).toBe('1 553,00');
    expect(ask(slip, 'Moms totalt?')).toBe('181,86');
  });

  it('holds on a bill of another wording, and not where no tip is printed', () => {
    const rows = (tip: boolean): Row[] => [
      'THE HARBOUR KITCHEN',
      '12 Quay Street, Bristol',
      '14/03/2026',
      [
        [50, 'Fish and chips'],
        [300, '16.50'],
      ],
      [
        [50, 'Steak pie'],
        [300, '18.00'],
      ],
      [
        [50, 'AMOUNT DUE'],
        [300, '34.50'],
      ],
      [
        [50, 'VAT 20%'],
        [150, 'Net 28.75'],
        [300, '5.75'],
      ],
      '',
      [
        [50, 'CARD PAYMENT'],
        [300, 'VISA'],
      ],
      [
        [50, 'Sale'],
        [300, '34.50'],
      ],
      ...(tip
        ? [
            [
              [50, 'Gratuity'],
              [300, '5.00'],
            ] as Row,
            [
              [50, 'TOTAL'],
              [300, '39.50'],
            ] as Row,
          ]
        : []),
    ];
    expect(ask(printedPage(rows(true)), 'How much was charged to the card in total?')).toBe('39.50');
    expect(ask(printedPage(rows(false)), 'How much was charged to the card in total?')).toBe('34.50');
  });
});

describe('a balance after a payment on account', () => {
  it('is the balance due, no date and no account number', () => {
    const bill = page('AS-en-uk-solicitor-bill');
    expect(ask(bill, 'What balance is due on the bill after the payment on account?')).toBe('4,203.20');
    expect(ask(bill, 'When is the balance due?')).toBe('27 March 2026');
  });

  it('is answered on a page of its own wording', () => {
    const bill = printedPage([
      'HOLLIS & GRAY SOLICITORS',
      [
        [50, 'Invoice no.'],
        [300, 'HG-5512'],
      ],
      [
        [50, 'Professional fees'],
        [300, '900.00'],
      ],
      [
        [50, 'VAT at 20%'],
        [300, '180.00'],
      ],
      [
        [50, 'TOTAL'],
        [300, '1,080.00'],
      ],
      [
        [50, 'Less on account'],
        [300, '(200.00)'],
      ],
      [
        [50, 'BALANCE DUE'],
        [300, '880.00'],
      ],
    ]);
    expect(ask(bill, 'How much do we still owe after the payment on account?')).toBe('880.00');
  });
});

describe("a bill's fees and its disbursements, each closed by its own total", () => {
  it('counts the lines of both, a disbursement "paid on your behalf" too', () => {
    const bill = page('AS-en-uk-solicitor-bill');
    expect(ask(bill, 'How many billed line items does the invoice contain?')).toBe('8');
    expect(ask(bill, 'No. of items?')).toBe('8');
  });

  it('holds on a page of its own wording', () => {
    const bill = printedPage([
      'BRAMLEY LAW LLP',
      'INVOICE 7781',
      'FEES',
      [
        [50, 'Drafting the lease'],
        [400, '600.00'],
      ],
      [
        [50, 'Negotiating terms with the landlord'],
        [400, '300.00'],
      ],
      [
        [250, 'Total fees'],
        [400, '900.00'],
      ],
      [
        [250, 'VAT at 20%'],
        [400, '180.00'],
      ],
      [
        [250, 'Fees incl. VAT'],
        [400, '1,080.00'],
      ],
      'DISBURSEMENTS',
      [
        [50, 'Court fee paid on your behalf to the county court'],
        [400, '255.00'],
      ],
      [
        [50, 'Courier'],
        [400, '15.00'],
      ],
      [
        [250, 'Total disbursements'],
        [400, '270.00'],
      ],
      [
        [250, 'TOTAL OF THIS BILL'],
        [400, '1,350.00'],
      ],
    ]);
    expect(ask(bill, 'How many line items are on the invoice?')).toBe('4');
  });
});

describe('a total qualified by a named tax', () => {
  it('is the total, the tax included, not the tax', () => {
    const bill = page('AS-en-au-tax-invoice-hardware');
    expect(ask(bill, 'What is the balance due including GST?')).toBe('934.78');
    expect(ask(bill, 'How much GST?')).toBe('84.98');
  });
});

describe("a customer's kind named by a word of the seller's name", () => {
  it('asks the customer, whose role word the question names', () => {
    const bill = page('AS-en-au-tax-invoice-hardware');
    expect(ask(bill, 'Which trade customer is billed on this invoice?')).toBe('Coastline Carpentry Pty Ltd');
    expect(ask(bill, 'Which trade supplier issued this?')).toBe('Gumleaf Trade & Hardware Pty Ltd');
  });
});

describe('a quote the page never mentions', () => {
  it('prints no amount of its own', () => {
    expect(
      ask(page('AS-no-faktura-tannlege'), 'What was the cost estimate given before treatment?'),
    ).toBeNull();
  });
});
