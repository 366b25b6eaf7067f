import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
// The AWS SDK takes a fifth of a second to load: it is imported when an upload starts, not with
// the app (see uploadToS3).
import { UserError } from '../util/errors';
import type { StorageCredentials, StorageSettings } from './storage-config';

export type UploadProgress = { loaded: number; total: number };
export type ObjectLocation = { bucket: string; key: string };
export type UploadResult = ObjectLocation & { bytes: number };

/** Parts of a multipart upload; files up to one part go in a single PUT. */
export const PART_SIZE = 8 * 1024 * 1024;

/** The interface's location: bucket `<prefix>.{environment}`, key `{user_id}/{service_name}/{dataset_name}`. */
export function objectLocation(
  settings: Pick<StorageSettings, 'bucketPrefix' | 'userId'>,
  environment: string,
  serviceName: string,
  datasetName: string,
): ObjectLocation {
  return {
    bucket: `${settings.bucketPrefix}.${environment}`,
    key: `${settings.userId}/${serviceName}/${datasetName}`,
  };
}

export type S3UploadOptions = {
  file: string;
  location: ObjectLocation;
  settings: Pick<StorageSettings, 'region' | 'endpoint' | 'kmsKeyAlias'>;
  credentials: StorageCredentials;
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
  partSize?: number;
};

/**
 * Uploads a dataset file to object storage with server-side encryption under the configured KMS key
 * alias; large files go as a multipart upload, streamed from disk. Checksums are only sent where S3
 * requires them, so S3-compatible stores that do not know the newer checksum headers accept it.
 */
export async function uploadToS3(options: S3UploadOptions): Promise<UploadResult> {
  const { file, location, settings, credentials } = options;
  const bytes = (await stat(file)).size;
  const [{ S3Client }, { Upload }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
  ]);
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const upload = new Upload({
    client,
    params: {
      Bucket: location.bucket,
      Key: location.key,
      Body: createReadStream(file),
      ContentType: 'application/octet-stream',
      ServerSideEncryption: 'aws:kms',
      SSEKMSKeyId: settings.kmsKeyAlias,
    },
    partSize: Math.max(options.partSize ?? PART_SIZE, 5 * 1024 * 1024),
    queueSize: 2,
    leavePartsOnError: false,
  });
  upload.on('httpUploadProgress', (p) => options.onProgress?.({ loaded: p.loaded ?? 0, total: bytes }));
  const onAbort = () => void upload.abort().catch(() => {});
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await upload.done();
    options.onProgress?.({ loaded: bytes, total: bytes });
    return { ...location, bytes };
  } catch (err) {
    throw storageError(err, location, options.signal?.aborted ?? false);
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    client.destroy();
  }
}

/** Every storage failure as a message a bookkeeper can act on. Keys never appear in it. */
export function storageError(err: unknown, location: ObjectLocation, aborted: boolean): UserError {
  if (aborted)
    return new UserError('upload_cancelled', 'The upload was cancelled. Nothing was kept in storage.');
  // An S3 service error (S3ServiceException) carries the service's answer in `$metadata`.
  const service = (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata;
  const name = service
    ? (err as Error).name
    : ((err as { name?: string; Code?: string }).Code ?? (err as Error).name);
  const status = service?.httpStatusCode;
  const code = (err as NodeJS.ErrnoException).code;
  switch (name) {
    case 'InvalidAccessKeyId':
    case 'SignatureDoesNotMatch':
    case 'InvalidToken':
    case 'ExpiredToken':
      return new UserError(
        'storage_bad_credentials',
        'The storage keys were not accepted (unknown access key or wrong secret). Enter the storage keys the product team gave you again in Settings.',
      );
    case 'NoSuchBucket':
      return new UserError(
        'storage_no_such_bucket',
        `The storage bucket "${location.bucket}" does not exist. Check the bucket prefix in Settings, or ask the product team which bucket your keys are for.`,
      );
    case 'AccessDenied':
    case 'AllAccessDisabled':
      return new UserError(
        'storage_access_denied',
        `Your storage keys may not write ${location.key} in bucket "${location.bucket}". Check the user id and KMS key alias in Settings, or ask the product team to grant access.`,
      );
    case 'KMS.NotFoundException':
    case 'KMS.DisabledException':
    case 'KMSKeyNotAccessibleFault':
      return new UserError(
        'storage_kms_key',
        'The encryption key alias was not accepted. Check the KMS key alias in Settings.',
      );
  }
  if (
    code === 'ECONNREFUSED' ||
    code === 'ENOTFOUND' ||
    code === 'ETIMEDOUT' ||
    code === 'ECONNRESET' ||
    name === 'TimeoutError'
  ) {
    return new UserError(
      'storage_unreachable',
      'Kontera could not reach the object storage. Check the internet connection (and the storage address in Settings) and try again.',
    );
  }
  if (status === 403) return storageError({ name: 'AccessDenied' }, location, false);
  if (status === 404) return storageError({ name: 'NoSuchBucket' }, location, false);
  return new UserError(
    'storage_failed',
    `The upload to object storage failed${status ? ` (status ${status})` : ''}${name && name !== 'Error' ? `: ${name}` : ''}. Try again later.`,
  );
}
