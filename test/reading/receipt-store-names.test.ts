import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boxesToPage, receiptDocument } from '../fixtures/real/receipt-boxes';
import { ask } from './ask';
import { printedPage, sizedPage, type Row } from './positioned-page';

// How real till receipts print their shop's name (SROIE receipts of receipts-more, read from
// their own OCR boxes; the names are the SROIE keys'): wrapped over the narrow paper's lines,
// followed by the company's registration number, under a brand printed large.

const receipt = (id: string) => receiptDocument('receipts-more', id);

describe("a till receipt's shop, as real receipts print it", () => {
  it.each([
    // "POPULAR BOOK" / "CO. (M) SDN BHD": the line with the legal form goes on from the one above.
    { id: 'sroie-222', store: 'POPULAR BOOK CO. (M) SDN BHD' },
    // Three lines, a bracket opened on the second and closed on the third.
    { id: 'sroie-512', store: 'AIK HUAT HARDWARE ENTERPRISE (SETIA ALAM) SDN BHD' },
    // The registration number printed after the name, with or without brackets.
    { id: 'sroie-132', store: 'FARMASI MALURI S/B' },
    { id: 'sroie-186', store: '99 SPEED MART S/B' },
    { id: 'sroie-246', store: "KING'S CONFECTIONERY S/B" },
    // A brand printed large ("MYDIN", "EXPRINT'") over the company that registers the receipt.
    { id: 'sroie-134', store: 'TRI SHAAS SDN BHD' },
    { id: 'sroie-229', store: 'ANZEL ADVERTISING (M) SDN BHD' },
  ])('$id: $store', ({ id, store }) => {
    const doc = receipt(id);
    expect(ask(doc, 'What is the name of the store?')).toBe(store);
    expect(ask(doc, 'Who issued this receipt?')).toBe(store);
  });
});

describe('a key the packs do not know, over the shop', () => {
  it('is no name: "GST REF NO" before its number is not the shop', () => {
    const doc = printedPage([
      [
        [50, 'GST REF NO'],
        [200, '001694261248'],
      ],
      'Pizza Corner Taman Universiti',
      '30, Jln Kebudayaan 7, Tmn Universiti',
      '',
      [
        [50, 'Total'],
        [200, '6.70'],
      ],
      [
        [50, 'Cash'],
        [200, '10.00'],
      ],
      [
        [50, 'Change'],
        [200, '3.30'],
      ],
    ]);
    expect(ask(doc, 'What is the name of the store?')).not.toBe('GST REF NO');
    expect(ask(doc, 'What is the total?')).toBe('6.70');
  });
});

describe('a name OCR split on its line', () => {
  // Till printers set characters wide apart; OCR of the picture splits a name's line where the
  // gaps are, and misreads letters as the digits they look like (the receipt-scans bench's
  // pictures of sroie-222 and sroie-200).
  const till = (top: Row[], split: [number, string][]) =>
    printedPage([
      ...top,
      split,
      '(CO. NO. 113825-W)',
      'NO 8, JALAN 7/118B, DESA TUN RAZAK',
      '',
      [
        [50, 'TOTAL RM'],
        [200, '41.00'],
      ],
      [
        [50, 'CASH'],
        [200, '51.00'],
      ],
      [
        [50, 'CHANGE'],
        [200, '10.00'],
      ],
    ]);

  it('joins the legal form to the words left of it, and the line above that', () => {
    const doc = till(
      ['POPULAR BOOK'],
      [
        [50, 'CO.'],
        [120, '(M) SDN BHD'],
      ],
    );
    expect(ask(doc, 'What is the name of the store?')).toBe('POPULAR BOOK CO. (M) SDN BHD');
  });

  it('joins the whole line above when OCR split it too ("POPULAR" | "BOOK")', () => {
    const doc = till(
      [
        [
          [50, 'POPULAR'],
          [130, 'BOOK'],
        ],
      ],
      [
        [50, 'CO.'],
        [120, '(M) SDN BHD'],
      ],
    );
    expect(ask(doc, 'What is the name of the store?')).toBe('POPULAR BOOK CO. (M) SDN BHD');
  });

  it('knows the legal form OCR read with a digit for a letter ("5DN BHD")', () => {
    const doc = till(
      [],
      [
        [50, 'MR. D I'],
        [150, '(M) 5DN BHD'],
      ],
    );
    expect(ask(doc, 'What is the name of the store?')).toBe('MR. D I (M) 5DN BHD');
  });
});

