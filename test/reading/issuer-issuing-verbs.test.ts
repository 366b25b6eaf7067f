import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// Each language's verbs of issuing a document ("établi", "erstellt", "upprättat", "drawn up") ask the
// issuer: the rules read them as the issuer's, and the classifier, which has met few of them, no
// longer turns the question to the customer. "Quelle société est facturée ?" still asks who is billed.

const page = () =>
  printedPage([
    [[40, 'Atelier Brunhoff SARL']],
    [[40, '12 rue des Tanneurs, 21000 Dijon']],
    '',
    [[330, 'Client :']],
    [[330, 'Madame Odile Parmentier']],
    [[330, '4 allée des Saules, 21800 Quetigny']],
    '',
    [
      [40, 'FACTURE N° 2026-118'],
      [330, 'Date : 04/02/2026'],
    ],
    [
      [40, 'Réparation de portail'],
      [450, '420,00 €'],
    ],
    [
      [40, 'Total TTC'],
      [450, '504,00 €'],
    ],
  ]);

describe('the issuer asked by a verb of issuing', () => {
  it.each([
    {
      id: 'AJ-fr-facture-electricien',
      q: 'Quelle entreprise a établi la facture ?',
      name: 'Dumontier Électricité',
    },
    {
      id: 'U-fr-facture-location-materiel',
      q: 'Quelle société a établi la facture ?',
      name: 'Locapro Équipements SAS',
    },
  ])('$id: "$q"', ({ id, q, name }) => {
    expect(ask(typedPage(id), q)?.toLowerCase()).toBe(name.toLowerCase());
  });

  it('reads the verb on a page of its own wording, and the one billed stays the customer', () => {
    expect(ask(page(), 'Quelle entreprise a établi la facture ?')).toBe('Atelier Brunhoff SARL');
    expect(ask(page(), 'Quelle société a établi cette facture ?')).toBe('Atelier Brunhoff SARL');
    expect(ask(page(), 'Quelle société est facturée ?')).not.toBe('Atelier Brunhoff SARL');
    expect(ask(typedPage('D-fr-facture-web-usd'), 'Quelle société est facturée ?')).toBe(
      'Atelier Verrier Moreau SARL',
    );
  });

  it('gives no issuer where the page prints no business', () => {
    const bare = printedPage([
      [
        [40, 'Total'],
        [450, '504,00 €'],
      ],
    ]);
    expect(ask(bare, 'Quelle entreprise a établi la facture ?')).toBeNull();
  });
});
