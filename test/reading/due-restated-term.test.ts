import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// A due date printed only as the restatement of a payment term, after a restating word or a dash:
// "virement à 30 jours date de facture, soit le 11/04/2026", "Payment due by the 20th of the
// month following - 20/03/2026". Pages typed by others (the thirtieth batch).
describe('a date restating the term to pay', () => {
  it('is the due date', () => {
    const stationery = typedPage('BT-fr-facture-fournitures-bureau');
    expect(ask(stationery, 'Échéance ?')).toBe('11/04/2026');
    expect(ask(stationery, 'When is the invoice due?')).toBe('11/04/2026');
    const shearing = typedPage('BT-en-tax-invoice-sheep-shearing-nz');
    expect(ask(shearing, 'What is the payment due date?')).toBe('20/03/2026');
    expect(ask(shearing, 'What is the invoice date?')).toBe('14/02/2026');
  });

  it('is not a date restating anything but a term to pay', () => {
    const page = (line: string) =>
      printedPage([
        'Harbour Supplies Ltd',
        'Invoice no. 4471   Date 02/03/2026',
        line,
        'Total due  £ 120.00',
      ]);
    expect(ask(page('Payment received with thanks - 20/03/2026'), 'When is the invoice due?')).toBeNull();
    expect(ask(page('Delivery within 10 days - 20/03/2026'), 'When is the invoice due?')).toBeNull();
    expect(ask(page('Goods ordered on 1 March, i.e. 20/03/2026'), 'When is the invoice due?')).toBeNull();
  });
});
