import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { S3Client, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { objectLocation, uploadToS3, type UploadProgress } from '../../main/datasets/s3-upload';
import { startS3 } from './s3-server';
import { tempDir } from '../helpers/tmp';

const creds = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const settings = {
  bucketPrefix: 'kontera-datasets',
  userId: 'acme-integrator',
  kmsKeyAlias: 'alias/kontera-datasets',
  region: 'eu-west-1',
};
const tmp = tempDir();
let s3: Awaited<ReturnType<typeof startS3>>;

beforeAll(async () => {
  s3 = await startS3(['kontera-datasets.staging']);
});
afterAll(async () => {
  await s3.close();
  tmp.remove();
});

async function readBack(bucket: string, key: string): Promise<Buffer> {
  const client = new S3Client({
    region: 'eu-west-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: creds,
  });
  const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  const bytes = Buffer.from(await got.Body!.transformToByteArray());
  client.destroy();
  return bytes;
}

describe('uploading a dataset to object storage', () => {
  it('puts a small file in one request to <prefix>.{environment} at {user_id}/{service_name}/{dataset_name}, with aws:kms', async () => {
    const file = tmp.file('acme.invoice-line.pb', randomBytes(40_000).toString('latin1'));
    const content = readFileSync(file);
    const location = objectLocation(settings, 'staging', 'electronic-invoice-line', 'acme.invoice-line.pb');
    expect(location).toEqual({
      bucket: 'kontera-datasets.staging',
      key: 'acme-integrator/electronic-invoice-line/acme.invoice-line.pb',
    });
    s3.requests.length = 0;
    const progress: UploadProgress[] = [];
    const result = await uploadToS3({
      file,
      location,
      settings: { ...settings, endpoint: s3.endpoint },
      credentials: creds,
      onProgress: (p) => progress.push(p),
    });
    expect(result).toEqual({ ...location, bytes: content.length });

    const puts = s3.requests.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.path).toBe(
      '/kontera-datasets.staging/acme-integrator/electronic-invoice-line/acme.invoice-line.pb',
    );
    expect(puts[0]!.headers['x-amz-server-side-encryption']).toBe('aws:kms');
    expect(puts[0]!.headers['x-amz-server-side-encryption-aws-kms-key-id']).toBe('alias/kontera-datasets');
    expect(puts[0]!.bytes).toBe(content.length);
    // Checksums only when required: no flexible-checksum header an S3-compatible store might refuse.
    expect(Object.keys(puts[0]!.headers).filter((h) => h.startsWith('x-amz-checksum-'))).toEqual([]);
    expect(progress.at(-1)).toEqual({ loaded: content.length, total: content.length });

    expect((await readBack(location.bucket, location.key)).equals(content)).toBe(true);
  });

  it('sends a large file as a multipart upload with progress, SSE on the initiating request', async () => {
    const size = 11 * 1024 * 1024 + 123;
    const file = tmp.file('big.pb');
    writeFileSync(file, randomBytes(size));
    const location = objectLocation(settings, 'staging', 'electronic-invoice-line', 'big.pb');
    s3.requests.length = 0;
    const progress: number[] = [];
    await uploadToS3({
      file,
      location,
      settings: { ...settings, endpoint: s3.endpoint },
      credentials: creds,
      partSize: 5 * 1024 * 1024,
      onProgress: (p) => progress.push(p.loaded),
    });
    const create = s3.requests.find((r) => r.method === 'POST' && r.query.has('uploads'));
    expect(create).toBeDefined();
    expect(create!.path).toBe('/kontera-datasets.staging/acme-integrator/electronic-invoice-line/big.pb');
    expect(create!.headers['x-amz-server-side-encryption']).toBe('aws:kms');
    expect(create!.headers['x-amz-server-side-encryption-aws-kms-key-id']).toBe('alias/kontera-datasets');
    const parts = s3.requests.filter((r) => r.method === 'PUT' && r.query.has('partNumber'));
    expect(parts).toHaveLength(3);
    expect(parts.reduce((n, p) => n + p.bytes, 0)).toBe(size);
    expect(parts.every((p) => p.path === create!.path)).toBe(true);
    expect(s3.requests.some((r) => r.method === 'POST' && r.query.has('uploadId'))).toBe(true);
    expect(progress.length).toBeGreaterThanOrEqual(3);
    expect(progress.at(-1)).toBe(size);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    expect((await readBack(location.bucket, location.key)).equals(readFileSync(file))).toBe(true);
    const client = new S3Client({
      region: 'eu-west-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: creds,
    });
    const head = await client.send(new HeadObjectCommand({ Bucket: location.bucket, Key: location.key }));
    expect(head.ContentLength).toBe(size);
    client.destroy();
  });

  it('says plainly when the keys are wrong, and never shows them', async () => {
    const file = tmp.file('x.pb', 'data');
    const location = objectLocation(settings, 'staging', 'electronic-invoice-line', 'x.pb');
    const unknownKey = { accessKeyId: 'AKIAUNKNOWNKEY000001', secretAccessKey: 'not-the-secret-123' };
    const err = await uploadToS3({
      file,
      location,
      settings: { ...settings, endpoint: s3.endpoint },
      credentials: unknownKey,
    }).catch((e: Error) => e);
    expect(err).toMatchObject({ code: 'storage_bad_credentials' });
    expect((err as Error).message).not.toContain(unknownKey.accessKeyId);
    expect((err as Error).message).not.toContain(unknownKey.secretAccessKey);
  });

  it('names the bucket when it does not exist', async () => {
    const file = tmp.file('x.pb', 'data');
    const location = objectLocation(settings, 'production', 'electronic-invoice-line', 'x.pb');
    await expect(
      uploadToS3({ file, location, settings: { ...settings, endpoint: s3.endpoint }, credentials: creds }),
    ).rejects.toMatchObject({
      code: 'storage_no_such_bucket',
      message: expect.stringContaining('"kontera-datasets.production" does not exist') as string,
    });
  });

  it('says so when storage cannot be reached', async () => {
    const file = tmp.file('x.pb', 'data');
    const location = objectLocation(settings, 'staging', 'electronic-invoice-line', 'x.pb');
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    await expect(
      uploadToS3({
        file,
        location,
        settings: { ...settings, endpoint: `http://127.0.0.1:${port}` },
        credentials: creds,
      }),
    ).rejects.toMatchObject({ code: 'storage_unreachable' });
  });
});

