import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoot } from '../../main/util/paths';
import { launch, type TestEngine } from '../engine/engine-client';
import { tempDir } from '../helpers/tmp';
import { goodPdf, jpegClaiming, pngClaiming } from './bad-files';

// Finding 1: a PNG of a few dozen bytes whose header claims 100000 × 100000 pixels made the image
// library abort the whole process (SIGILL), through every door, and again at each start-up.

const bomb = pngClaiming(100_000, 100_000);
const LIMIT = /100000 × 100000 pixels .*up to 50 megapixels/;
const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');

describe('a PNG claiming 100000 × 100000 pixels', () => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await launch();
  });
  afterAll(async () => engine.dispose());

  it('is refused by annotate with a 400 naming the limit; the engine answers the next document', async () => {
    expect(bomb.length).toBeLessThan(100);
    const res = await engine.post('/v1/document:annotate', {
      document: { content: b64(bomb) },
      questions: ['What is the invoice number?'],
    });
    expect(res.status).toBe(400);
    expect(String(res.body.description)).toMatch(LIMIT);
    const jpeg = await engine.post('/v1/document:annotate', {
      document: { content: b64(jpegClaiming(60_000, 60_000)) },
      questions: ['What is the invoice number?'],
    });
    expect(jpeg.status).toBe(400);
    expect(String(jpeg.body.description)).toMatch(/60000 × 60000 pixels/);

    const ok = await engine.post('/v1/document:annotate', {
      document: { content: b64(await goodPdf()) },
      questions: ['What is the invoice number?'],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.documentMetadata).toEqual({ pageCount: 1 });
  });
});

describe('kontera ask with the PNG', () => {
  const tmp = tempDir('kontera-bomb-ask-');
  afterAll(() => tmp.remove());

  it('exits non-zero with a message naming the file and the limit', async () => {
    const file = join(tmp.path, 'scan.png');
    writeFileSync(file, bomb);
    const res = await promisify(execFile)(
      process.execPath,
      [join(appRoot(), 'bin', 'kontera.mjs'), 'ask', file, 'What is the total?', '--data', tmp.path],
      { cwd: appRoot(), timeout: 60_000, env: { ...process.env, KONTERA_FROM_SOURCE: '1' } },
    ).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/scan\.png/);
    expect(res.stderr).toMatch(LIMIT);
  });
});
