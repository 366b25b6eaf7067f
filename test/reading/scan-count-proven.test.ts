import { describe, expect, it } from 'vitest';
import { ask, scannedAs } from './positioned-page';

// Line counts on scans whose amounts read once their figures are read again whole.
// - A charge under the totals ("Frais de greffe ... 46,31" between "Total honoraires TTC 5 937,60"
//   and "NET À PAYER") is a line where the amount due adds it: read "5983,91€", thousands not
//   grouped, its whole figure is the sum, not its last three digits' 983,91.

describe('a line count the totals prove the totals prove', () => {
  it('counts the charge the amount due adds, its figure read without grouping', () => {
    const doc = scannedAs('L-fr-facture-expert-comptable', { '5 983,91 €': '5983,91€' });
    expect(ask(doc, 'Nb de lignes ?')).toBe('6');
    expect(ask(doc, 'How many line items are billed, including disbursements?')).toBe('6');
    expect(ask(doc, 'Quel est le numéro de commande ?')).toBeNull();
  });
});
