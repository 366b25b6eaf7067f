import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// The eighteenth batch's invoices (AV-): a totals block with its figures left of the labels, a
// payment slip's payee under a capitals letterhead, two persons addressed by joined salutations, a
// role asked after "quel", a box drawn in characters round the totals, and everyday amount questions.

describe('totals printed figure first, left of their labels', () => {
  const page = typedPage('AV-da-faktura-kloakmester');

  it('reads each figure from the left of its label, not the labour figure under the block', () => {
    expect(ask(page, 'Hvilket beløb skal der betales i alt inkl. moms?')).toBe('13.939,38');
    expect(ask(page, 'Moms?')).toBe('2.787,88');
    expect(ask(page, 'How much VAT is charged?')).toBe('2.787,88');
  });

  it("takes the payment slip's payee for no customer, and the letterhead for the issuer", () => {
    expect(ask(page, 'Kunde?')).toBe('Mette Kjærgaard Holm');
    expect(ask(page, 'Who is the customer on this invoice?')).toBe('Mette Kjærgaard Holm');
    expect(ask(page, 'Leverandør?')?.toLowerCase()).toBe('thorsager kloak & anlæg aps');
  });

  it('ends the line table at the totals printed figure first', () => {
    expect(ask(page, 'Antal linjer?')).toBe('6');
  });

  it('reads a block of its own wording so, and nothing where no figure stands before a label', () => {
    const own = printedPage([
      'MURERFIRMA HANSEN ApS',
      '',
      [
        [50, 'Faktura 88'],
        [340, 'Jens Olsen'],
      ],
      [
        [50, 'Opmuring af skorsten'],
        [505, '4.000,00'],
      ],
      '',
      [
        [95, '4.000,00'],
        [150, 'Subtotal'],
      ],
      [
        [100, '1.000,00'],
        [150, 'Moms 25 %'],
      ],
      [
        [95, '5.000,00'],
        [150, 'I alt DKK'],
      ],
    ]);
    expect(ask(own, 'Total DKK?')).toBe('5.000,00');
    expect(ask(own, 'Moms?')).toBe('1.000,00');
    const none = printedPage([
      'MURERFIRMA HANSEN ApS',
      [
        [50, 'Faktura 88'],
        [340, 'Jens Olsen'],
      ],
      [[150, 'Moms 25 %']],
    ]);
    expect(ask(none, 'Moms?')).toBeNull();
  });
});

describe('two persons addressed by joined salutations', () => {
  it('answers the names under "Herrn und Frau", not the salutation', () => {
    const page = typedPage('AV-de-rechnung-gartenbau-abschlag');
    expect(ask(page, 'Rechnungsempfänger?')).toBe('Stefan und Julia Brenner');
    expect(ask(page, 'Who is the invoice addressed to?')).toBe('Stefan und Julia Brenner');
  });

  it('does so for "Mr and Mrs" of its own wording', () => {
    const page = printedPage([
      'Oakfield Gardens Ltd · 4 Mill Lane · Leeds LS1 4AB',
      '',
      [
        [50, 'Mr and Mrs'],
        [340, 'Invoice No.'],
        [440, '2231'],
      ],
      [
        [50, 'Tom and Ann Hughes'],
        [340, 'Date'],
        [440, '02/03/2026'],
      ],
      [[50, '12 Elm Road']],
      [[50, 'Leeds LS6 2QT']],
    ]);
    expect(ask(page, 'Who is the invoice addressed to?')).toBe('Tom and Ann Hughes');
  });
});

describe('a name question is never answered with a figure', () => {
  const page = typedPage('AV-fr-facture-auto-ecole');

  it('reads "quel élève" as who, and "s\'élève à" still as how much', () => {
    expect(ask(page, "C'est pour quel élève, cette facture ?")).toBe('Mme Inès Benali');
    expect(ask(page, "À combien s'élève la facture ?")).toBe('764,00');
  });
});

describe('a totals box drawn in characters', () => {
  const page = typedPage('AV-nl-factuur-architect-termijn');

  it('counts the billed lines, not the information-only overview of the fee', () => {
    expect(ask(page, 'Aantal regels?')).toBe('2');
    expect(ask(page, 'How many billed line items are there?')).toBe('2');
  });

  it('reads "dient" as a modal, no word asked', () => {
    expect(ask(page, 'Welk bedrag dient inclusief btw te worden voldaan?')).toBe('15.391,20');
  });
});

describe('everyday amount questions', () => {
  it('answers what is owed to the business named by its trade, for the things it billed', () => {
    expect(ask(typedPage('AV-en-uk-invoice-vet'), 'How much do I still owe the vets for the two pets?')).toBe(
      '441.34',
    );
    expect(
      ask(
        typedPage('AV-fr-facture-auto-ecole'),
        "Combien je dois à l'auto-école pour les leçons de conduite ?",
      ),
    ).toBe('764,00');
  });

  it('reads the ROT deduction asked as "när rotavdraget är draget" from "Avgår ROT-avdrag"', () => {
    const page = typedPage('AV-sv-faktura-maleri-rot');
    expect(ask(page, 'Hur mycket ska jag faktiskt betala in till målaren när rotavdraget är draget?')).toBe(
      '26 685,00',
    );
  });

  it('takes a customer addressed as Mr for no insurer of the claim', () => {
    expect(ask(typedPage('AV-en-uk-invoice-vet'), 'Which insurer is the claim being sent to?')).toBeNull();
  });
});
