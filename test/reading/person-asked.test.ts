import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page, type Row } from './positioned-page';

// A person asked of a reference line ("Who is the contact person ...?", "Vem är vår
// kontaktperson ...?") is someone that line names: a project's words printed there ("Catalogue
// printemps") answered it falsely.

describe('a person asked of a reference line', () => {
  it("is not a printer's invoice's project reference", () => {
    const invoice = page('AJ-fr-be-facture-imprimerie');
    expect(ask(invoice, 'Who is the contact person at the printing company?')).toBeNull();
    expect(ask(invoice, 'Quel est le numéro de la facture ?')).toBe('2026-0415');
  });

  const rows = (reference: string): Row[] => [
    [[50, 'Nordlys Print AB']],
    [[50, 'Storgatan 5, 111 22 Stockholm']],
    '',
    [[50, 'Bokhandeln i Lund AB']],
    [[50, 'Kyrkogatan 2, 222 22 Lund']],
    '',
    [
      [50, 'FAKTURA'],
      [340, 'Fakturanr'],
      [445, '2026-311'],
    ],
    [
      [340, 'Fakturadatum'],
      [445, '2026-04-14'],
    ],
    [
      [340, 'Er referens'],
      [445, reference],
    ],
    '',
    [
      [50, 'Broschyrer A5, 1000 st'],
      [500, '4 000,00'],
    ],
    [
      [300, 'Moms 25 %'],
      [500, '1 000,00'],
    ],
    [
      [300, 'Att betala'],
      [500, '5 000,00'],
    ],
  ];

  it('is the person a reference line names, and no project', () => {
    const q = 'Vem är vår kontaktperson hos Nordlys?';
    expect(ask(printedPage(rows('Anna Berg')), q)).toBe('Anna Berg');
    expect(ask(printedPage(rows('Katalog våren 2026')), q)).toBeNull();
    expect(ask(printedPage(rows('Katalog våren')), q)).toBeNull();
  });

  // A QR slip's "Référence" over its number, then "Payable par" over the customer: the name on the
  // row after the number is another key's, no contact the reference line gives.
  it("is no name under a reference's number on a payment slip", () => {
    const invoice = page('BK-fr-facture-agence-publicite');
    expect(ask(invoice, "Qui est l'interlocuteur à l'agence ?")).toBeNull();
    expect(ask(invoice, 'Client ?')).toBe('Fromagerie des Monts SA');
    const slip = (under: string): Row[] => [
      [[50, 'Atelier Brun Sàrl']],
      [[50, 'Rue du Lac 4, 1800 Vevey']],
      '',
      [[330, 'Boulangerie Favre SA']],
      [[330, 'Route de Berne 2, 1700 Fribourg']],
      '',
      [[50, 'FACTURE N° 2026-118']],
      [
        [290, 'Total TTC'],
        [480, '540.00'],
      ],
      '',
      [[50, 'Référence']],
      [[50, under]],
      [[50, 'Payable par']],
      [[50, 'Boulangerie Favre SA']],
    ];
    const q = 'Qui est notre interlocuteur chez Atelier Brun ?';
    expect(ask(printedPage(slip('00 00000 00001 18000 26118 00017')), q)).toBeNull();
    expect(ask(printedPage(slip('Mme Claire Brun')), q)).toBe('Mme Claire Brun');
  });
});
