import { describe, expect, it } from 'vitest';
import { ask, asScan, ocrReadPage, typedPage } from './positioned-page';

// OCR reads a scan's decimal comma as a digit ("€ 202,85" read "€ 202785", "692,98 €" read
// "692798 €"). Beside its currency mark the run of digits reads as a whole amount; it is the same
// lost separator a bare run of digits shows, given back only where the page's other figures make
// it to the cent, and no amount at all where they do not. These are the pages as OCR read them.
describe('a scan figure beside its currency mark whose separator OCR read as a digit', () => {
  it('is read back where the net and the total make it', () => {
    const page = asScan(ocrReadPage('BH-nl-factuur-liftonderhoud'));
    expect(ask(page, 'Totaal BTW?')).toBe('202,85');
    expect(ask(page, 'What is the total VAT?')).toBe('202,85');
    expect(ask(typedPage('BH-nl-factuur-liftonderhoud'), 'Totaal BTW?')).toBe('202,85');
  });

  it('is read back from a figure read back itself, and does not hide the one they make', () => {
    const page = asScan(ocrReadPage('BI-fr-facture-location-toilettes'));
    // The balance is the gross less the deposit, the gross itself misread: since h98 totals read
    // back one from another (figure-restored.ts), the gross first, then the balance, each where
    // its own cell shows every digit ("692798 €").
    expect(ask(page, 'Solde ?')).toBe('692,98');
    expect(ask(page, 'Quel est le montant total TVAC ?')).toBe('892,98');
  });
});
