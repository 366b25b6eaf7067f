import Database from 'better-sqlite3';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appRoot } from '../util/paths';
import { UserError } from '../util/errors';

export type DB = Database.Database;

export type Migration = { version: number; name: string; sql: string };

const MIGRATION_FILE = /^(\d{4})-[a-z0-9-]+\.sql$/;

/** Reads main/store/migrations/NNNN-name.sql in order; numbers must run 1, 2, 3… without gaps. */
export function loadMigrations(dir = join(appRoot(), 'main', 'store', 'migrations')): Migration[] {
  const files = readdirSync(dir)
    .filter((f) => MIGRATION_FILE.test(f))
    .sort();
  return files.map((file, i) => {
    const version = Number(MIGRATION_FILE.exec(file)?.[1]);
    if (version !== i + 1)
      throw new Error(`Migration ${file} is out of sequence (expected number ${i + 1}).`);
    return { version, name: file, sql: readFileSync(join(dir, file), 'utf8') };
  });
}

/**
 * Applies the migrations after `current` in order, each in its own transaction together with the
 * user_version it brings the file to: a failure leaves the file at the last whole step. Shared with
 * the engine's own database.
 */
export function applyMigrations(db: DB, migrations: Migration[], current: number): void {
  for (const m of migrations.slice(current)) {
    db.transaction(() => {
      db.exec(m.sql);
      db.pragma(`user_version = ${m.version}`);
    })();
  }
}

export type OpenOptions = { migrationsDir?: string; readonly?: boolean };

/**
 * Opens (or creates) Kontera's database and brings it to the latest schema. This module is the only
 * owner of the connection: every table module receives the `DB` it returns.
 *
 * Refuses, without changing the file: a file that is not a SQLite database, and a database written
 * by a newer Kontera (its user_version is above the newest migration we know).
 */
export function openDatabase(file: string, options: OpenOptions = {}): DB {
  const migrations = loadMigrations(options.migrationsDir);
  const latest = migrations.length;
  const existed = file !== ':memory:' && existsSync(file);
  let db: DB;
  try {
    db = new Database(file, { fileMustExist: false, readonly: options.readonly ?? false });
  } catch (err) {
    throw new UserError(
      'store_open_failed',
      `Kontera could not open its database ${file}: ${(err as Error).message}.`,
    );
  }
  try {
    // Reading user_version touches the header: a non-database file fails here, before any write.
    const current = readVersion(db, file);
    // A file damaged further in (a disk error, a copy cut short) opens without a word: check it now,
    // before anything is written to it, instead of failing later mid-work.
    if (existed) checkIntegrity(db, file);
    if (current > latest) {
      throw new UserError(
        'store_too_new',
        `The database ${file} was made by a newer version of Kontera (schema ${current}; this version knows up to ${latest}). ` +
          'Please update Kontera. The file has not been changed.',
      );
    }
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    // WAL + NORMAL is durable against app crashes (a power cut may lose only the last commits' fsync).
    db.pragma('synchronous = NORMAL');
    applyMigrations(db, migrations, current);
  } catch (err) {
    db.close();
    if (err instanceof UserError) throw err;
    throw new UserError(
      'store_migration_failed',
      `Kontera could not update the database ${file}${existed ? '' : ' (new file)'}: ${(err as Error).message}. The file was left as it was.`,
    );
  }
  return db;
}

function readVersion(db: DB, file: string): number {
  try {
    return db.pragma('user_version', { simple: true }) as number;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
      throw new UserError(
        'store_not_a_database',
        `The file ${file} is not a Kontera database (it is not SQLite, or it is damaged). ` +
          `Move it away or choose another data folder; Kontera has not changed it.`,
      );
    }
    throw err;
  }
}

/**
 * Runs SQLite's quick_check (every page and index structure, without comparing index contents) and
 * refuses a damaged file with a message that names it and says what to do. Shared with the engine's
 * own database.
 */
export function checkIntegrity(db: DB, file: string): void {
  let problems: string[];
  try {
    problems = (db.pragma('quick_check(5)') as { quick_check: string }[]).map((r) => r.quick_check);
  } catch (err) {
    problems = [(err as Error).message];
  }
  if (problems.length === 1 && problems[0] === 'ok') return;
  throw new UserError(
    'store_damaged',
    `The database ${file} is damaged (SQLite says: ${problems[0] ?? 'unknown problem'}). Kontera has not changed it. ` +
      'Quit Kontera, then restore the file from a backup, or move it (with its -wal and -shm files) out of the folder to start afresh.',
  );
}
