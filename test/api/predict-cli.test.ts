import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appRoot } from '../../main/util/paths';
import { openDatabase } from '../../main/store/db';
import { EnvironmentsStore } from '../../main/store/environments';
import { Keychain } from '../../main/credentials/keychain';
import { TOKEN, errorBody, json, startScriptedServer, type ScriptedServer } from './scripted-server';
import { officeHistory, uploadEilDataset } from '../contract/pb-files';
import { tempDir } from '../helpers/tmp';

// `kontera predict` as a user runs it: a real child process of bin/kontera.mjs, a JSON file, and a
// real service on loopback (a scripted one, the local engine, or "staging" from the database and
// the keychain).

type Run = { code: number | null; stdout: string; stderr: string };

function kontera(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(appRoot(), 'bin', 'kontera.mjs'), ...args], {
      cwd: appRoot(),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const tmp = tempDir('kontera-predict-');

const work = tmp.path;
function file(name: string, content: unknown): string {
  const path = join(work, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

const line = {
  issue_date: '2024-04-02T00:00:00Z',
  currency: 'DKK',
  supplier_id: 'S200',
  supplier_name: 'Telia',
  supplier_global_id: null,
  customer_ref: null,
  total: 299,
  line_text: 'Mobilabonnement 1',
  line_id: '1',
};

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(async () => {
  await server.close();
  tmp.remove();
});
beforeEach(() => {
  server.requests.length = 0;
});

describe('kontera predict --url (any address, token from KONTERA_TOKEN)', () => {
  it('eil: sends one request with `inputs` and the bearer token, prints the answer as JSON', async () => {
    const answer = { predictions: [{ account: [{ confidence: 0.93, label: '7100' }] }] };
    server.script(json(200, answer));
    const run = await kontera(
      [
        'predict',
        'eil',
        '--dataset',
        'acme.pb',
        '--target',
        'account',
        '--limit',
        '2',
        '--url',
        server.url,
        file('eil.json', [line]),
      ],
      {
        KONTERA_TOKEN: TOKEN,
      },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(answer);
    expect(server.requests).toHaveLength(1);
    const r = server.requests[0]!;
    expect(r.path).toBe('/model/electronic-invoice-line/v1/dataset/acme.pb/predict');
    expect(r.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(r.body).toEqual({ inputs: [line], targets: ['account'], options: { suggestion_limit: 2 } });
  });

  it('scanned-invoice, productinfo and supplier-name take the request body as the interface shows it', async () => {
    server.fallback(json(200, { predictions: [] }));
    const env = { KONTERA_TOKEN: TOKEN };
    const runs = [
      await kontera(
        [
          'predict',
          'scanned-invoice',
          '--dataset',
          'a/b.pb',
          '--path-form',
          'short',
          '--url',
          server.url,
          file('s.json', { input: [{ text: ['x'] }], targets: ['account'] }),
        ],
        env,
      ),
      await kontera(
        [
          'predict',
          'productinfo',
          '--url',
          server.url,
          file('p.json', { input: ['2 stk kuglepen'], language: 'dk' }),
        ],
        env,
      ),
      await kontera(
        ['predict', 'supplier-name', '--region', 'no', '--url', server.url, file('n.json', ['Rema 1000'])],
        env,
      ),
    ];
    for (const run of runs) expect(run.code, run.stderr).toBe(0);
    expect(server.requests.map((r) => r.path)).toEqual([
      '/model/scanned-invoice/v1/a/b.pb/predict',
      '/model/svc-productinfo/v1/predict',
      '/model/supplier-name/v1/no/predict',
    ]);
    expect(server.requests[1]?.body).toEqual({ input: ['2 stk kuglepen'], language: 'da' });
    expect(server.requests[2]?.body).toEqual({
      prediction_data: [{ supplier_name: 'Rema 1000' }],
      options: { suggestion_limit: 3, class_filter: null },
    });
  });

  it('errors are one plain line on stderr, exit code 1, and never the token', async () => {
    server.script(errorBody(401, 'Unauthorized', `token ${TOKEN} revoked`));
    const run = await kontera(
      [
        'predict',
        'bank',
        '--url',
        server.url,
        file('b.json', {
          prediction_data: [{ amount: 1, text: 'x' }],
          training_data: [{ accountNumber: 1, entryType: 1, amount: 1, text: 'x', timestamp: 1 }],
        }),
      ],
      {
        KONTERA_TOKEN: TOKEN,
      },
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('did not accept');
    expect(run.stderr).not.toContain(TOKEN);
    expect(run.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('bad input is refused before sending, with what to fix', async () => {
    const bad = await kontera(
      [
        'predict',
        'eil',
        '--dataset',
        'acme.pb',
        '--target',
        'account',
        '--url',
        server.url,
        file('bad.json', [{ ...line, supplier_id: null }]),
      ],
      {
        KONTERA_TOKEN: TOKEN,
      },
    );
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('supplier_id');
    const notJson = await kontera(
      ['predict', 'bank', '--url', server.url, file('broken.json', '{ not json')],
      { KONTERA_TOKEN: TOKEN },
    );
    expect(notJson.stderr).toContain('is not valid JSON');
    const usage = await kontera(['predict', 'weather', file('x.json', [])]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('eil, bank, scanned-invoice, productinfo, supplier-name');
    expect(server.requests).toHaveLength(0);
  });
});

describe('kontera predict --env local (the engine of the data folder)', () => {
  it('starts the local engine in-process and answers from a dataset in its bucket, waiting for training', async () => {
    const data = join(work, 'data-local');
    uploadEilDataset(join(data, 'engine'), 'acme.pb', officeHistory());
    const run = await kontera([
      'predict',
      'eil',
      '--env',
      'local',
      '--data',
      data,
      '--dataset',
      'acme.pb',
      '--target',
      'account',
      '--wait',
      '30',
      file('local.json', { inputs: [line] }),
    ]);
    expect(run.code, run.stderr).toBe(0);
    const answer = JSON.parse(run.stdout) as { predictions: { account: { label: string }[] }[] };
    expect(answer.predictions[0]?.account[0]?.label).toBe('7100');
  });

  it('a dataset that is not there: says so and how to wait for training', async () => {
    const run = await kontera([
      'predict',
      'eil',
      '--data',
      join(work, 'data-local3'),
      '--dataset',
      'missing.pb',
      '--target',
      'account',
      file('m.json', [line]),
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('"account" of dataset missing.pb is not available on the local engine');
    expect(run.stderr).toContain('--wait');
  });

  it('pretrained models answer at once', async () => {
    const run = await kontera([
      'predict',
      'productinfo',
      '--data',
      join(work, 'data-local2'),
      '--language',
      'se',
      file('pi.json', ['5 st pennor']),
    ]);
    expect(run.code, run.stderr).toBe(0);
    const answer = JSON.parse(run.stdout) as { predictions: unknown[][] };
    expect(answer.predictions[0]).toHaveLength(3);
  });
});

describe('kontera predict --env staging (address from the database, token from the keychain)', () => {
  const service = `kontera-test-${randomUUID()}`;
  const keychain = new Keychain(service);
  afterAll(async () => {
    await keychain.delete('staging').catch(() => false);
  });

  it('uses the staging address and the staging token', async () => {
    const data = join(work, 'data-staging');
    mkdirSync(data, { recursive: true });
    const db = openDatabase(join(data, 'kontera.sqlite'));
    new EnvironmentsStore(db).setUrls('staging', server.url, server.url);
    db.close();
    await keychain.set('staging', 'staging-token-from-keychain');
    server.script(json(200, { result: [] }));
    const run = await kontera(
      ['predict', 'supplier-name', '--env', 'staging', '--data', data, file('st.json', ['IKEA AB'])],
      { KONTERA_KEYCHAIN_SERVICE: service },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer staging-token-from-keychain');
    expect(run.stdout).not.toContain('staging-token-from-keychain');
  });

  it('without a token for production: says how to add one', async () => {
    const run = await kontera(
      [
        'predict',
        'productinfo',
        '--env',
        'production',
        '--data',
        join(work, 'data-staging'),
        '--language',
        'da',
        file('pr.json', ['x']),
      ],
      {
        KONTERA_KEYCHAIN_SERVICE: service,
      },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('No token is set for production');
  });
});
