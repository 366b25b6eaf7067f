import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage, type Row } from './positioned-page';

// Everyday questions naming the trade, the goods or the visit instead of the field: "this month"
// is the bill's own period (LanguagePack.thisPeriod); a trade of several words is of its sector
// ("pizza place" of a PIZZERIA, "pest control"); an item's figures make no sentence of its line
// (purchase-printed.ts); a short word's plural is it ("vin" of "Cave à vins"); the work done,
// printed, says where it was done ("Hvor ble bilen vasket?"); a stranded "i"/"from" asks the shop
// ("Hvilken kiosk kjøpte vi pølse og kaffe i?"); extras added ("med tillegg") ask the whole sum.

// A monthly bill of my own wording.
const monthly: Row[] = [
  'BRIGHTWATER WINDOW CLEANING LTD',
  '14 Mill Lane, Leeds LS2 7QE',
  '',
  [
    [50, 'Invoice no.'],
    [200, 'BW-2207'],
  ],
  [
    [50, 'Date'],
    [200, '3 March 2026'],
  ],
  '',
  [
    [50, 'Monthly window round - offices, March'],
    [450, '180.00'],
  ],
  [
    [50, 'Skylight clean, 2 panes'],
    [450, '40.00'],
  ],
  [
    [350, 'VAT 20%'],
    [450, '44.00'],
  ],
  [
    [350, 'Amount due'],
    [450, '264.00'],
  ],
];

describe('a bill asked of the period at hand', () => {
  it('"this month", "denne måneden", "deze maand": the total of the monthly bill', () => {
    expect(
      ask(
        typedPage('AX-en-au-tax-invoice-pool-maintenance'),
        'How much do I actually owe for the pool this month?',
      ),
    ).toBe('295.00');
    expect(
      ask(typedPage('AX-no-faktura-renhold'), 'Hvor mye koster kontorvasken denne måneden totalt?'),
    ).toBe('19 090,50');
    expect(
      ask(typedPage('W-nl-factuur-schoonmaak-incasso'), 'Hoeveel kost de schoonmaak deze maand in totaal?'),
    ).toBe('965,88');
  });

  it('a monthly bill of my own wording: this month is its total, another month asks another bill', () => {
    const page = printedPage(monthly);
    expect(ask(page, 'How much do we owe for the windows this month?')).toBe('264.00');
    expect(ask(page, 'How much do we owe for the windows last month?')).toBeNull();
    expect(ask(page, 'What is the window cleaner manager’s name this month?')).toBeNull();
  });
});

describe('the purchase named in the asker’s words', () => {
  it('an item whose line carries its figures still names what was bought', () => {
    expect(
      ask(
        typedPage('AX-en-us-invoice-pest-control'),
        'How much do we owe for the roach treatment and the monthly visit?',
      ),
    ).toBe('552.65');
  });

  it('a short word printed in its plural, extras added, a payment by phone', () => {
    expect(ask(typedPage('AY-fr-ticket-cave-a-vin'), "Combien j'ai payé le vin à la cave ?")).toBe('90,80');
    expect(ask(typedPage('AY-no-kvittering-bilvask'), 'Hvor mye kostet bilvasken med tillegg?')).toBe(
      '387,00',
    );
    expect(
      ask(typedPage('AY-sv-kvitto-blomsterhandel'), 'Hur mycket swishade vi till blomsteraffären?'),
    ).toBe('897,00');
    expect(
      ask(typedPage('AY-de-kassenbon-metzgerei'), 'Was hat das Fleisch beim Metzger insgesamt gekostet?'),
    ).toBe('33,60');
    expect(ask(typedPage('AX-sv-faktura-taklaggare'), 'Hur mycket ska vi själva betala för nya taket?')).toBe(
      '124 815,00',
    );
  });

  it('a thing the page does not print is no purchase of it', () => {
    expect(ask(typedPage('AY-fr-ticket-cave-a-vin'), 'Combien j’ai payé le fromage à la cave ?')).toBeNull();
  });
});

describe('the business asked by its trade or its work', () => {
  it('a trade of several words, a Dutch gardener, a drugstore, a pizzeria', () => {
    expect(ask(typedPage('AY-en-us-receipt-pizzeria'), 'Which pizza place is this from?')).toMatch(
      /PIZZERIA/i,
    );
    expect(
      ask(typedPage('AX-en-us-invoice-pest-control'), 'When did the pest control company bill us?'),
    ).toBe('March 4, 2026');
    expect(ask(typedPage('AX-nl-factuur-hovenier'), 'Wanneer heeft de tuinman de rekening gestuurd?')).toBe(
      '6 maart 2026',
    );
    expect(ask(typedPage('AY-nl-kassabon-drogist'), 'Bij welke drogisterij is dit gekocht?')).toMatch(
      /Blauwe Huis/i,
    );
    expect(ask(typedPage('AI-da-kvittering-pizzeria'), 'Hvilket pizzeria købte vi maden hos?')).toMatch(
      /CUPOLA/i,
    );
  });

  it('a trade of another sector asks of another business', () => {
    expect(
      ask(typedPage('AY-en-us-receipt-pizzeria'), 'Which pest control company is this from?'),
    ).toBeNull();
  });

  it('who cleans, where the car was washed, the kiosk asked with its preposition last', () => {
    expect(ask(typedPage('AX-no-faktura-renhold'), 'Hvem er det som vasker kontoret vårt?')).toMatch(
      /Blankt Kontorservice/,
    );
    expect(ask(typedPage('AY-no-kvittering-bilvask'), 'Hvor ble bilen vasket?')).toMatch(/GLANSVASK/i);
    expect(ask(typedPage('AI-no-kvittering-kiosk'), 'Hvilken kiosk kjøpte vi pølse og kaffe i?')).toMatch(
      /BRYGGA KIOSK/i,
    );
  });

  it('work the page does not print, or a person, is not the business answered', () => {
    expect(ask(typedPage('AY-no-kvittering-bilvask'), 'Hvor ble bilen reparert?')).toBeNull();
    expect(
      ask(typedPage('AX-no-faktura-renhold'), 'Hvem er renholderen som har ansvaret for kontoret?'),
    ).toBeNull();
  });
});
