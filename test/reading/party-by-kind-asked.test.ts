import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// A party asked by what it had done, by what it held, or by the kind of firm it is, on pages typed
// by others: the seller's work verb ("repaired"), the golf club's trade or a broker's name drew
// the answer to the seller, confidently. The seller's own wordings stay the seller's.

describe('the firm that held the event is the customer (side-by-role.ts, LanguagePack.holds)', () => {
  const golf = page('BP-en-invoice-golf-club');
  const customer = 'Marlowe Fenwick Associates Ltd';

  it('"Which company held the golf day?" asks who held it, the one billed', () => {
    expect(ask(golf, 'Which company held the golf day?')).toBe(customer);
    expect(ask(golf, 'Which firm held the event?')).toBe(customer);
    const outing = page('BQ-nl-factuur-bedrijfsuitje');
    expect(ask(outing, 'Welk bedrijf hield het personeelsuitje?')).toBe('Van Dijk Installatietechniek B.V.');
    expect(ask(outing, 'Which company held the staff outing?')).toBe('Van Dijk Installatietechniek B.V.');
  });

  it('the club that sent the bill, or supplied what was had, is the seller', () => {
    expect(ask(golf, 'Which golf club sent the invoice?')).toBe('HALLBROOK PARK GOLF CLUB');
    expect(ask(golf, 'Which company organised the golf day?')).toBe('HALLBROOK PARK GOLF CLUB');
  });

  it('nothing where no firm is asked, or the page prints none', () => {
    expect(ask(golf, 'Who held the golf day?')).toBeNull();
    expect(ask(golf, 'Who won the longest drive?')).toBeNull();
    expect(ask(golf, "What is the customer's VAT number?")).toBeNull();
  });
});

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
