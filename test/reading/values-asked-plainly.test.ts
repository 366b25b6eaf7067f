import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// Numbers, dates and amounts asked plainly (fifteenth batch, never tuned on): the date of another
// event given as the invoice's, the gross given as what is left to pay, an order's number given
// for the invoice's, and numbers whose keys the page runs together or shortens to its title's
// initials, never found.

describe('the invoice date, not a date of the order it refers to', () => {
  it('is the dateline, not "Ihr Auftrag vom" (Swiss joiner’s invoice)', () => {
    const bill = page('AO-de-ch-rechnung-qr');
    expect(ask(bill, 'Rechnungsdatum?')).toBe('05.11.2026');
    expect(ask(bill, 'What is the date of the invoice?')).toBe('05.11.2026');
    expect(ask(bill, 'Wann hat die Schreinerei die Rechnung ausgestellt?')).toBe('05.11.2026');
  });

  it('holds on a page of our own wording, and is nothing where only the order is dated', () => {
    const bill = (dateline: string) =>
      printedPage([
        'Metallbau Roth GmbH',
        'Industrieweg 4, 3000 Bern',
        '',
        [
          [50, 'Rechnung Nr. 4471'],
          [420, dateline],
        ],
        'Kunden-Nr. 2210 · Ihre Bestellung vom 14.01.2026',
        '',
        [
          [300, 'Total CHF'],
          [450, '1’250.00'],
        ],
      ]);
    expect(ask(bill('Bern, 02.03.2026'), 'Rechnungsdatum?')).toBe('02.03.2026');
    expect(ask(bill('Bern, 02.03.2026'), 'Bestelldatum?')).toBe('14.01.2026');
    expect(ask(bill(''), 'Rechnungsdatum?')).toBeNull();
  });
});

describe('what is left to pay under a gross an earlier payment comes off', () => {
  it('is the rest, not the gross (painter’s final invoice)', () => {
    const bill = page('AO-de-rechnung-maler');
    expect(ask(bill, 'Zahlbetrag?')).toBe('2.952,03');
    expect(ask(bill, 'Wie viel schulde ich dem Malerbetrieb jetzt noch?')).toBe('2.952,03');
    expect(ask(bill, 'How much remains to be paid on this invoice?')).toBe('2.952,03');
    expect(ask(bill, 'Wie hoch ist der Gesamtbetrag brutto?')).toBe('5.332,03');
  });

  it('holds on a page of our own wording; a row without a minus takes nothing off', () => {
    const bill = (taken: string, rest: string) =>
      printedPage([
        'Harbour Joinery Ltd',
        'Invoice 2026-118',
        '',
        [
          [300, 'Subtotal'],
          [480, '1,000.00'],
        ],
        [
          [300, 'VAT 20%'],
          [490, '200.00'],
        ],
        [
          [300, 'Invoice total'],
          [480, '1,200.00'],
        ],
        [
          [300, 'Stage payment of 12 May'],
          [480, taken],
        ],
        [
          [300, 'Now outstanding'],
          [490, rest],
        ],
      ]);
    expect(ask(bill('- 450.00', '750.00'), 'How much do we have to pay?')).toBe('750.00');
    expect(ask(bill('- 450.00', '750.00'), 'What is the invoice total?')).toBe('1,200.00');
    // No minus: nothing was taken off, whatever the next figure is.
    expect(ask(bill('450.00', '750.00'), 'How much do we have to pay?')).toBe('1,200.00');
    // A minus whose rest does not add up says nothing of what is left.
    expect(ask(bill('- 450.00', '700.00'), 'How much do we have to pay?')).toBe('1,200.00');
  });
});

describe("the invoice's number asked of the order it bills", () => {
  it('is the invoice number, not the order number (Dutch web shop)', () => {
    const bill = page('AO-nl-factuur-webshop');
    expect(ask(bill, 'Wat is het factuurnummer van deze bestelling?')).toBe('F2026-018834');
    expect(ask(bill, 'What is the invoice number of this order?')).toBe('F2026-018834');
    expect(ask(bill, 'Welche Rechnungsnummer hat diese Bestellung?')).toBe('F2026-018834');
    expect(ask(bill, 'Wat is het bestelnummer van deze factuur?')).toBe('GL-260311');
    expect(ask(bill, 'What is the order number on this invoice?')).toBe('GL-260311');
  });
});

