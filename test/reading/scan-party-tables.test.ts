import { describe, expect, it } from 'vitest';
import { ask, asScan, ocrReadPage, printedPage, scannedAs, typedPage } from './positioned-page';

// A party's name as OCR reads a typed page: the key's colon dropped ("Köpare (ROT)") or the
// window's postcode misread ("SKTOR2L" for "SK10 2LY"). Neither lets a line table's lines stand
// for the customer: a name's label does not reach past a row of column headings, and a heading over
// a table is no window's name, however its rows end with towns.

describe("a line table's lines are no party's name on a scan", () => {
  it("does not read a table's section line as the buyer under a key whose colon OCR dropped", () => {
    const page = scannedAs('H-sv-faktura-el-rot', { 'Köpare (ROT):': 'Köpare (ROT)' });
    for (const q of ['Kund?', 'Vem ska betala fakturan?', 'Who is the customer?'])
      expect(ask(page, q)).toBe('Karin Lindahl');
    expect(ask(typedPage('H-sv-faktura-el-rot'), 'Kund?')).toBe('Karin Lindahl');
  });

  it("takes no table's heading for the window where the window's postcode is misread", () => {
    const page = scannedAs('G-uk-courier-invoice', {
      'SK10 2LY': 'SKTOR2L',
      '45|04/03/24': '04/03/24 SWL4471203358GBeeds LS11 5QN',
      '95|SWL4471203358GB': '',
      '190|Leeds LS11 5QN': '',
    });
    for (const q of ['Customer?', 'Who is the invoice addressed to?', 'Which company is being billed?'])
      expect(ask(page, q)).not.toBe('Consignments despatched in period');
    expect(ask(typedPage('G-uk-courier-invoice'), 'Customer?')).toBe('Oakmere Home Goods Ltd');
  });

  it('leaves the buyer unsaid on a page of its own wording where only the table is under the key', () => {
    const page = printedPage([
      [[50, 'VERKSTAN I BODEN AB']],
      [[50, 'Storgatan 4, 961 31 Boden']],
      '',
      [
        [50, 'Köpare'],
        [190, 'Org.nr 556677-8899'],
      ],
      '',
      [
        [50, 'Benämning'],
        [300, 'Antal'],
        [404, 'À-pris'],
        [510, 'Summa'],
      ],
      [[50, 'Reservdelar']],
      [
        [60, 'Bromsklossar'],
        [300, '2'],
        [404, '450,00'],
        [510, '900,00'],
      ],
    ]);
    expect(ask(page, 'Kund?')).not.toBe('Reservdelar');
  });

  it('reads no window from a heading over a table whose rows print towns and postcodes', () => {
    const page = printedPage([
      [
        [50, 'FASTPOST COURIERS'],
        [380, 'Fastpost Couriers Ltd'],
      ],
      [[380, '2 Dock Road']],
      [[380, 'Hull HU1 2AB']],
      '',
      'Parcels sent this month',
      [
        [45, 'Date'],
        [95, 'Tracking No.'],
        [190, 'Destination'],
        [512, 'Net £'],
      ],
      // OCR joins a row's first cells into one line ("04/03/24 SWL4471203358GBeeds LS11 5QN").
      [
        [45, '02/05/24 FP1029384 York YO1 7HH'],
        [512, '9.20'],
      ],
      [
        [45, '09/05/24 FP1029411 Derby DE1 2QQ'],
        [512, '11.40'],
      ],
      '',
      [
        [380, 'Net total'],
        [512, '20.60'],
      ],
      [
        [380, 'VAT 20%'],
        [512, '4.12'],
      ],
      [
        [380, 'Total due'],
        [512, '24.72'],
      ],
      '',
      'Payment within 30 days to Fastpost Couriers Ltd.',
      'Sort code 12-34-56, account 12345678.',
      '',
      'Registered in England No. 01234567.',
    ]);
    expect(ask(page, 'Customer?')).not.toBe('Parcels sent this month');
  });

  it("takes no key whose mark OCR dropped for the window's name, its value with a figure beside it", () => {
    const page = asScan(ocrReadPage('AE-uk-plumber-vat-invoice'), 0.87);
    for (const q of ['Customer?', 'Who is the invoice addressed to?', 'Who has to pay this invoice?'])
      expect(ask(page, q)).not.toBe('Your ref');
    expect(ask(typedPage('AE-uk-plumber-vat-invoice'), 'Customer?')).toBe('Redland Lettings Ltd');
  });
});
