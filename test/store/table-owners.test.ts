import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoot } from '../../main/util/paths';

// Each table has one module that holds its SQL (design.md); other areas call it, inside their own
// transaction when writes belong together. A statement on one of these tables anywhere else fails here.
const OWNERS: Record<string, string> = {
  history_lines: 'main/booking/history-lines.ts',
  bank_entries: 'main/bank/entries.ts',
  import_mappings: 'main/store/import-mappings.ts',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' || e.name === 'generated' ? [] : sources(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

const root = appRoot();
const files = sources(join(root, 'main')).map((f) => ({
  path: relative(root, f).replace(/\\/g, '/'),
  text: readFileSync(f, 'utf8'),
}));

describe('one owner for each table', () => {
  for (const [table, owner] of Object.entries(OWNERS)) {
    it(`only ${owner} holds SQL on ${table}`, () => {
      const sql = new RegExp(`\\b(FROM|INTO|UPDATE|JOIN)\\s+${table}\\b`, 'i');
      const holders = files.filter((f) => sql.test(f.text)).map((f) => f.path);
      expect(holders).toEqual([owner]);
    });
  }
});
