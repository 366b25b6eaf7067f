import { describe, expect, it } from 'vitest';
import { endsWithLegalForm } from '../../main/reading/qa/company';
import { ask, typedPage } from './positioned-page';

// Parties on the tenth batch typed by others (Z-, AA-, AB-): each answer below was missing before
// its change.

describe('legal forms as Belgian, Dutch, Luxembourg and Singapore companies print them', () => {
  it('ends a name: "bv" in small letters, "S.à r.l.", "S.A.", "Pte. Ltd."', () => {
    expect(endsWithLegalForm('Fietsen Verbeeck bv')).toBe(true);
    expect(endsWithLegalForm('Garage Reuter & Fils S.à r.l.')).toBe(true);
    expect(endsWithLegalForm('Transports Kieffer S.A.')).toBe(true);
    expect(endsWithLegalForm('Megabyte Digital Pte. Ltd.')).toBe(true);
  });

  it('names the issuer of a letterhead whose name ends with one', () => {
    const doc = typedPage('Z-nl-factuur-fietsenmaker');
    expect(ask(doc, 'Leverancier?')).toBe('Fietsen Verbeeck bv');
    expect(ask(doc, 'Who issued the invoice?')).toBe('Fietsen Verbeeck bv');
  });
});
