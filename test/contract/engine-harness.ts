import { startEngine } from '../../main/engine';
import { ApiClient } from '../../main/api';
import type { Connection } from '../../main/credentials/connection';
import { tempDir } from '../helpers/tmp';

/**
 * The real local engine on 127.0.0.1 in a temp folder, and the client pointed at it exactly as
 * Kontera does for the local environment (base URL = scan URL = the engine).
 */
export type EngineUnderTest = {
  dataDir: string;
  connection: Connection;
  client: ApiClient;
  /** A client with the right address and a wrong token. */
  intruder: ApiClient;
  close(): Promise<void>;
};

export const ENGINE_TOKEN = 'contract-token-7f3e9c1d';

export async function startEngineUnderTest(): Promise<EngineUnderTest> {
  const tmp = tempDir('kontera-contract-');
  const dataDir = tmp.path;
  const engine = await startEngine({ dataDir, token: ENGINE_TOKEN, log: () => {} });
  const connection: Connection = {
    environment: 'local',
    baseUrl: engine.url,
    scanUrl: engine.url,
    token: engine.token,
  };
  const noRetry = { retry: { maxAttempts: 1, budgetMs: 0 } };
  return {
    dataDir,
    connection,
    client: new ApiClient(connection, noRetry),
    intruder: new ApiClient({ ...connection, token: 'wrong-token-0000' }, noRetry),
    async close() {
      await engine.close();
      tmp.remove();
    },
  };
}