describe('refusals s3rver cannot produce', () => {
  // s3rver has no bucket policies and does not check SigV4 signatures, so it never refuses a signed
  // request for these reasons. This loopback server answers the way S3 does (403 with the error XML);
  // the error code is chosen by the first segment of the key.
  let denying: Server;
  let endpoint: string;
  beforeAll(async () => {
    denying = createServer((req, res) => {
      const code = (req.url ?? '').split('/')[2] ?? 'AccessDenied';
      req.resume();
      req.on('end', () => {
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>refused</Message><RequestId>1</RequestId></Error>`,
        );
      });
    });
    await new Promise<void>((r) => denying.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(denying.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => denying.close(() => r())));

  it('says the keys may not write there', async () => {
    const file = tmp.file('x.pb', 'data');
    const location = objectLocation(
      { ...settings, userId: 'AccessDenied' },
      'staging',
      'electronic-invoice-line',
      'x.pb',
    );
    await expect(
      uploadToS3({ file, location, settings: { ...settings, endpoint }, credentials: creds }),
    ).rejects.toMatchObject({
      code: 'storage_access_denied',
      message: expect.stringContaining(
        'may not write AccessDenied/electronic-invoice-line/x.pb in bucket "kontera-datasets.staging"',
      ) as string,
    });
  });

  it('says the keys were not accepted when the secret is wrong', async () => {
    const file = tmp.file('x.pb', 'data');
    const location = objectLocation(
      { ...settings, userId: 'SignatureDoesNotMatch' },
      'staging',
      'electronic-invoice-line',
      'x.pb',
    );
    await expect(
      uploadToS3({ file, location, settings: { ...settings, endpoint }, credentials: creds }),
    ).rejects.toMatchObject({
      code: 'storage_bad_credentials',
    });
  });
});
