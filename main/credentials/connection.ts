import { UserError } from '../util/errors';
import type { EnvironmentName, EnvironmentsStore } from '../store/environments';
import type { Keychain } from './keychain';

/** Everything a client needs to talk to one environment. Lives in main's memory only. */
export type Connection = { environment: EnvironmentName; baseUrl: string; scanUrl: string; token: string };

/** Where the in-app local engine listens this launch (it picks a free port and a fresh token). */
export type LocalEndpoint = { url: string; token: string };

/**
 * Resolves the environment to addresses and a token, so the client code never knows which
 * environment it talks to: same routes, same payloads, same errors.
 */
export async function resolveConnection(
  environment: EnvironmentName,
  environments: EnvironmentsStore,
  keychain: Keychain,
  local: () => LocalEndpoint | null,
): Promise<Connection> {
  if (environment === 'local') {
    const endpoint = local();
    if (!endpoint) {
      throw new UserError(
        'engine_not_running',
        'The local engine is not running. Restart Kontera to start it again.',
      );
    }
    return { environment, baseUrl: endpoint.url, scanUrl: endpoint.url, token: endpoint.token };
  }
  const urls = environments.get(environment);
  const token = await keychain.get(environment);
  if (!token) {
    throw new UserError(
      'token_missing',
      `No token is set for ${environment}. Add the token you received from the service in Settings, or switch to the local environment.`,
    );
  }
  return { environment, baseUrl: urls.baseUrl, scanUrl: urls.scanUrl, token };
}
