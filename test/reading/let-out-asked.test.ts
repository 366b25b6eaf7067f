import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

describe('a hirer\'s verb the particle "out" turns round asks the one who lets', () => {
  it('gives the crane hire firm for "leide ut", the customer for "leide"', () => {
    const page = typedPage('BK-no-faktura-kranutleie');
    expect(ask(page, 'Hvilket firma leide ut kranen?')).toBe('Fjordløft Kranutleie AS');
    expect(ask(page, 'Hvilket firma leide kranen?')).toBe('Vestnes Betongbygg AS');
  });

  it('gives the tenant for "renting", the landlord for "renting out"', () => {
    const page = typedPage('BK-en-invoice-self-storage');
    expect(ask(page, 'Which company is renting the unit?')).toBe('Moorcroft Interiors Ltd');
    expect(ask(page, 'Which company is renting out the unit?')).toBe('Harbourside Self Store Ltd');
  });

  it('does so in Danish on another page', () => {
    const page = printedPage([
      'Sjællands Liftudlejning ApS',
      'Industrivej 4, 4000 Roskilde',
      '',
      [
        [50, 'Bygherre Holm & Søn A/S'],
        [360, 'Fakturanr.:'],
        [440, '5512'],
      ],
      [
        [50, 'Havnegade 2'],
        [360, 'Fakturadato:'],
        [440, '02.03.2026'],
      ],
      '4300 Holbæk',
      '',
      [
        [50, 'Leje af sakselift, 5 dage'],
        [480, '4.500,00'],
      ],
      [
        [330, 'I alt DKK'],
        [480, '5.625,00'],
      ],
    ]);
    expect(ask(page, 'Hvilket firma lejede liften ud?')).toBe('Sjællands Liftudlejning ApS');
    expect(ask(page, 'Hvilket firma lejede liften?')).toBe('Bygherre Holm & Søn A/S');
  });
});
