import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { readFileSync, writeFileSync, mkdirSync, cpSync } from 'node:fs';
import { join } from 'node:path';
import { loadMigrations, openDatabase } from '../../main/store/db';
import { tempDir } from '../helpers/tmp';

describe('database migrations', () => {
  let dir: ReturnType<typeof tempDir>;
  afterEach(() => dir?.remove());

  it('brings an empty database to the latest schema in WAL mode with foreign keys on', () => {
    dir = tempDir();
    const file = join(dir.path, 'k.sqlite');
    const db = openDatabase(file);
    const latest = loadMigrations().length;
    expect(db.pragma('user_version', { simple: true })).toBe(latest);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    const tables = db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((r) => r.name);
    expect(tables).toEqual(expect.arrayContaining(['companies', 'settings', 'environments']));
    const envs = db.prepare<[], { name: string }>('SELECT name FROM environments ORDER BY name').all();
    expect(envs.map((e) => e.name)).toEqual(['local', 'production', 'staging']);
    db.close();
    // Opening again applies nothing new and keeps the data.
    const again = openDatabase(file);
    expect(again.pragma('user_version', { simple: true })).toBe(latest);
    again.close();
  });

  it('applies only the migrations a database has not seen, in order', () => {
    dir = tempDir();
    const migDir = join(dir.path, 'migrations');
    mkdirSync(migDir);
    writeFileSync(join(migDir, '0001-a.sql'), 'CREATE TABLE a (x INTEGER) STRICT;');
    const file = join(dir.path, 'k.sqlite');
    openDatabase(file, { migrationsDir: migDir }).close();
    writeFileSync(join(migDir, '0002-b.sql'), 'INSERT INTO a VALUES (42);');
    const db = openDatabase(file, { migrationsDir: migDir });
    expect(db.prepare('SELECT x FROM a').pluck().all()).toEqual([42]);
    expect(db.pragma('user_version', { simple: true })).toBe(2);
    db.close();
  });

  it('rolls back a failing migration and leaves the version where it was', () => {
    dir = tempDir();
    const migDir = join(dir.path, 'migrations');
    mkdirSync(migDir);
    writeFileSync(join(migDir, '0001-a.sql'), 'CREATE TABLE a (x INTEGER) STRICT;');
    writeFileSync(
      join(migDir, '0002-bad.sql'),
      'CREATE TABLE b (y INTEGER) STRICT; INSERT INTO nowhere VALUES (1);',
    );
    const file = join(dir.path, 'k.sqlite');
    expect(() => openDatabase(file, { migrationsDir: migDir })).toThrow(/could not update the database/);
    const raw = new Database(file);
    expect(raw.pragma('user_version', { simple: true })).toBe(1);
    expect(raw.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'b'").pluck().get()).toBe(0);
    raw.close();
  });

  it('refuses a database made by a newer Kontera and leaves it untouched', () => {
    dir = tempDir();
    const file = join(dir.path, 'k.sqlite');
    const raw = new Database(file);
    raw.exec('CREATE TABLE future (x TEXT)');
    raw.pragma('user_version = 999');
    raw.close();
    const before = readFileSync(file);
    expect(() => openDatabase(file)).toThrow(/newer version of Kontera.*has not been changed/s);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('names the file when it is not a database, and does not change it', () => {
    dir = tempDir();
    const file = join(dir.path, 'notes.sqlite');
    writeFileSync(file, 'These are my notes, not a database. '.repeat(200));
    const before = readFileSync(file);
    expect(() => openDatabase(file)).toThrow(
      new RegExp(`${file.replace(/[/.]/g, '\\$&')} is not a Kontera database`),
    );
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('numbers migrations without gaps', () => {
    dir = tempDir();
    const migDir = join(dir.path, 'm');
    cpSync(join(process.cwd(), 'main/store/migrations'), migDir, { recursive: true });
    writeFileSync(join(migDir, '0099-gap.sql'), 'SELECT 1;');
    expect(() => loadMigrations(migDir)).toThrow(/out of sequence/);
  });
});
