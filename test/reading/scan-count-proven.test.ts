import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IntakeResult } from '../../main/reading/types';
import { ask, scannedAs } from './positioned-page';

// Line counts on scans whose amounts read once their figures are read again whole.
// - A charge under the totals ("Frais de greffe ... 46,31" between "Total honoraires TTC 5 937,60"
//   and "NET À PAYER") is a line where the amount due adds it: read "5983,91€", thousands not
//   grouped, its whole figure is the sum, not its last three digits' 983,91.
// - A row whose words read as a total's label and whose amount went unread leaves the lines short
//   of the net by a figure printed on that row: the count is not proven and says nothing.

describe('a line count the totals prove the totals prove', () => {
  it('counts the charge the amount due adds, its figure read without grouping', () => {
    const doc = scannedAs('L-fr-facture-expert-comptable', { '5 983,91 €': '5983,91€' });
    expect(ask(doc, 'Nb de lignes ?')).toBe('6');
    expect(ask(doc, 'How many line items are billed, including disbursements?')).toBe('6');
    expect(ask(doc, 'Quel est le numéro de commande ?')).toBeNull();
  });

  it('says nothing where the lines fall short of the net by a figure among the rows', () => {
    // As OCR read it: "TR-0001 | Frais de livraison (cde | 600 € HTVA) | 12,50 | 21% | 1250".
    // The page as the scan bench read it (its OCR cache, re-read figures in).
    const file = join(new URL('.', import.meta.url).pathname, '../fixtures/ocr-read/count-short-of-net.json');
    const doc = JSON.parse(readFileSync(file, 'utf8')) as IntakeResult;
    expect(ask(doc, 'Nb de lignes ?')).toBeNull();
    expect(ask(doc, 'How many line items are on the invoice?')).toBeNull();
    expect(ask(doc, 'Combien de produits différents sont facturés ?')).toBeNull();
    expect(ask(doc, 'Quel est le montant total TVAC ?')).toBe('669,01');
  });
});
