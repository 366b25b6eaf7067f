import { describe, expect, it } from 'vitest';
import { ask, asScan, ocrReadPage, scannedAs } from './positioned-page';

// The owner's line under a pharmacy's name, a letter of the owner's name read as a capital by OCR
// ("Apothekerin Dr Katrin WeißBbach e.K."), was given as the issuer at 0.92: its legal form made it
// look like a company's letterhead once the misread letter hid the person's name.

describe("an owner's line with a letter misread as a capital", () => {
  it('is the owner, the shop above it the issuer', () => {
    const doc = asScan(ocrReadPage('AW-de-kassenbon-apotheke'));
    expect(ask(doc, 'Aussteller?')).toBe('Linden-Apotheke am Markt');
    expect(ask(doc, 'Which pharmacy issued this receipt?')).toBe('Linden-Apotheke am Markt');
  });

  it('whichever letter was misread', () => {
    const doc = scannedAs('AW-de-kassenbon-apotheke', {
      'Apothekerin Dr. Katrin Weißbach e.K.': 'Apothekerin Dr Katrin WeiSsbach e.K.',
    });
    expect(ask(doc, 'Welche Firma hat den Beleg ausgestellt?')).toBe('Linden-Apotheke am Markt');
  });
});
