import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

/**
 * The twelfth batch of typed pages (AF-AH): numbers and dates asked the way the colleagues wrote
 * them, and the absent questions that must stay unanswered.
 */
describe('typed pages, twelfth batch: numbers and dates', () => {
  it('reads "N° TPS : 814273561" as the tax number it names, not the receipt\'s "Reçu n°"', () => {
    const florist = typedPage('AG-fr-recu-fleuriste');
    expect(ask(florist, 'Quel est le numéro du reçu ?')).toBe('10-58842');
    expect(ask(florist, 'What is the receipt number?')).toBe('10-58842');
  });

  it('reads a question naming the seller by what its letterhead says it does', () => {
    // "Julien Dufresne EI" over "Ramonage · Entretien poêles et inserts".
    const sweep = typedPage('AG-fr-facture-ramonage');
    expect(ask(sweep, 'Quel est le numéro de la facture de ramonage ?')).toBe('2025-087');
    expect(ask(sweep, "C'est quoi le numéro sur la facture du ramoneur ?")).toBe('2025-087');
    // A day asked of the trade is the document's, not the party the question opens with.
    expect(ask(sweep, 'Le ramoneur a fait la facture quand ?')).toBe('06/11/2025');
    // "Garage Delvaux & Fils SRL | Toutes marques" over "Entretien · Pneus · Carrosserie".
    const garage = typedPage('AG-fr-facture-garage');
    expect(ask(garage, "Elle a quel numéro, la facture de l'entretien ?")).toBe('26/0731');
    // A vet ("dyrlege") is of the clinic's trade ("Fjordhagen Dyreklinikk AS").
    expect(ask(typedPage('AF-no-faktura-dyrlege'), 'Hvilket nummer har regningen fra dyrlegen?')).toBe(
      '58213',
    );
  });

  it("keeps a customer's contact under its name from explaining a question's words", () => {
    // "SCI Les Tilleuls" over "Représentée par M. Olivier Garnier": his phone is not printed.
    const page = typedPage('I-fr-facture-artisan-menuiserie');
    expect(ask(page, 'Quel est le numéro de téléphone de M. Garnier ?')).toBeNull();
  });

  it("reads the day we ate there as the receipt's day, a verb of the purchase being a stop word", () => {
    const fr = typedPage('F-fr-ticket-restaurant');
    expect(ask(fr, "Quand est-ce qu'on a mangé là-bas ?")).toBe('14/03/2024');
    expect(ask(typedPage('B-sv-kvitto'), 'Vilken dag åt vi där?')).toBe('2024-03-14');
    // What the card does is no day of the purchase.
    expect(ask(fr, 'When does the card expire?')).toBeNull();
  });
});
