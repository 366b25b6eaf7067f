import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// What a purchase came to, asked by how it was paid ("paid by EFTPOS", "med Swish", "gepind",
// "drogs det på kortet", "mit dem QR-Einzahlungsschein") or by a verb of spending that also means
// using ("Hvor mye brukte vi?"): the total, where the page prints the method on a payment line of
// its own, and only in a question of how much ("Hvilket kort ble brukt?" asks which card).

describe('the total asked by how it was paid', () => {
  it('is the total the payment line repeats (thirteenth batch)', () => {
    expect(ask(page('AK-au-tax-invoice-vet'), 'How much was paid by EFTPOS?')).toBe('469.45');
    expect(ask(page('AI-nl-kassabon-fietsenwinkel'), 'Welk bedrag is er gepind?')).toBe('136,29');
    expect(ask(page('AI-sv-kvitto-jarnhandel'), 'Hur mycket drogs det på kortet på järnhandeln?')).toBe(
      '857,70',
    );
    expect(ask(page('AC-da-ordrebekraeftelse-webshop'), 'Hvor meget blev der trukket på MobilePay?')).toBe(
      '1.011,20',
    );
    expect(ask(page('Z-sv-kvitto-biltvatt'), 'How much was paid with Swish?')).toBe('846,00');
    expect(
      ask(
        page('AJ-de-ch-rechnung-gaertnerei'),
        'Welcher Betrag ist mit dem QR-Einzahlungsschein zu bezahlen?',
      ),
    ).toBe("2'877.60");
  });

  it('is nothing for a method that paid another amount, or asked which card', () => {
    const split = printedPage([
      'Corner Deli',
      'Receipt 4471',
      [
        [50, 'Sandwich'],
        [300, '30.00'],
      ],
      [
        [50, 'Soup'],
        [300, '20.00'],
      ],
      [
        [50, 'TOTAL'],
        [300, '50.00'],
      ],
      [
        [50, 'GIFT CARD'],
        [300, '20.00'],
      ],
      [
        [50, 'EFTPOS'],
        [300, '30.00'],
      ],
    ]);
    expect(ask(split, 'How much was paid by EFTPOS?')).toBeNull();
    expect(ask(split, 'What is the total?')).toBe('50.00');
    expect(ask(page('AI-sv-kvitto-jarnhandel'), 'Vilket kort drogs det på?')).toBeNull();
    expect(ask(page('AI-nl-kassabon-fietsenwinkel'), 'Met welke kaart is er gepind?')).toBeNull();
    expect(ask(page('M-en-uk-taxi-receipt'), 'What card number was used to pay?')).toBeNull();
  });
});

describe('the total asked by a verb of spending', () => {
  it('is the total in a question of how much, and nothing in one of which', () => {
    const kiosk = page('AI-no-kvittering-kiosk');
    expect(ask(kiosk, 'Hvor mye brukte vi i kiosken?')).toBe('270,80');
    expect(ask(kiosk, 'Hvilket kort ble brukt?')).toBeNull();
    expect(ask(page('T-da-kvittering-tankstation'), 'Hvilket firmakortnummer blev brugt?')).toBeNull();
    expect(ask(page('AJ-de-kassenbon-getraenkemarkt'), 'Was hat der Getränkeeinkauf am Ende gekostet?')).toBe(
      '51,47',
    );
  });
});