describe('numbers whose keys the page runs together or shortens', () => {
  it('parts keys run together over one row of values (Belgian renovation invoice)', () => {
    const bill = page('AO-fr-be-facture-renovation');
    expect(ask(bill, 'Quel est le numéro de la facture ?')).toBe('2026/0143');
    expect(ask(bill, 'N° facture ?')).toBe('2026/0143');
    expect(ask(bill, 'What is the invoice number?')).toBe('2026/0143');
    expect(ask(bill, 'Date de facturation ?')).toBe('30/10/2026');
  });

  it('parts them on a page of our own wording, in one language or two', () => {
    const two = printedPage([
      'Nordlys Design AS',
      '',
      [
        [50, 'Faktura nr. / Invoice No.'],
        [188, 'Forfall / Due date'],
      ],
      [
        [50, 'ND-7781'],
        [188, '12.02.2026'],
      ],
    ]);
    expect(ask(two, 'What is the invoice number?')).toBe('ND-7781');
    expect(ask(two, 'When is it due?')).toBe('12.02.2026');
    const three = printedPage([
      'Nordlys Design AS',
      '',
      [
        [50, 'Invoice No.'],
        [113, 'Customer No.'],
        [185, 'Due date'],
      ],
      [
        [50, 'ND-7781'],
        [113, '40021'],
        [185, '12.02.2026'],
      ],
    ]);
    expect(ask(three, 'What is the invoice number?')).toBe('ND-7781');
    expect(ask(three, 'What is the customer number?')).toBe('40021');
  });

  it("reads a number keyed by its title's initials (Philippine sales invoice)", () => {
    const bill = page('AP-ph-sales-invoice-hardware');
    expect(ask(bill, 'What is the sales invoice number?')).toBe('00041273');
    expect(ask(bill, 'Which invoice number is printed?')).toBe('00041273');
    expect(ask(bill, "What's the number on the hardware store receipt for the cement?")).toBe('00041273');
    // Another document's number, by a word only other values are printed with: none printed.
    expect(ask(bill, 'What is the delivery receipt number?')).toBeNull();
  });

  it('reads a terse question by the initials of the credit note, and only of one', () => {
    expect(ask(page('AP-uk-credit-note-catering'), 'CN no?')).toBe('CN-0612');
    expect(ask(page('AO-de-rechnung-maler'), 'CN no?')).toBeNull();
  });

  it('reads initials only where the page prints the title they stand for', () => {
    const receipt = (title: string) =>
      printedPage([
        'MABUHAY DRUGSTORE INC.',
        '',
        [[200, title]],
        [
          [150, 'OR No.: 0072215'],
          [320, '03/02/2026'],
        ],
        [
          [150, 'TOTAL'],
          [400, '412.50'],
        ],
      ]);
    expect(ask(receipt('OFFICIAL RECEIPT'), 'What is the receipt number?')).toBe('0072215');
    expect(ask(receipt('CASH SLIP'), 'What is the receipt number?')).not.toBe('0072215');
  });
});

describe('a document named in the asker’s own words', () => {
  it('is the receipt: a till slip, a compound of a short title, a place before what it bills', () => {
    const grocery = page('AP-my-receipt-grocery');
    expect(ask(grocery, 'Which receipt number is printed on this till slip?')).toBe('0107-26-004518');
    expect(ask(grocery, "What's the number on the Kajang grocery receipt?")).toBe('0107-26-004518');
    expect(ask(page('AQ-de-tankquittung'), 'Welche Nummer steht auf dem Tankbeleg vom Autohof?')).toBe(
      '38215',
    );
    // "savoir" closes in "avoir" (a credit note) after one letter: no compound of it.
    expect(ask(grocery, 'Quel est le numéro du flight savoir ?')).toBeNull();
  });

  it('asks of this time and of the association billed (Swedish garden invoice)', () => {
    const bill = page('AQ-sv-faktura-summa-vanster');
    expect(ask(bill, 'Hur mycket moms tar trädgårdsfirman ut den här gången?')).toBe('2 549,50');
    expect(ask(bill, 'Senast när måste bostadsrättsföreningen betala trädgårdsfirman?')).toBe('2026-05-30');
  });
});
