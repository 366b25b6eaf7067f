import type { DB } from './db';
import { UserError } from '../util/errors';

export const ENVIRONMENTS = ['local', 'staging', 'production'] as const;
export type EnvironmentName = (typeof ENVIRONMENTS)[number];

/** Addresses of one environment. For `local` they are empty: the in-app engine's address is set per launch. */
export type EnvironmentUrls = { name: EnvironmentName; baseUrl: string; scanUrl: string };

type Row = { name: EnvironmentName; base_url: string; scan_url: string };

export function checkServiceUrl(url: string, what: string): string {
  const trimmed = url.trim().replace(/\/+$/, '');
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    throw new UserError(
      'invalid_argument',
      `The ${what} "${url}" is not a web address. It should look like https://service.example.com.`,
    );
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && isLoopback(parsed.hostname))) {
    throw new UserError(
      'invalid_argument',
      `The ${what} must start with https:// (plain http is only allowed for this computer, 127.0.0.1 or localhost).`,
    );
  }
  return trimmed;
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export class EnvironmentsStore {
  constructor(private readonly db: DB) {}

  list(): EnvironmentUrls[] {
    return this.db
      .prepare<[], Row>(
        "SELECT * FROM environments ORDER BY CASE name WHEN 'local' THEN 0 WHEN 'staging' THEN 1 ELSE 2 END",
      )
      .all()
      .map((r) => ({ name: r.name, baseUrl: r.base_url, scanUrl: r.scan_url }));
  }

  get(name: EnvironmentName): EnvironmentUrls {
    const found = this.list().find((e) => e.name === name);
    if (!found) throw new UserError('not_found', `Unknown environment ${name}.`);
    return found;
  }

  setUrls(name: EnvironmentName, baseUrl: string, scanUrl: string): EnvironmentUrls {
    if (name === 'local') {
      throw new UserError(
        'invalid_argument',
        'The local environment runs inside Kontera; its address cannot be changed.',
      );
    }
    const base = checkServiceUrl(baseUrl, 'suggestion service address');
    const scan = checkServiceUrl(scanUrl, 'document service address');
    this.db
      .prepare('UPDATE environments SET base_url = ?, scan_url = ? WHERE name = ?')
      .run(base, scan, name);
    return this.get(name);
  }
}
