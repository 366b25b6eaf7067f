import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// A party asked by what it had done, by what it held, or by the kind of firm it is, on pages typed
// by others: the seller's work verb ("repaired"), the golf club's trade or a broker's name drew
// the answer to the seller, confidently. The seller's own wordings stay the seller's.

describe('an insurer asked is a third party unless a name says it is one (insurer-asked.ts)', () => {
  it('no broker for the insurance company', () => {
    const broker = page('BN-en-fee-invoice-insurance-broker');
    expect(ask(broker, 'Who is the insurance company?')).toBeNull();
    expect(ask(broker, 'Insurance company?')).toBeNull();
    expect(ask(broker, 'Who is the broker?')).toBe('Hartwell Pryce Insurance Brokers Ltd');
    expect(ask(broker, 'Which company is being billed for the broker fees?')).toBe('Oakbridge Joinery Ltd');
  });

  it('no dentist for the insurer that paid', () => {
    const dental = page('AK-us-invoice-dental');
    expect(ask(dental, 'Who is the insurer?')).toBeNull();
    expect(ask(dental, 'Who is the insurance company?')).toBeNull();
    expect(ask(dental, 'Who is the patient?')).toBe('Daniel R. Okafor');
  });

  it('nor a clinic, a garage or a plumber, in their own languages', () => {
    expect(ask(page('W-sv-faktura-djurklinik'), 'Vem är försäkringsbolaget?')).toBeNull();
    expect(ask(page('AC-no-faktura-verksted'), 'Hvem er forsikringsselskapet?')).toBeNull();
    expect(ask(page('AC-da-faktura-tandlaege'), 'Hvem er forsikringsselskabet?')).toBeNull();
    expect(ask(page('L-de-rechnung-physiotherapie'), 'Welche Versicherung?')).toBeNull();
    expect(ask(page('U-fr-facture-plombier'), 'Who is the insurance company?')).toBeNull();
  });

  it("an insurer's own premium invoice names it", () => {
    // A premium notice of my own: the issuer's name says it is an insurer.
    const premium = printedPage([
      [
        [50, 'Nordlys Forsikring AS'],
        [360, 'Faktura'],
      ],
      [
        [50, 'Strandgata 4, 0150 Oslo'],
        [360, 'Fakturanr.:'],
        [450, '77120'],
      ],
      [
        [360, 'Dato:'],
        [450, '02.04.2026'],
      ],
      '',
      [[50, 'Berg Transport AS']],
      [[50, 'Industriveien 9, 3400 Lier']],
      '',
      [
        [50, 'Premie bilforsikring 2026'],
        [470, '12 400,00'],
      ],
      [
        [330, 'Å betale'],
        [470, '12 400,00'],
      ],
    ]);
    expect(ask(premium, 'Hvem er forsikringsselskapet?')).toBe('Nordlys Forsikring AS');
    expect(ask(premium, 'Hvilket forsikringsselskap sendte fakturaen?')).toBe('Nordlys Forsikring AS');
  });
});