describe('a stamp over the shop', () => {
  // sroie-255 carries a "POSTED" stamp printed large over its shop's name; receipts and invoices
  // are stamped PAID, COPY, KOPIE the same way.
  const stamped = (stamp: string) =>
    sizedPage(
      [
        [stamp, 200, 20, 24],
        ['YONG CEN ENTERPRISE', 40, 60, 11],
        ['9, JALAN SUBANG JASA 3,', 40, 76, 11],
        ['40150 SHAH ALAM, SELANGOR.', 40, 92, 11],
        ['TOTAL', 40, 300, 11],
        ['94.00', 250, 300, 11],
        ['CASH', 40, 316, 11],
        ['100.00', 250, 316, 11],
        ['CHANGE', 40, 332, 11],
        ['6.00', 250, 332, 11],
      ],
      400,
      700,
    );

  it.each([
    ['POSTED', 'What is the name of the store?'],
    ['PAID', 'Who issued this receipt?'],
    ['KOPIE', 'Wer hat die Rechnung ausgestellt?'],
  ])('%s is no name', (stamp, question) => {
    expect(ask(stamped(stamp), question)).toBe('YONG CEN ENTERPRISE');
  });
});

describe('the shop under what OCR garbled (the receipt-scans thumbnails)', () => {
  const garbled = (id: string, faults: [RegExp, string][]) => {
    const file = join(new URL('.', import.meta.url).pathname, '../fixtures/real/receipts', `${id}.box`);
    const text = faults.reduce((t, [from, to]) => t.replace(from, to), readFileSync(file, 'utf8'));
    return { name: id, kind: 'image' as const, pageCount: 1, pages: [boxesToPage(text)] };
  };

  it('takes the legal name a brand heads when the registration label is misread', () => {
    // sroie-542: "LAVENDER" printed large over "LAVENDER CONFECTIONERY & BAKERY S/B" over
    // "COMPANY NO: 499702-V", read as "COMPANY NO0:", and the web address as ".COM.HY".
    const doc = garbled('sroie-542', [
      [/COMPANY NO:/, 'COMPANY NO0:'],
      [/WWW\.LAVENDER\.COM\.MY/, 'WWW.LAVENDER.COM.HY'],
    ]);
    expect(ask(doc, 'What is the name of the store?')).toBe('LAVENDER CONFECTIONERY & BAKERY S/B');
  });

  it('never takes the name printed after FORMERLY KNOWN AS, even when the present one is garbled', () => {
    // sroie-145: GERBANG ALAF RESTAURANTS SDN BHD / (65351-M) / FORMERLY KNOWN AS / GOLDEN ARCHES
    // RESTAURANTS SDN BHD; OCR read the first line's "BHD" as "BHO".
    const doc = garbled('sroie-145', [
      [/GERBANG ALAF RESTAURANTS SDN BHD/, 'GERBANG ALAF RESTAURANTS SDN BHO'],
    ]);
    expect(ask(doc, 'What is the name of the store?') ?? '').not.toMatch(/GOLDEN ARCHES/);
    expect(ask(doc, 'Who issued this receipt?') ?? '').not.toMatch(/GOLDEN ARCHES/);
  });

  it('never takes a letterhead\'s former name in German ("vormals") either', () => {
    const invoice = (top: Row[]) =>
      printedPage([
        ...top,
        'Hafenstraße 4, 20457 Hamburg',
        '',
        'Rechnung',
        [
          [50, 'Rechnungsbetrag'],
          [300, '1.589,80 EUR'],
        ],
      ]);
    const beside = invoice([
      [
        [50, 'Nordwerk Haustechnik'],
        [300, 'vormals Schmidt & Sohn GmbH'],
      ],
    ]);
    expect(ask(beside, 'Wer hat die Rechnung ausgestellt?')).toBe('Nordwerk Haustechnik');
    const under = invoice(['Nordwerk Haustechnik', 'vormals Schmidt & Sohn GmbH']);
    expect(ask(under, 'Wer hat die Rechnung ausgestellt?') ?? '').not.toMatch(/Schmidt/);
  });
});

describe("a till's heading set wide apart", () => {
  it('is one name: "FIVE STAR   CASH & CARRY", not its first half', () => {
    // OCR of a shrunk photo parts the heading at the printer's wide gap (sroie-278).
    const doc = printedPage([
      [
        [90, 'FIVE STAR'],
        [160, 'CASH & CARRY'],
      ],
      [[120, '(1365663-P)']],
      'NO.1 JALAN SS 9/1, 47300 PJ, SELANGOR',
      'RECEIPT NO. 00522899    19/01/17',
      '',
      [
        [50, 'NET TOTAL'],
        [200, '19.80'],
      ],
      [
        [50, 'CASH'],
        [200, '50.00'],
      ],
      [
        [50, 'CHANGE'],
        [200, '30.20'],
      ],
    ]);
    expect(ask(doc, 'What is the name of the store?')).toBe('FIVE STAR CASH & CARRY');
  });
});
