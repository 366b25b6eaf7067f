import { describe, expect, it } from 'vitest';
import { readZugferd as read } from './cii-corpus';
import { ask, printedPage } from './positioned-page';

// A heading over a small table ("Zahlungsbedingungen" over "Beschreibung | Fälligkeit |
// Teilzahlung" over the terms) states its value in the table's row, not in the row of column
// headings under it. 40 ZUGFeRD prints answered "What are the payment terms?" with "Beschreibung",
// the column's heading; their CII data states the terms printed in the row under it.

describe('a heading over a table of its values', () => {
  it('the ZUGFeRD "Einfach" print gives the payment terms its CII data states', async () => {
    const name = 'XML-Rechnung__FX__EN16931_Einfach';
    const terms =
      'Zahlbar innerhalb 30 Tagen netto bis 04.04.2018, 3% Skonto innerhalb 10 Tagen bis 15.03.2018';
    expect(ask(await read(`${name}.cii.xml`), 'What are the payment terms?')).toBe(terms);
    const print = await read(`${name}.pdf`);
    for (const q of ['What are the payment terms?', 'Was sind die Zahlungsbedingungen?'])
      expect(ask(print, q), q).toBe(terms);
  });

  it('an English heading over "Description | Due" reads the row under the headings', () => {
    const page = printedPage([
      'Invoice 2024-118',
      'Total due: € 480.00',
      '',
      'Payment terms',
      [
        [50, 'Description'],
        [300, 'Due'],
      ],
      [
        [50, 'Net 14 days, 2% discount within 7 days'],
        [300, ''],
      ],
    ]);
    expect(ask(page, 'What are the payment terms?')).toBe('Net 14 days, 2% discount within 7 days');
  });

  // A row of the document's keys over their values ("Facture n° | Date | Client | Échéance") is
  // read one row down; the line table's headings under it belong to the next table. "Qui est le
  // client ?" had been answered "Qté" (0.97): the client's column reached down into it.
  it("under a row of keys, the line table's headings are no value of theirs", () => {
    const page = printedPage([
      [[330, 'FACTURE']],
      '',
      'Boulangerie Martin',
      '4 place Bellecour',
      '69002 Lyon',
      '',
      [
        [50, 'Facture n°'],
        [150, 'Date'],
        [250, 'Client'],
        [350, 'Échéance'],
      ],
      [
        [50, '2015-0042'],
        [150, '02/07/2015'],
        [250, 'C-118'],
        [350, '01/08/2015'],
      ],
      '',
      [
        [50, 'Désignation'],
        [300, 'Qté'],
        [400, 'P.U. HT'],
        [500, 'Montant'],
      ],
      [
        [50, 'Réparation four'],
        [300, '1'],
        [400, '850,00'],
        [500, '850,00'],
      ],
      '',
      [
        [380, 'Montant TTC'],
        [500, '1 020,00'],
      ],
      '',
      'Atelier Dupont SARL - 12 rue des Lilas 69003 Lyon - SIRET 12345678900012',
    ]);
    for (const q of ['Qui est le client ?', 'Who is the customer?'])
      expect(ask(page, q), q).toBe('Boulangerie Martin');
    expect(ask(page, "Quelle est la date d'échéance ?")).toBe('01/08/2015');
    expect(ask(page, 'Quel est le numéro de facture ?')).toBe('2015-0042');
  });
});
