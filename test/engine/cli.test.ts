import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/tmp';

const bin = fileURLToPath(new URL('../../bin/kontera.mjs', import.meta.url));
const dir = tempDir('kontera-engine-cli-');
afterAll(() => dir.remove());

function run(args: string[]) {
  const child = spawn(process.execPath, [bin, 'engine', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const rl = createInterface({ input: child.stdout });
  const waiters: (() => void)[] = [];
  rl.on('line', (l) => {
    lines.push(l);
    waiters.splice(0).forEach((w) => w());
  });
  const line = async (n: number) => {
    while (lines.length <= n) await new Promise<void>((r) => waiters.push(r));
    return lines[n]!;
  };
  const exit = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, line, exit };
}

describe('kontera engine', () => {
  it('prints its address and a fresh token, serves, keeps state under --data and stops cleanly on SIGTERM', async () => {
    const a = run(['--port', '0', '--data', dir.path]);
    const first = await a.line(0);
    expect(first).toMatch(/^kontera engine listening on http:\/\/127\.0\.0\.1:\d+$/);
    const url = first.split(' ').pop()!;
    const token = await a.line(1);
    expect(token.length).toBeGreaterThan(20);
    const put = await fetch(`${url}/v2/datasets/cli.test`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(put.status).toBe(200);
    a.child.kill('SIGTERM');
    expect(await a.exit).toBe(0);

    const b = run(['--data', dir.path, '--token', 'given-token']);
    const url2 = (await b.line(0)).split(' ').pop()!;
    const got = await fetch(`${url2}/v2/datasets/cli.test`, {
      headers: { authorization: 'Bearer given-token' },
    });
    expect(got.status).toBe(200);
    const denied = await fetch(`${url2}/v2/datasets/cli.test`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(denied.status).toBe(401);
    b.child.kill('SIGINT');
    expect(await b.exit).toBe(0);
  });

  it('refuses a bad port with a usage message', async () => {
    const c = run(['--port', 'abc', '--data', dir.path]);
    expect(await c.exit).toBe(2);
  });
});
