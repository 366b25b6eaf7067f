import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { V2Store } from '../../main/engine/v2/store';
import { loadMigrations } from '../../main/store/db';
import { appRoot } from '../../main/util/paths';
import { tempDir } from '../helpers/tmp';

const migrations = loadMigrations(join(appRoot(), 'main', 'engine', 'migrations'));
let dir: ReturnType<typeof tempDir>;
afterEach(() => dir?.remove());

function userVersion(file: string): number {
  const db = new Database(file, { readonly: true });
  try {
    return db.pragma('user_version', { simple: true }) as number;
  } finally {
    db.close();
  }
}

describe("the local engine's data file is versioned", () => {
  it('a new file gets every migration and says so in user_version', () => {
    dir = tempDir();
    const store = new V2Store(dir.path);
    store.close();
    expect(migrations.length).toBeGreaterThan(0);
    expect(userVersion(join(dir.path, 'engine.sqlite'))).toBe(migrations.length);
  });

  it('0001: a file made before versioning keeps its datasets and examples', () => {
    dir = tempDir();
    const file = join(dir.path, 'engine.sqlite');
    // The tables as the unversioned engine made them, with a dataset and an example in them.
    const old = new Database(file);
    old.exec(migrations[0]!.sql);
    old
      .prepare(
        "INSERT INTO datasets (name, tags, created_at, updated_at) VALUES ('acme.bank', '[]', '2026-01-02T03:04:05Z', '2026-01-02T03:04:05Z')",
      )
      .run();
    old
      .prepare(
        `INSERT INTO examples (dataset, example_id, kind, data, target_values, created_at)
         VALUES ('acme.bank', 'e1', 'transaction', '{"text":"Rent"}', '[{"name":"account","value":"4000"}]', '2026-01-02T03:04:05Z')`,
      )
      .run();
    old.close();
    expect(userVersion(file)).toBe(0);

    const store = new V2Store(dir.path);
    const dataset = store.get('acme.bank');
    store.close();
    expect(dataset).toMatchObject({ name: 'acme.bank', size: 1, createdAt: '2026-01-02T03:04:05Z' });
    expect(userVersion(file)).toBe(migrations.length);
  });

  it('a file from a newer Kontera is refused with what to do, and left as it was', () => {
    dir = tempDir();
    const file = join(dir.path, 'engine.sqlite');
    new V2Store(dir.path).close();
    const newer = new Database(file);
    newer.pragma(`user_version = ${migrations.length + 1}`);
    newer.close();
    const before = readFileSync(file);

    let error: unknown;
    try {
      new V2Store(dir.path).close();
    } catch (err) {
      error = err;
    }
    expect(error).toMatchObject({ code: 'engine_store_too_new' });
    expect((error as Error).message).toMatch(/newer version of Kontera.*Please update Kontera/s);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(userVersion(file)).toBe(migrations.length + 1);
  });
});
