import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IntakeResult } from '../../main/reading/types';
import { ask } from './positioned-page';

// A Belgian printer's invoice as the scan bench read it: its keys are printed in French and Dutch,
// "Votre réf. / Uw ref." beside "Catalogue printemps", and the reader dropped the slash, so the
// Dutch half of the key stood where the key's value does. "Uw ref." is a key, no one's name.

describe('a bilingual reference key whose slash a scan dropped', () => {
  const file = join(
    new URL('.', import.meta.url).pathname,
    '../fixtures/ocr-read/bilingual-ref-slash-lost.json',
  );
  const doc = JSON.parse(readFileSync(file, 'utf8')) as IntakeResult;

  it('answers no contact person with the key', () => {
    expect(ask(doc, 'Who is the contact person at the printing company?')).toBeNull();
    expect(ask(doc, 'Who is our contact person?')).toBeNull();
    expect(ask(doc, 'Qui est le contact ?')).toBeNull();
  });

  it("answers the reference with the key's value", () => {
    expect(ask(doc, 'Quelle est votre référence ?')).toBe('Catalogue printemps');
    expect(ask(doc, 'Wat is uw referentie?')).toBe('Catalogue printemps');
  });

  it('still answers the main fields', () => {
    expect(ask(doc, 'Quel est le numéro de facture ?')).toBe('2026-0415');
    expect(ask(doc, 'Quel est le nom du client ?')).toBe('Librairie Quai des Mots SRL');
    expect(ask(doc, 'Quel est le numéro client ?')).toBe('C-1187');
  });
});
