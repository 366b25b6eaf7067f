import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// "Quel est le numéro de bon de commande du client ?" was answered with the issuer's enterprise
// number: its letterhead's "commandes@delcour-hygiene.be" read as the label "commande" and the
// VAT line under it as the order number. A mailbox's or a site's name labels nothing.

describe('an e-mail or web address', () => {
  it('labels no value under it on a typed page', () => {
    expect(
      ask(page('I-fr-be-facture-fournisseur-hygiene'), 'Quel est le numéro de bon de commande du client ?'),
    ).toBeNull();
  });

  it('labels nothing, while the label printed before an address still does', () => {
    const doc = printedPage([
      [[40, 'NORTHWIND SUPPLIES LTD']],
      [[40, 'orders@northwind-supplies.co.uk']],
      [[40, 'VAT GB 123 4567 89']],
      [[40, 'www.invoice-northwind.co.uk']],
      [[40, '2231-77']],
      '',
      [
        [40, 'Invoice No.'],
        [130, 'NW-5521'],
      ],
      [
        [40, 'E-mail:'],
        [130, 'accounts@northwind-supplies.co.uk'],
      ],
    ]);
    expect(ask(doc, 'What is the order number?')).toBeNull();
    expect(ask(doc, 'What is the invoice number?')).toBe('NW-5521');
    expect(ask(doc, 'What is the e-mail address?')).toMatch(/northwind-supplies\.co\.uk$/);
  });
});
