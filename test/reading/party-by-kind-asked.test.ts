import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// A party asked by what it had done, by what it held, or by the kind of firm it is, on pages typed
// by others: the seller's work verb ("repaired"), the golf club's trade or a broker's name drew
// the answer to the seller, confidently. The seller's own wordings stay the seller's.

describe('who had the work done is the customer (caused-work.ts, LanguagePack.causes and lets)', () => {
  const doc = page('BO-en-tax-invoice-mobile-repair');
  const customer = 'Vaishnavi Logistics LLP';
  const seller = 'QUICKFIX MOBILE SOLUTIONS PVT. LTD.';

  it('"had the phones repaired" asks the customer', () => {
    expect(ask(doc, 'Who had the phones repaired?')).toBe(customer);
    expect(ask(doc, 'Which company had its phones fixed?')).toBe(customer);
  });

  it('in the other six languages', () => {
    expect(ask(doc, 'Wie liet de telefoons repareren?')).toBe(customer);
    expect(ask(doc, 'Wie heeft de telefoons laten repareren?')).toBe(customer);
    expect(ask(doc, 'Wer ließ die Handys reparieren?')).toBe(customer);
    expect(ask(doc, 'Wer hat die Handys reparieren lassen?')).toBe(customer);
    expect(ask(doc, 'Hvem fik telefonerne repareret?')).toBe(customer);
    expect(ask(doc, 'Hvem fikk telefonene reparert?')).toBe(customer);
    expect(ask(doc, 'Vem lät reparera telefonerna?')).toBe(customer);
    expect(ask(doc, 'Qui a fait réparer les téléphones ?')).toBe(customer);
  });

  it('who repaired them, or had repaired them, is the seller', () => {
    expect(ask(doc, 'Who repaired the phones?')).toBe(seller);
    expect(ask(doc, 'Who had repaired the phones?')).toBe(seller);
    expect(ask(doc, 'Qui a réparé les téléphones ?')).toBe(seller);
    expect(ask(doc, 'Hvem har repareret telefonerne?')).toBe(seller);
    // German and Dutch put the participle last: "hatte ... repariert" is who had repaired them.
    expect(ask(doc, 'Welche Firma hatte die Handys repariert?')).toBe(seller);
    expect(ask(doc, 'Welk bedrijf had de telefoons gerepareerd?')).toBe(seller);
  });

  it('nothing the page does not print', () => {
    expect(ask(doc, 'Who is the technician?')).toBeNull();
    expect(ask(doc, 'What is the IMEI of the first phone?')).toBeNull();
  });

  it('on other pages alike', () => {
    const aircon = page('AP-sg-tax-invoice-aircon');
    expect(ask(aircon, 'Who had the aircon serviced?')).toBe('Harmony Family Clinic Pte. Ltd.');
    expect(ask(aircon, 'Who serviced the aircon?')).toBe('COOLBREEZE AIRCON ENGINEERING PTE. LTD.');
    const coffee = page('BO-de-rechnung-kaffeemaschinenservice');
    expect(ask(coffee, 'Wer ließ die Kaffeemaschine reparieren?')).toBe('Café Mühlbach');
    expect(ask(coffee, 'Wer hat die Kaffeemaschine repariert?')).toBe('Kaffeetechnik Brandl GmbH');
    // A till receipt names no customer: no one had the work done there.
    expect(ask(page('B-da-kassebon'), 'Hvem fik telefonerne repareret?')).toBeNull();
  });
});

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
