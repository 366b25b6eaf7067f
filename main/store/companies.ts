import type { DB } from './db';
import { UserError } from '../util/errors';
import { utcStamp } from '../util/time';
import { fold } from '../util/fold';

/**
 * How a company writes numbers, amounts and dates (see migration 0009). The window formats with it;
 * the interface language is the user's, separate from this.
 */
export const COMPANY_LOCALES = ['da-DK', 'sv-SE', 'nb-NO', 'en-GB', 'en-US'] as const;
export type CompanyLocale = (typeof COMPANY_LOCALES)[number];
export const DEFAULT_COMPANY_LOCALE: CompanyLocale = 'da-DK';

export type Company = { id: number; name: string; slug: string; createdAt: string; locale: CompanyLocale };

type Row = { id: number; name: string; slug: string; created_at: string; locale: CompanyLocale };

const toCompany = (r: Row): Company => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  createdAt: r.created_at,
  locale: r.locale,
});

/**
 * The slug names the company's datasets (`{slug}.invoice-line`, `{slug}.bank`), so it must match the
 * service's dataset-name pattern (util/dataset-name.ts). It is fixed at creation: renaming a
 * company must not move its history to a new dataset.
 */
export function slugify(name: string): string {
  const base = fold(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return base || 'company';
}

export class CompaniesStore {
  constructor(private readonly db: DB) {}

  list(): Company[] {
    return this.db
      .prepare<[], Row>('SELECT * FROM companies ORDER BY name COLLATE NOCASE')
      .all()
      .map(toCompany);
  }

  get(id: number): Company {
    const row = this.db.prepare<[number], Row>('SELECT * FROM companies WHERE id = ?').get(id);
    if (!row) throw new UserError('not_found', 'That company no longer exists. Pick another company.');
    return toCompany(row);
  }

  create(name: string, now = new Date(), locale: CompanyLocale = DEFAULT_COMPANY_LOCALE): Company {
    const clean = name.trim();
    if (!clean) throw new UserError('invalid_argument', 'A company needs a name.');
    return this.db.transaction(() => {
      const base = slugify(clean);
      let slug = base;
      for (let n = 2; this.db.prepare('SELECT 1 FROM companies WHERE slug = ?').get(slug); n++)
        slug = `${base}-${n}`;
      const info = this.db
        .prepare('INSERT INTO companies (name, slug, created_at, locale) VALUES (?, ?, ?, ?)')
        .run(clean, slug, utcStamp(now), locale);
      return this.get(Number(info.lastInsertRowid));
    })();
  }

  rename(id: number, name: string): Company {
    const clean = name.trim();
    if (!clean) throw new UserError('invalid_argument', 'A company needs a name.');
    const info = this.db.prepare('UPDATE companies SET name = ? WHERE id = ?').run(clean, id);
    if (info.changes === 0)
      throw new UserError('not_found', 'That company no longer exists. Pick another company.');
    return this.get(id);
  }

  /** The company's country format; its history and datasets are untouched. */
  setLocale(id: number, locale: CompanyLocale): Company {
    if (!(COMPANY_LOCALES as readonly string[]).includes(locale))
      throw new UserError('invalid_argument', `Kontera has no country format named "${locale}".`, { locale });
    const info = this.db.prepare('UPDATE companies SET locale = ? WHERE id = ?').run(locale, id);
    if (info.changes === 0)
      throw new UserError('not_found', 'That company no longer exists. Pick another company.');
    return this.get(id);
  }
}
