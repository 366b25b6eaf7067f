import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// Questions of something the page does not print, answered before from what it prints of
// something else: an item's line for its brand or warranty, the order's date for its delivery, a
// deadline for a photo shoot, a bilingual label's other half for a person.
describe('an attribute asked of an item the page names only as an item', () => {
  it('gives no brand or warranty of a switchboard or a mixer valve from their lines', () => {
    expect(
      ask(typedPage('AJ-fr-facture-electricien'), 'Quelle est la marque du tableau électrique ?'),
    ).toBeNull();
    expect(
      ask(typedPage('AA-fr-facture-electricien'), 'Quelle est la garantie sur le tableau électrique ?'),
    ).toBeNull();
    expect(ask(typedPage('AK-nz-invoice-plumber'), 'What warranty is given on the mixer valve?')).toBeNull();
  });

  it("answers a warranty its page labels, and no item's other words for another's", () => {
    const page = printedPage([
      'Plomberie Garnier',
      [
        [50, 'Chauffe-eau électrique 200 L, pose'],
        [300, '1,00'],
        [400, '890,00'],
      ],
      [
        [50, 'Ballon tampon inox'],
        [300, '1,00'],
        [400, '410,00'],
      ],
      [
        [50, 'Total TTC'],
        [400, '1 300,00'],
      ],
      '',
      [
        [50, 'Garantie chauffe-eau'],
        [200, '5 ans pièces'],
      ],
    ]);
    expect(ask(page, 'Quelle est la garantie sur le chauffe-eau ?')).toBe('5 ans pièces');
    // Was "inox" and "L, pose": the rest of the item's line.
    expect(ask(page, 'Quelle est la garantie sur le ballon tampon ?')).toBeNull();
    expect(ask(page, 'Quelle est la marque du chauffe-eau électrique ?')).toBeNull();
  });
});

describe('a date asked by an event the page does not print', () => {
  it('gives no order date for the day the order was delivered', () => {
    const page = typedPage('M-en-uk-marketplace-vat-invoice');
    expect(ask(page, 'When was the order delivered?')).toBeNull();
  });

  it('gives no due date for the day of a photo shoot', () => {
    const page = typedPage('X-fr-facture-photographe-droits');
    expect(ask(page, 'Quelle est la date de la séance photo ?')).toBeNull();
    expect(ask(page, "Quelle est la date d'échéance ?")).toBe('12/12/2024');
  });

  it('gives the order date asked, and none for a delivery under a "Delivery address"', () => {
    const page = printedPage([
      'Brightline Store Ltd',
      [
        [50, 'Order date'],
        [200, '02/05/2025'],
      ],
      [
        [50, 'Invoice no.'],
        [200, 'BL-20931'],
      ],
      '',
      [[50, 'Delivery address']],
      [[50, 'Jane Holt']],
      [[50, '12 Elm Road, Leeds LS6 2AB']],
      '',
      [
        [50, 'Total'],
        [300, '45.00'],
      ],
    ]);
    expect(ask(page, 'What is the order date?')).toBe('02/05/2025');
    // The heading over the customer's name is no trade of hers that "delivered" could be of.
    expect(ask(page, 'When was the order delivered?')).toBeNull();
  });
});

describe('the rest of a label printed in two languages is no value', () => {
  it('gives no "/ Uw ref." as a contact, and the reference under both labels', () => {
    const page = typedPage('AJ-fr-be-facture-imprimerie');
    expect(ask(page, 'Who is the contact person at the printing company?')).not.toBe('/ Uw ref.');
    expect(ask(page, 'Quelle est votre référence ?')).toBe('Catalogue printemps');
  });
});
