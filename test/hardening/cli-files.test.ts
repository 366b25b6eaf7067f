import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { openDatabase } from '../../main/store/db';
import { appRoot } from '../../main/util/paths';
import { tempDir } from '../helpers/tmp';
import { goodPdf } from './bad-files';

// Finding 4: `kontera ask` on a named pipe never returned; a database with damaged pages printed
// "database disk image is malformed" and hung (blaming the local engine); one damaged in its last
// pages opened without a word. Special files are refused by type, damaged databases by quick_check.

const tmp = tempDir('kontera-cli-files-');
const fifo = join(tmp.path, 'pipe.pdf');

async function kontera(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return promisify(execFile)(process.execPath, [join(appRoot(), 'bin', 'kontera.mjs'), ...args], {
    cwd: appRoot(),
    // A hang is the bug: a generous limit, far beyond what a refusal takes.
    timeout: 60_000,
    env: { ...process.env, KONTERA_FROM_SOURCE: '1' },
  }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number | null; signal?: string; stdout: string; stderr: string }) => ({
      code: e.code ?? -1,
      stdout: e.stdout,
      stderr: e.stderr,
    }),
  );
}

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** A real SQLite database whose pages near the end are overwritten, as a failing disk leaves them. */
function damage(file: string): void {
  const db = new Database(file);
  db.exec('CREATE TABLE IF NOT EXISTS filler (a TEXT)');
  const insert = db.prepare('INSERT INTO filler VALUES (?)');
  db.transaction(() => {
    for (let i = 0; i < 2000; i++) insert.run('x'.repeat(200));
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  const size = statSync(file).size;
  const fd = openSync(file, 'r+');
  writeSync(fd, Buffer.alloc(8192, 0xab), 0, 8192, size - 8192 * 3);
  closeSync(fd);
}

beforeAll(() => {
  execFileSync('mkfifo', [fifo]);
});
afterAll(() => tmp.remove());

describe('kontera and special files', () => {
  it('refuses a named pipe, a device and a folder by type, at once, with exit code 1', async () => {
    const data = join(tmp.path, 'data-ask');
    for (const [file, kind] of [
      [fifo, 'a named pipe \\(FIFO\\)'],
      ['/dev/zero', 'a device'],
      [tmp.path, 'a folder'],
    ] as const) {
      const res = await kontera('ask', file, 'What is the total?', '--data', data);
      expect(res.code).toBe(1);
      expect(res.stderr).toMatch(
        new RegExp(`${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is ${kind}, not a file`),
      );
    }
    for (const args of [
      ['predict', 'supplier-name', fifo],
      [
        'dataset',
        'build',
        '--kind',
        'eil',
        '--csv',
        fifo,
        '--mapping',
        fifo,
        '--out',
        join(tmp.path, 'x.pb'),
      ],
      ['bank', 'import', fifo, '--company', 'Pipe ApS', '--data', data],
    ]) {
      const res = await kontera(...args);
      expect(res.code, args.join(' ')).toBe(1);
      expect(res.stderr).toMatch(/is a named pipe \(FIFO\), not a file/);
    }
    // The same command on a real file works.
    const pdf = join(tmp.path, 'real.pdf');
    writeFileSync(pdf, await goodPdf());
    const ok = await kontera('ask', pdf, 'What is the invoice number?', '--data', data);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ file: 'real.pdf', pageCount: 1 });
    // Seven runs of the command line, each starting Node.
  }, 180_000);
});

describe('damaged databases', () => {
  it("refuses the app's database damaged in its last pages, naming it and what to do, and leaves it as it was", async () => {
    const data = join(tmp.path, 'data-app');
    mkdirSync(data);
    const file = join(data, 'kontera.sqlite');
    openDatabase(file).close();
    damage(file);
    const before = sha(file);
    const res = await kontera('bank', 'list', '--company', 'Acme', '--data', data);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(`The database ${file} is damaged`);
    expect(res.stderr).toMatch(/restore the file from a backup, or move it/);
    expect(res.stderr).not.toMatch(/engine/i);
    expect(sha(file)).toBe(before);
    expect(() => openDatabase(file)).toThrow(/is damaged/);
  });

  it("refuses the engine's damaged database in kontera ask, naming it, and exits", async () => {
    const data = join(tmp.path, 'data-engine');
    mkdirSync(join(data, 'engine'), { recursive: true });
    const file = join(data, 'engine', 'engine.sqlite');
    damage(file);
    const before = sha(file);
    const pdf = join(tmp.path, 'ask.pdf');
    writeFileSync(pdf, await goodPdf());
    const res = await kontera('ask', pdf, 'What is the total?', '--data', data);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(`The database ${file} is damaged`);
    expect(sha(file)).toBe(before);
  }, 60_000);
});
