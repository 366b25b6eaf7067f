import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openDatabase } from '../../main/store/db';
import { CompaniesStore } from '../../main/store/companies';
import { tempDir } from '../helpers/tmp';

describe('company locale', () => {
  let dir: ReturnType<typeof tempDir>;
  afterEach(() => dir?.remove());

  it('is Danish unless chosen, kept across reopening, changeable, and only one Kontera knows', () => {
    dir = tempDir();
    const file = join(dir.path, 'k.sqlite');
    const db = openDatabase(file);
    const companies = new CompaniesStore(db);
    const dk = companies.create('Nordlys Kontor ApS');
    expect(dk.locale).toBe('da-DK');
    const se = companies.create('Fjäll AB', new Date(), 'sv-SE');
    expect(se.locale).toBe('sv-SE');
    expect(companies.setLocale(dk.id, 'nb-NO').locale).toBe('nb-NO');
    expect(() => companies.setLocale(dk.id, 'fr-FR' as 'da-DK')).toThrow(/country format/);
    expect(() => companies.setLocale(999, 'da-DK')).toThrow(/no longer exists/);
    db.close();
    const again = new CompaniesStore(openDatabase(file));
    expect(again.list().map((c) => [c.name, c.locale])).toEqual([
      ['Fjäll AB', 'sv-SE'],
      ['Nordlys Kontor ApS', 'nb-NO'],
    ]);
  });
});
