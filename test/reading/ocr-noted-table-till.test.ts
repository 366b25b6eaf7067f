import { describe, expect, it } from 'vitest';
import { ask, printedPage } from './positioned-page';

// A table whose first row is a note across its columns (a shipment's dossier over the charges
// billed for it) is unsure as a whole: such a note may be a line of its own (lines.ts noted). Where
// the till's reading, under no headings, finds every one of its amounts in order, two readings of
// the page agree on each line, and the count is given (counted-lines.ts).
describe('a noted table whose every line the till reading agrees on', () => {
  const page = (last: string) =>
    printedPage([
      [[50, 'Rhône Fret Logistique SAS']],
      [[50, 'FACTURE N° FA2408-0193']],
      [
        [50, 'Désignation'],
        [330, 'TVA'],
        [480, 'Montant HT'],
      ],
      [[50, 'Dossier 24-5512 du 12/08, Lyon (69) vers Genève (CH), 3 palettes, 780 kg au total']],
      [
        [70, 'Groupage routier'],
        [330, 'EXO'],
        [480, '412,00'],
      ],
      [
        [70, 'Formalités douane export'],
        [330, 'EXO'],
        [480, '65,00'],
      ],
      [
        [70, 'Messagerie nationale J+1'],
        [330, '20%'],
        [480, last],
      ],
      [
        [300, 'Total HT'],
        [480, '745,00'],
      ],
      [
        [300, 'TVA 20 %'],
        [480, '53,60'],
      ],
      [
        [300, 'Net à payer'],
        [480, '798,60'],
      ],
    ]);

  it('counts the lines both readings find', () => {
    expect(ask(page('268,00'), 'Nb lignes facturées ?')).toBe('3');
  });

  it('says nothing where the amounts add up to no figure under them', () => {
    expect(ask(page('2 68'), 'Nb lignes facturées ?')).toBeNull();
  });
});
