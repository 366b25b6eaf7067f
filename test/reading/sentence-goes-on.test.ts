import { describe, expect, it } from 'vitest';
import { notAName } from '../../main/reading/qa/name-shape';
import { ask, asScan, ocrReadPage } from './positioned-page';

// A sentence whose closing full stop a scan's reader dropped, or that goes on with another, was
// given as the issuer's name at 0.97 ("Payment is due when the vehicle is picked up. We accept
// cash, …" under "Shop supplies", which OCR had read apart from its "= 8% of labor").

describe('a sentence that goes on after its full stop', () => {
  it('is no name, its closing stop read or not', () => {
    for (const text of [
      'Payment is due when the vehicle is picked up. We accept cash, check, Visa, MC, Discover, AmEx',
      'Le paiement est dû à la livraison. Merci de votre confiance',
      'Zahlbar sofort nach Erhalt der Ware. Vielen Dank für Ihren Einkauf',
    ])
      expect(notAName(text)).toBe(true);
  });

  it('names with abbreviations inside stay names', () => {
    for (const text of [
      'Kessler Bros. Auto Service',
      'Praxis Dr. med. Hans Weber',
      'Müller u. Söhne GmbH',
      'St. Louis Bread Co.',
      'J. R. Hartley & Sons Ltd. Booksellers',
    ])
      expect(notAName(text)).toBe(false);
  });

  it("a scan's terms under a label slip are not the repair shop's name", () => {
    const doc = asScan(ocrReadPage('S-en-us-auto-repair'));
    for (const q of ['Vendor?', 'Which repair shop issued this invoice?', 'Who did the work on the car?'])
      expect(ask(doc, q) ?? '').not.toMatch(/Payment/);
  });
});
