import { describe, expect, it } from 'vitest';
import { ask, printedPage, type Row } from './positioned-page';

/**
 * Layouts first met on batch 33 of the pages typed by others (test/fixtures/typed-by-others/BZ-*,
 * CA-*), each written here anew so the rule is tested, not the page.
 */
describe('pages laid out as others lay them out (batch 33)', () => {
  it('a customer name a payment slip wraps onto a second line is read whole', () => {
    const rows: Row[] = [
      [[40, 'Ridgeway Surveys Limited']],
      [[40, 'PO Box 88, Levin 5510']],
      '',
      [[40, 'Invoice 2291 dated 3 Mar 2026']],
      [
        [40, 'Roof survey and report'],
        [500, '640.00'],
      ],
      [
        [40, 'Total due'],
        [500, '640.00'],
      ],
      '',
      [
        [40, 'PAYMENT ADVICE'],
        [330, 'Customer'],
        [420, 'Kapiti Coast Orchard'],
      ],
      [
        [40, 'To: Ridgeway Surveys Limited'],
        [420, 'Holdings Limited'],
      ],
      [
        [330, 'Invoice Number'],
        [420, '2291'],
      ],
    ];
    const doc = printedPage(rows);
    expect(ask(doc, 'Customer?')).toBe('Kapiti Coast Orchard Holdings Limited');
    expect(ask(doc, 'Who is the customer on the invoice?')).toBe('Kapiti Coast Orchard Holdings Limited');
    expect(ask(doc, "What is the customer's phone number?")).toBeNull();
  });

  it('a line under the label column starts a row of its own: no name is joined across it', () => {
    const rows: Row[] = [
      [[40, 'Ridgeway Surveys Limited']],
      [
        [40, 'Roof survey and report'],
        [500, '640.00'],
      ],
      '',
      [
        [330, 'Customer'],
        [420, 'Kapiti Orchard Ltd'],
      ],
      [
        [330, 'Reference'],
        [420, 'Main Block'],
      ],
    ];
    expect(ask(printedPage(rows), 'Customer?')).toBe('Kapiti Orchard Ltd');
  });

  it('the block whose name owns the web address printed under it is the letterhead, not the window', () => {
    const rows: Row[] = [
      [[360, 'GLANSTVÄTTEN']],
      [[360, 'i Örebro sedan 1988']],
      [[360, 'Hamngatan 12, 702 10 Örebro']],
      [[360, '019-12 34 56 · glanstvatten.se']],
      '',
      [[50, 'Sofia Lindqvist']],
      [[50, 'Rudbecksgatan 3']],
      [[50, '702 23 Örebro']],
      '',
      [
        [50, 'FAKTURA'],
        [300, 'Fakturanr 5521'],
      ],
      [
        [50, 'Mattvätt ullmatta'],
        [500, '1 200,00'],
      ],
      [
        [300, 'ATT BETALA'],
        [500, '1 200,00'],
      ],
      '',
      [
        [50, 'Örebro Textiltvätt AB'],
        [250, 'Org.nr 556612-3344'],
      ],
    ];
    const doc = printedPage(rows);
    expect(ask(doc, 'Kund?')).toBe('Sofia Lindqvist');
    expect(ask(doc, 'Till vem är fakturan ställd?')).toBe('Sofia Lindqvist');
  });

  it('a sentence closed by its full stop heads no name: the heading under it is no firm', () => {
    const rows: Row[] = [
      [[50, 'Rammehuset Tromsø AS']],
      [
        [50, 'Innramming av 6 trykk'],
        [500, '9 000,00'],
      ],
      [
        [300, 'Å betale'],
        [500, '9 000,00'],
      ],
      '',
      [[50, 'Bildene er hengt opp i gangen og i kantinen.']],
      [[50, 'Betalingsinformasjon']],
      [[50, 'Kontonummer 1503 12 34567']],
    ];
    expect(ask(printedPage(rows), 'Hvilket firma fikk bildene hengt opp i kantinen?')).toBeNull();
  });

  const ticket = (closing: Row[]): Row[] => [
    [[40, 'Bluebonnet Plumbing LLC']],
    [
      [40, 'Invoice 7781'],
      [300, 'Date 11/03/2026'],
    ],
    '',
    [
      [40, 'QTY'],
      [80, 'DESCRIPTION'],
      [443, 'RATE'],
      [522, 'AMOUNT'],
    ],
    [
      [40, '1'],
      [80, 'Service call'],
      [438, '95.00'],
      [528, '95.00'],
    ],
    [
      [40, '2'],
      [80, 'Labor, repair'],
      [432, '110.00'],
      [522, '220.00'],
    ],
    [
      [40, '1'],
      [80, 'Drain valve'],
      [438, '42.50'],
      [528, '42.50'],
    ],
    [
      [40, '1'],
      [80, 'Gasket kit'],
      [438, '12.25'],
      [528, '12.25'],
    ],
    '',
    ...closing,
    [
      [360, 'Total'],
      [522, '369.75'],
    ],
  ];

  it('summary rows closing a ticket (labour and parts summed) are no items', () => {
    const doc = printedPage(
      ticket([
        [
          [40, 'Labor on residential repairs'],
          [360, 'Labor'],
          [522, '315.00'],
        ],
        [
          [40, 'is not taxable.'],
          [360, 'Parts'],
          [528, '54.75'],
        ],
      ]),
    );
    expect(ask(doc, 'How many line items are on the invoice?')).toBe('4');
  });

  it('items priced by quantity and unit price are counted, whatever their amounts add up to', () => {
    const rows: Row[] = [
      [[40, 'Bluebonnet Plumbing LLC']],
      [
        [40, 'QTY'],
        [80, 'DESCRIPTION'],
        [443, 'RATE'],
        [522, 'AMOUNT'],
      ],
      [
        [40, '1'],
        [80, 'Service call'],
        [438, '50.00'],
        [528, '50.00'],
      ],
      [
        [40, '1'],
        [80, 'Drain valve'],
        [438, '50.00'],
        [528, '50.00'],
      ],
      [
        [40, '1'],
        [80, 'Water heater flush'],
        [432, '100.00'],
        [522, '100.00'],
      ],
      '',
      [
        [360, 'Total'],
        [522, '200.00'],
      ],
    ];
    expect(ask(printedPage(rows), 'How many line items are on the invoice?')).toBe('3');
  });

  it('a last day to pay named with its weekday, the comma opening it on the line above', () => {
    const rows: Row[] = [
      [[50, 'Zonweringshop Brabant B.V.']],
      [
        [50, 'Factuurnummer 2026-311'],
        [300, 'Factuurdatum 02-03-2026'],
      ],
      [
        [50, 'Rolluik montage'],
        [500, '€ 850,00'],
      ],
      [
        [300, 'Te voldoen'],
        [490, '€ 850,00'],
      ],
      '',
      [[50, 'Wij verzoeken u het bedrag binnen veertien dagen na factuurdatum, dus']],
      [[50, 'uiterlijk maandag 16 maart 2026, over te maken op NL91 RABO 0315 2088 41.']],
    ];
    const doc = printedPage(rows);
    expect(ask(doc, 'Vervaldatum?')).toBe('16 maart 2026');
    expect(ask(doc, 'By what date must the invoice be paid?')).toBe('16 maart 2026');
    expect(ask(doc, 'Wanneer is het rolluik gemonteerd?')).toBeNull();
  });
});
