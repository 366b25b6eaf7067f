import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage, type Row } from './positioned-page';

// "Wie is de loodgieter?": who asks nothing but a trade. The classifier, reading no word of the
// trade, chose a party by the sentence's shape alone ("Wie is de ..." as "Wie is de klant?") and
// answered the customer. A business named by its trade is the party of that trade: the issuer,
// unless only the customer's name prints it (question-trade.ts tradesAlone).

// A plumber's invoice of my own wording, to a dental practice.
const plumber: Row[] = [
  'Loodgietersbedrijf De Waterlijn',
  'Kerkstraat 12, 3511 LX Utrecht',
  '',
  [
    [50, 'Tandartspraktijk Oudegracht B.V.'],
    [370, 'FACTUUR'],
  ],
  [
    [50, 'Oudegracht 201'],
    [370, 'Factuurnr.'],
    [450, '2026-118'],
  ],
  [
    [50, '3511 NK Utrecht'],
    [370, 'Factuurdatum'],
    [450, '4-03-2026'],
  ],
  '',
  [
    [50, 'Lekkage onder wastafel verholpen'],
    [450, '185,00'],
  ],
  [
    [350, 'btw 21%'],
    [450, '38,85'],
  ],
  [
    [350, 'Totaal'],
    [450, '223,85'],
  ],
];

describe('"Who is the <trade>?" asks the party of that trade', () => {
  it('answers the issuer that prints the trade, not the customer (Dutch typed pages)', () => {
    const q = typedPage('Q-nl-factuur-loodgieter');
    expect(ask(q, 'Wie is de loodgieter?')).toBe('Loodgietersbedrijf J. van der Meulen');
    expect(ask(q, 'Wie is de klant?')).toBe('Administratiekantoor Brouwer B.V.');
    const an = typedPage('AN-nl-be-factuur-schilder');
    expect(ask(an, 'Wie is de schilder?')).toMatch(/VAN HOOREBEKE & CLAES BV/);
    expect(ask(an, 'Wie is de klant?')).toBe('Apotheek De Linde BV');
    const ax = typedPage('AX-nl-factuur-hovenier');
    expect(ask(ax, 'Wie is de hovenier?')).toBe('Hoveniersbedrijf Van der Kolk B.V.');
    expect(ask(ax, 'Wie is de klant?')).toBe('Mevr. J. Verhoef');
    const e = typedPage('E-nl-factuur-installateur');
    expect(ask(e, 'Wie is de installateur?')).toBe('Van Rijswijk Installatietechniek B.V.');
  });

  it('answers the issuer in every language, and the customer when asked', () => {
    const fr = typedPage('A-fr-plombier');
    expect(ask(fr, 'Qui est le plombier ?')).toBe('MOREL PLOMBERIE');
    expect(ask(fr, 'Qui est le client ?')).toBe('Madame Sophie Garnier');
    const de = typedPage('AO-de-rechnung-maler');
    expect(ask(de, 'Wer ist der Maler?')).toBe('Malerbetrieb Kessler GmbH');
    expect(ask(de, 'Wer ist der Kunde?')).toBe('Dr. Katrin Albrecht');
    const en = typedPage('V-en-gb-electrician-invoice');
    expect(ask(en, 'Who is the electrician?')).toBe('Brightwire Electrical Services Ltd');
    expect(ask(en, 'Who is the customer?')).toBe('Mr & Mrs D. Ashworth');
    const da = typedPage('AF-da-faktura-elektriker');
    expect(ask(da, 'Hvem er elektrikeren?')).toBe('Larsen El-service ApS');
    const no = typedPage('Z-no-faktura-elektriker');
    expect(ask(no, 'Hvem er elektrikeren?')).toBe('Fjordlys Elektro AS');
    expect(ask(no, 'Hvem er kunden?')).toBe('Bryggen Tannklinikk AS');
  });

  it('holds on a page of my own wording; the customer only where its name prints the trade', () => {
    const page = printedPage(plumber);
    expect(ask(page, 'Wie is de loodgieter?')).toBe('Loodgietersbedrijf De Waterlijn');
    expect(ask(page, 'Who is the plumber?')).toBe('Loodgietersbedrijf De Waterlijn');
    expect(ask(page, 'Wie is de klant?')).toBe('Tandartspraktijk Oudegracht B.V.');
    expect(ask(page, 'Wie is de tandarts?')).toBe('Tandartspraktijk Oudegracht B.V.');
  });

  it('answers nothing for a trade no party prints, of another sector', () => {
    expect(ask(typedPage('Q-nl-factuur-loodgieter'), 'Wie is de apotheker?')).toBeNull();
    expect(ask(typedPage('AX-nl-factuur-hovenier'), 'Wie is de tandarts?')).toBeNull();
    expect(ask(printedPage(plumber), 'Wie is de apotheker?')).toBeNull();
  });
});
