import { describe, expect, it } from 'vitest';
import { ask, printedPage, scannedAs, typedPage } from './positioned-page';

// False answers to questions the page cannot answer.
// 1. Asked by no concept, a word the page prints nowhere is what the question is about: an energy
//    bill's "Meter reading | Previous 10/02/24" heads the gas and electricity meters' readings, and
//    "What was the water meter reading?" is not answered by its heading's next cell.
// 2. OCR reads a key's colon as a quote mark ("Server' Mika R." of "Server: Mika R."): on a scan
//    that line is a field and its value, no customer's window nor the value beside another key.

describe('a word the page prints nowhere, asked by no concept', () => {
  it('answers no water meter reading on a gas and electricity bill (P-en)', () => {
    const page = typedPage('P-en-uk-energy-bill');
    expect(ask(page, 'What was the water meter reading?')).toBeNull();
    expect(ask(page, 'What is the bill number?')).toBe('60011827354');
    expect(ask(page, 'Who is the bill addressed to?')).toBe('Mrs H Garside');
  });

  it('keeps a label printed once, and drops a label printed twice another word chose between (own wording)', () => {
    const page = printedPage([
      [[50, 'GREENFIELD UTILITIES LTD']],
      [[50, '4 Mill Lane, Bristol BS1 4XY']],
      '',
      [
        [50, 'Loyalty points earned'],
        [300, '250'],
      ],
      [[50, 'ELECTRICITY']],
      [
        [50, 'Meter reading'],
        [300, '41822 kWh'],
      ],
      [[50, 'GAS']],
      [
        [50, 'Meter reading'],
        [300, '3412 m3'],
      ],
      [
        [50, 'Total'],
        [300, '£120.00'],
      ],
    ]);
    expect(ask(page, 'How many bonus points were earned?')).toBe('250');
    expect(ask(page, 'What was the water meter reading?')).toBeNull();
  });
});

describe("a scan's key whose colon was read as a quote mark", () => {
  it('reads no server as the customer of a restaurant receipt (AE-ca)', () => {
    const page = scannedAs('AE-ca-bc-restaurant-receipt', { 'Server: Mika R.': "Server' Mika R." });
    expect(ask(page, "What is the customer's name?")).toBeNull();
    expect(ask(page, 'What is the name of the restaurant?')).toBe('FOGHORN FISH HOUSE');
  });

  it('reads no waiter beside the guests as the customer (AR-sv)', () => {
    const page = scannedAs('AR-sv-kvitto-restaurang', { 'Servitör: Linnea': "Servitör' Linnea" });
    expect(ask(page, 'Vilken kund står på kvittot?')).toBeNull();
    expect(ask(page, 'Vilken restaurang är kvittot från?')).toBe('RESTAURANG FYRSKEPPET');
  });
});
