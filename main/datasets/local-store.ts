import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadProgress, UploadResult } from './s3-upload';
import { copyFileAtomic } from '../util/atomic-write';

/** The local engine's defaults: bucket prefix `kontera`, user `local` (see main/engine startEngine). */
export const LOCAL_BUCKET = 'kontera.local';
export const LOCAL_USER = 'local';

/**
 * "Upload" in the local environment: the file goes into the local engine's bucket folder,
 * `${dataDir}/engine/buckets/kontera.local/{user}/{service}/{name}`, written to a temporary name and
 * renamed so the engine never picks up half a file. The engine then trains on it.
 */
export async function uploadToLocalEngine(options: {
  dataDir: string;
  file: string;
  serviceName: string;
  datasetName: string;
  user?: string;
  onProgress?: (p: UploadProgress) => void;
}): Promise<UploadResult> {
  const user = options.user ?? LOCAL_USER;
  const dir = join(options.dataDir, 'engine', 'buckets', LOCAL_BUCKET, user, options.serviceName);
  await mkdir(dir, { recursive: true });
  const target = join(dir, options.datasetName);
  const bytes = (await stat(options.file)).size;
  options.onProgress?.({ loaded: 0, total: bytes });
  // A dot name: the engine's bucket watcher skips it until it is renamed to the dataset's name.
  await copyFileAtomic(options.file, target, join(dir, `.${options.datasetName}.${process.pid}.uploading`));
  options.onProgress?.({ loaded: bytes, total: bytes });
  return { bucket: LOCAL_BUCKET, key: `${user}/${options.serviceName}/${options.datasetName}`, bytes };
}
