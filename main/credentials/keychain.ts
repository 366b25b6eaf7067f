import { createRequire } from 'node:module';
import { UserError } from '../util/errors';
import type { EnvironmentName } from '../store/environments';

type Keytar = {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
};

let keytarModule: Keytar | undefined;

// keytar is a native CommonJS addon; loading it lazily lets the rest of Kontera start (and the local
// environment work) even where the OS keychain library is missing.
function keytar(): Keytar {
  if (!keytarModule) {
    try {
      keytarModule = createRequire(import.meta.url)('keytar') as Keytar;
    } catch {
      throw unavailable();
    }
  }
  return keytarModule;
}

function unavailable(): UserError {
  return new UserError(
    'keychain_unavailable',
    'The system keychain is not available, so Kontera cannot store or read service tokens. ' +
      'Unlock your keyring (or install one, e.g. GNOME Keyring) and try again.',
  );
}

/** Secrets that are never the renderer's, SQLite's or a log's: API tokens, storage credentials. */
export type SecretKind = 'token' | 'storage';

/**
 * Per-environment secrets in the OS keychain: service `kontera`, one account per environment
 * (`staging`, `production`; storage credentials as `storage:staging`...). Values stay in main's memory
 * only for as long as a request needs them.
 */
export class Keychain {
  constructor(private readonly service = 'kontera') {}

  private account(env: EnvironmentName, kind: SecretKind): string {
    if (env === 'local') throw new UserError('invalid_argument', 'The local environment needs no token.');
    return kind === 'token' ? env : `${kind}:${env}`;
  }

  async get(env: EnvironmentName, kind: SecretKind = 'token'): Promise<string | null> {
    const account = this.account(env, kind);
    try {
      return await keytar().getPassword(this.service, account);
    } catch (err) {
      throw err instanceof UserError ? err : unavailable();
    }
  }

  async has(env: EnvironmentName, kind: SecretKind = 'token'): Promise<boolean> {
    return (await this.get(env, kind)) !== null;
  }

  async set(env: EnvironmentName, secret: string, kind: SecretKind = 'token'): Promise<void> {
    const value = secret.trim();
    if (!value) throw new UserError('invalid_argument', 'The token is empty. Paste the token you received.');
    if (/\s/.test(value))
      throw new UserError('invalid_argument', 'The token contains spaces or line breaks. Paste it again.');
    const account = this.account(env, kind);
    try {
      await keytar().setPassword(this.service, account, value);
    } catch (err) {
      throw err instanceof UserError ? err : unavailable();
    }
  }

  async delete(env: EnvironmentName, kind: SecretKind = 'token'): Promise<boolean> {
    const account = this.account(env, kind);
    try {
      return await keytar().deletePassword(this.service, account);
    } catch (err) {
      throw err instanceof UserError ? err : unavailable();
    }
  }
}
