import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// What a whole bill is for is printed on its subject line ("Betreff:", "Chantier :", "In Sachen
// ... wegen ..."): a question naming the purchase by words printed there asks the bill's total,
// however many of its lines print the word too (an item "prises cuisine" among the kitchen's).

describe('the total asked by what the subject line names', () => {
  it('is the bill’s total (thirteenth batch)', () => {
    expect(
      ask(page('AJ-de-rechnung-anwalt'), 'Was kostet mich die Anwältin für die Sache mit der Mietkaution?'),
    ).toBe('1.403,25');
    expect(
      ask(page('AJ-fr-facture-electricien'), "Combien je dois encore à l'électricien pour la cuisine ?"),
    ).toBe('1 375,64');
  });

  it('holds on a page of our own wording, and not for a word the subject does not print', () => {
    const bill = printedPage([
      'Tømrer Hansen ApS',
      'Faktura 3310',
      'Vedrørende: nyt køkken, Strandvej 12',
      '',
      [
        [50, 'Montering af skabe'],
        [450, '12.000,00'],
      ],
      [
        [50, 'Køkkenbordplade'],
        [450, '8.000,00'],
      ],
      [
        [300, 'Subtotal'],
        [450, '20.000,00'],
      ],
      [
        [300, 'Moms 25%'],
        [450, '5.000,00'],
      ],
      [
        [300, 'I alt at betale'],
        [450, '25.000,00'],
      ],
    ]);
    expect(ask(bill, 'Hvad skal vi betale for køkkenet?')).toBe('25.000,00');
    expect(ask(bill, 'Hvad skal vi betale for badeværelset?')).toBeNull();
  });
});
