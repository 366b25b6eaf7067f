import type { DB } from './db';

/** Key/value settings stored as JSON text. Callers own the shape of their values. */
export class SettingsStore {
  private readonly getStmt;
  private readonly putStmt;

  constructor(db: DB) {
    this.getStmt = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?');
    this.putStmt = db.prepare<[string, string]>(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    );
  }

  get<T>(key: string, fallback: T): T {
    const row = this.getStmt.get(key);
    if (!row) return fallback;
    try {
      return JSON.parse(row.value) as T;
    } catch {
      return fallback;
    }
  }

  set(key: string, value: unknown): void {
    this.putStmt.run(key, JSON.stringify(value));
  }
}
