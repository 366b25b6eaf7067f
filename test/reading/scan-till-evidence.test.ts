import { describe, expect, it } from 'vitest';
import { ask, asScan, printedPage, type Row } from './positioned-page';

// A scanned till receipt's total misread by a digit is checked by the page's own evidence: the
// money handed over less the change (wherever the tender's word was not read), the tax summary
// that adds up to what was handed over exactly, and the rounded total on a line of its own.
// Where the evidence disagrees and nothing settles it, nothing is answered.

const cells = (...pairs: [string, string][]): Row[] =>
  pairs.map(([label, value]): Row => [
    [50, label],
    [300, value],
  ]);

const head: Row[] = [[[50, "KING'S CONFECTIONERY S/B"]], [[50, 'NO 20, JALAN SS6/3, KELANA JAYA']], ''];

describe('the money handed over read from its place above the change', () => {
  it('checks a total misread by a digit where the tender word was misread ("TENOER")', () => {
    const page = printedPage([
      ...head,
      ...cells(['BMS MILK THISTLE', '72.35'], ['TRILON-E CRM', '7.00']),
      ...cells(
        ['TOTAL (INCLUDING GST)', '19.35'],
        ['NET', '79.35'],
        ['TENOER', '100.00'],
        ['CHANGE/BALANCE', '20.65'],
      ),
    ]);
    expect(ask(asScan(page, 0.84), 'What is the total?')).toBe('79.35');
  });

  it('checks it where the till names the tender in a word of its own ("PAY")', () => {
    const page = printedPage([
      ...head,
      ...cells(['FRENCH LOAF 8 X 2.40', '19.20'], ['QTY 8', '19.20']),
      ...cells(['DUE', '19.29'], ['PAY', '20.00'], ['CHANGE', '0.80']),
    ]);
    expect(ask(asScan(page, 0.88), 'What is the total?')).toBe('19.20');
    expect(ask(asScan(page, 0.88), 'How much was paid?')).toBe('19.20');
  });

  it('keeps the total where that line confirms nothing (it may be no tender: "PAY 20.08")', () => {
    const page = printedPage([
      ...head,
      ...cells(['FRENCH LOAF 8 X 2.40', '19.20']),
      ...cells(['DUE', '19.20'], ['PAY', '20.08'], ['CHANGE', '0.80']),
    ]);
    expect(ask(asScan(page, 0.8), 'What is the total?')).toBe('19.20');
  });
});

describe('a till paid exactly against its one total line', () => {
  const till = (total: string): Row[] => [
    [[50, 'FIRST CITY PARKING SDN BHD']],
    [[50, 'A-09-10 PRIMA AVENUE, PETALING JAYA']],
    '',
    ...cells(['PARKING FEE', '7.00'], ['TOTAL', `RM${total}`], ['PAID', 'RM7.00'], ['CHANGE', 'RM0.00']),
  ];

  it('says nothing where the two disagree and nothing settles which was misread', () => {
    expect(ask(asScan(printedPage(till('7.09')), 0.66), 'What is the total?')).toBeNull();
  });

  it('keeps the total where the tender read is no reading of it (its point lost: "PAID 709")', () => {
    const page = printedPage(
      till('7.09').map((r) => (Array.isArray(r) && r[0]?.[1] === 'PAID' ? cells(['PAID', '709'])[0]! : r)),
    );
    expect(ask(asScan(page, 0.66), 'What is the total?')).toBe('7.09');
  });

  it('answers where they agree, and keeps a text layer as printed', () => {
    expect(ask(asScan(printedPage(till('7.00')), 0.66), 'What is the total?')).toBe('7.00');
    expect(ask(printedPage(till('7.09')), 'What is the total?')).toBe('7.09');
  });

  it("answers the tender the tax summary adds up to, the rate's figure in a cell of its own", () => {
    const page = printedPage([
      [[50, 'GL HANDICRAFT & TAILORING']],
      [[50, '19, JALAN KANCIL, KUALA LUMPUR']],
      '',
      ...cells(['NONA ACRYLIC YARN 10 PKTS', '130.00']),
      ...cells(['TOTAL INCL. OF GST', '130.60'], ['PAYMENT', '130.00'], ['CHANGE DUE', '0.00']),
      [
        [50, 'GST SUMMARY'],
        [200, 'AMOUNT'],
        [300, 'TAX'],
      ],
      [
        [50, 'SR'],
        [120, '6'],
        [200, '122.64'],
        [300, '7.36'],
      ],
    ]);
    expect(ask(asScan(page, 0.78), 'What is the total?')).toBe('130.00');
  });

  it("answers it with the page's rounding, the total's own figure unread", () => {
    const page = printedPage([
      [[50, 'ASO ELECTRICAL TRADING SDN BHD']],
      [[50, 'NO 31G, JALAN SEPADU C 25/C, SHAH ALAM']],
      '',
      [
        [50, 'HAGER TIMER 24HRS'],
        [200, '3'],
        [300, '248.04'],
      ],
      ...cells(['(EXCLUDED GST) SUB TOTAL', '234.00'], ['TOTAL GST', '14.04'], ['ROUNDING', '0.01']),
      ...cells(['TOTAL', '248.905'], ['CASH', '248.05'], ['CHANGE', '0.00']),
      [
        [50, 'TAX CODE'],
        [200, 'AMOUNT'],
        [300, 'GST'],
      ],
      [
        [50, 'SR'],
        [120, '6'],
        [200, '234.00'],
        [300, '14.04'],
      ],
      [
        [50, 'TOTAL'],
        [200, '234.00'],
        [300, '14.04'],
      ],
    ]);
    expect(ask(asScan(page, 0.81), 'What is the total?')).toBe('248.05');
  });
});

describe('a total rounded on a line of its own', () => {
  // As OCR read it: the currency with each figure, the adjustment's own figure misread ("-01").
  const rounded = (label: string): Row[] => [
    [[50, '99 SPEED MART S/B']],
    [[50, 'LOT P.T. 2811, JALAN ANGSA, KLANG']],
    '',
    [
      [50, 'LYCHEES IN SYRUP 3 X 3.38'],
      [250, 'RM10.14'],
    ],
    [
      [50, 'CSR GULA 12*1KG'],
      [250, 'RM35.20'],
    ],
    '',
    [
      [50, 'TOTAL SALES (INCLUSIVE GST)'],
      [250, 'RM 45.34'],
    ],
    [
      [80, 'ROUNDING ADJUSTMENT'],
      [250, 'RM -01'],
    ],
    [
      [150, label],
      [250, 'RM 45.35'],
    ],
    [
      [150, 'CREDIT'],
      [250, 'RM 45.35'],
    ],
    [
      [150, 'CHANGE'],
      [250, 'RM .00'],
    ],
  ];

  it('answers the rounded figure, what was paid, on the text layer and on a scan', () => {
    const page = printedPage(rounded('ROUNDING'));
    expect(ask(page, 'What is the total?')).toBe('45.35');
    expect(ask(page, 'How much was paid?')).toBe('45.35');
    expect(ask(asScan(page, 0.86), 'What is the total?')).toBe('45.35');
  });

  it('keeps the total as printed where no rounding line prints another figure under it', () => {
    const page = printedPage(rounded('VOUCHER NO'));
    expect(ask(page, 'What is the total?')).toBe('45.34');
  });
});
