// `npm run bench:startup`: how long until the first page, `kontera serve` (the compiled CLI, a
// fresh data folder each run) against a minimal Node static server for the same out/renderer,
// run alternately (RUNS each, medians); and `kontera version` against `node -e 0`. Both ratios are
// Kontera / reference; goals (issue 15): serve <= 3x, `kontera version` under 150 ms. On Linux the
// CPU time of each side is printed too: on a busy machine wall time is mostly waiting.
// The first page is what a browser fetches before it can draw: the HTML, its script and stylesheet.
// Kontera's local engine starts after that page (at the window's first call); the time and CPU until
// it is ready are printed too, so work moved past the page is still counted somewhere.
// Needs the build (`npm run build`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const renderer = join(root, 'out', 'renderer');
const runs = Number(process.env.RUNS ?? 7);
if (!existsSync(join(root, 'out', 'main', 'cli.js')) || !existsSync(join(renderer, 'index.html'))) {
  console.log('Kontera is not built: run `npm run build` first.');
  process.exit(1);
}

/**
 * CPU milliseconds used so far by a process and the processes it started (Linux /proc; null
 * elsewhere). On a shared machine this is what start-up costs, whatever the other work around.
 */
function cpuOfTree(pid) {
  try {
    const tick = 10; // ms per clock tick (USER_HZ is 100 on Linux)
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    let ms = (Number(fields[11]) + Number(fields[12])) * tick;
    for (const task of readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean))
      ms += cpuOfTree(Number(task)) ?? 0;
    return ms;
  } catch {
    return null;
  }
}

/**
 * CPU milliseconds of one finished run of `node args` (Linux: the children's time of a shell that
 * waited for it; null elsewhere).
 */
function cpuOfRun(args) {
  if (process.platform !== 'linux') return null;
  const quoted = [process.execPath, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ');
  const r = spawnSync('sh', ['-c', `${quoted} >/dev/null 2>&1; cat /proc/$$/stat`], {
    cwd: root,
    encoding: 'utf8',
  });
  const fields = r.stdout.slice(r.stdout.lastIndexOf(')') + 2).split(' ');
  const ms = (Number(fields[13]) + Number(fields[14])) * 10;
  return Number.isFinite(ms) ? ms : null;
}

/** CPU ms to the first page of each run (server process and its children), when measurable. */
const cpu = { serve: [], reference: [], version: [], bare: [], engine: [] };
/** Kontera only: ms from the start until its local engine is ready (the window's status "Ready"). */
const engineReady = [];

/** The page's own script and stylesheet, as a browser fetches them before it draws anything. */
async function fetchAssets(html, base, headers) {
  for (const [, path] of html.matchAll(/(?:src|href)="(\.?\/assets\/[^"]+)"/g)) {
    const res = await fetch(new URL(path, base), { headers });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    await res.arrayBuffer();
  }
}

/** Asks Kontera's status as the window does (its first call starts the engine) until the engine is up. */
async function untilEngineReady(base, cookie) {
  for (;;) {
    const res = await fetch(new URL('/api/call/status.get', base), {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    const body = await res.json();
    if (body.ok && body.value.online === true) return;
    if (body.ok && body.value.online === false)
      throw new Error(`the engine did not start: ${body.value.message}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Starts a server process, reads its address from its output, fetches the page: ms to the page. */
function firstPage(args, env = {}, cpuInto = null) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let done = false;
    child.stdout.on('data', async (d) => {
      out += d;
      const url = /(http:\/\/\S+)/.exec(out)?.[1];
      if (!url || done) return;
      done = true;
      try {
        // As a browser does: Kontera's address hands over a cookie and redirects to the page.
        let res = await fetch(url, { redirect: 'manual' });
        let cookie = '';
        if (res.status === 303) {
          cookie = res.headers.get('set-cookie')?.split(';')[0] ?? '';
          res = await fetch(new URL(res.headers.get('location'), url), { headers: { cookie } });
        }
        const body = await res.text();
        if (res.status !== 200 || !body.includes('<')) throw new Error(`page answered ${res.status}`);
        await fetchAssets(body, res.url, { cookie });
        const ms = performance.now() - t0;
        const used = cpuOfTree(child.pid);
        if (cpuInto && used !== null) cpuInto.push(used);
        if (cookie) {
          await untilEngineReady(res.url, cookie);
          engineReady.push(performance.now() - t0);
          const total = cpuOfTree(child.pid);
          if (total !== null) cpu.engine.push(total);
        }
        child.once('exit', () => resolve(ms));
        child.kill('SIGTERM');
      } catch (err) {
        child.kill('SIGKILL');
        reject(err);
      }
    });
    child.once('exit', (code) => {
      if (!done) reject(new Error(`exited ${code} before its address: ${out}`));
    });
  });
}

function wall(args) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'ignore' });
    child.once('exit', (code) =>
      code === 0 ? resolve(performance.now() - t0) : reject(new Error(`exit ${code}`)),
    );
  });
}

const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const serve = [];
const reference = [];
const version = [];
const bare = [];
for (let i = 0; i < runs; i++) {
  const data = mkdtempSync(join(tmpdir(), 'kontera-bench-start-'));
  try {
    serve.push(
      await firstPage(
        [join(root, 'bin', 'kontera.mjs'), 'serve', '--port', '0', '--data', data],
        {
          KONTERA_FROM_SOURCE: '',
        },
        cpu.serve,
      ),
    );
  } finally {
    rmSync(data, { recursive: true, force: true });
  }
  reference.push(
    await firstPage(
      [fileURLToPath(new URL('./static-server.mjs', import.meta.url)), renderer],
      {},
      cpu.reference,
    ),
  );
  version.push(await wall([join(root, 'bin', 'kontera.mjs'), 'version']));
  bare.push(await wall(['-e', '0']));
  cpu.version.push(cpuOfRun([join(root, 'bin', 'kontera.mjs'), 'version']));
  cpu.bare.push(cpuOfRun(['-e', '0']));
}
const f = (ms) => `${ms.toFixed(0)} ms`;
console.log(`${runs} runs each, alternating (medians)`);
console.log(`kontera serve, to the first page        ${f(median(serve))}`);
console.log(`minimal Node static server, same page   ${f(median(reference))}`);
console.log(`ratio (goal <= 3): ${(median(serve) / median(reference)).toFixed(2)}`);
console.log(`kontera serve, to its local engine ready ${f(median(engineReady))}`);
console.log(`kontera version                          ${f(median(version))} (goal < 150 ms)`);
console.log(`node -e 0                                ${f(median(bare))}`);
console.log(`ratio version / bare node: ${(median(version) / median(bare)).toFixed(2)}`);
if (cpu.serve.length === runs && cpu.reference.length === runs && !cpu.version.includes(null)) {
  console.log('CPU time (medians; what the work costs on a shared machine, 10 ms resolution)');
  console.log(`  kontera serve to the first page (with its children) ${f(median(cpu.serve))}`);
  console.log(`  minimal static server, same page                    ${f(median(cpu.reference))}`);
  console.log(`  ratio: ${(median(cpu.serve) / median(cpu.reference)).toFixed(2)}`);
  if (cpu.engine.length === runs)
    console.log(`  kontera serve to its local engine ready (with its children) ${f(median(cpu.engine))}`);
  console.log(`  kontera version ${f(median(cpu.version))}, node -e 0 ${f(median(cpu.bare))}`);
}
