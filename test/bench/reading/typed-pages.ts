/**
 * The pages typed by others (test/fixtures/typed-by-others/), as the typed bench and the
 * calibration fit read them: each page's rows, truth, own questions and absent questions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Row } from '../../reading/positioned-page';
import type { FieldKind } from './check';

export type TypedPage = {
  id: string;
  lang: string;
  rows: Row[];
  truth: Record<string, string | number | null>;
  questions: { field: string; q: string }[];
  absent: string[];
};

/** How each field's answer is checked. */
export const TYPED_KIND: Record<string, FieldKind> = {
  invoice_number: 'id',
  date: 'date',
  due_date: 'date',
  amount: 'amount',
  total_vat: 'amount',
  issuer: 'name',
  receiver: 'name',
  lines: 'count',
};

export const TYPED_DIR = join(new URL('.', import.meta.url).pathname, '../../fixtures/typed-by-others');

/** Every page in `dir` (whose file name holds `only`, when given), by file name. */
export function typedPages(dir = TYPED_DIR, only?: string): TypedPage[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && (!only || f.includes(only)))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as TypedPage);
}

/** The batch a page was typed in, one writer's nine pages: the id's first part ("AB" of "AB-uk-…"). */
export const batchOf = (id: string): string => id.split('-')[0]!;
