import { z } from 'zod';
import { UserError } from '../util/errors';
import type { SettingsStore } from '../store/settings';
import type { Keychain } from '../credentials/keychain';
import type { EnvironmentName } from '../store/environments';

/**
 * Where uploaded datasets go, as the product team hands it out. Not secret, so it lives in settings;
 * the access keys live only in the keychain (kind 'storage', one per environment).
 */
export const storageSettingsSchema = z
  .object({
    /** `<dataset_bucket_prefix>`: the bucket is `<prefix>.{environment}`. */
    bucketPrefix: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{0,40}$/, 'use lower-case letters, digits, dots and hyphens'),
    /** `{user_id}`: the integrator's account username, first part of the object key. */
    userId: z
      .string()
      .trim()
      .min(1)
      .max(128)
      .regex(/^[^/\s]+$/, 'no slashes or spaces'),
    /** The managed key for server-side encryption, `alias/<name>`. */
    kmsKeyAlias: z
      .string()
      .trim()
      .regex(/^alias\/[A-Za-z0-9/_-]+$/, 'the key alias looks like alias/<name>'),
    region: z.string().trim().min(1).max(64).default('eu-west-1'),
    /** Only for an S3-compatible store that is not AWS itself; https (or http on this computer). */
    endpoint: z.string().trim().max(2048).optional(),
  })
  .strict();

export type StorageSettings = z.output<typeof storageSettingsSchema>;
export type StorageCredentials = { accessKeyId: string; secretAccessKey: string };

const SETTINGS_KEY = 'datasets.storage';

export function getStorageSettings(settings: SettingsStore): StorageSettings | null {
  const parsed = storageSettingsSchema.safeParse(settings.get<unknown>(SETTINGS_KEY, null));
  return parsed.success ? parsed.data : null;
}

export function setStorageSettings(settings: SettingsStore, value: StorageSettings): StorageSettings {
  const parsed = storageSettingsSchema.parse(value);
  if (parsed.endpoint) {
    let url: URL;
    try {
      url = new URL(parsed.endpoint);
    } catch {
      throw new UserError(
        'invalid_argument',
        `The storage address "${parsed.endpoint}" is not a web address.`,
      );
    }
    const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
      throw new UserError(
        'invalid_argument',
        'The storage address must start with https:// (plain http only for this computer).',
      );
    }
  }
  settings.set(SETTINGS_KEY, parsed);
  return parsed;
}

/** Storage keys are one keychain entry (JSON): they are always used together. */
export async function getStorageCredentials(
  keychain: Keychain,
  environment: EnvironmentName,
): Promise<StorageCredentials | null> {
  const raw = await keychain.get(environment, 'storage');
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<StorageCredentials>;
    if (typeof v.accessKeyId === 'string' && typeof v.secretAccessKey === 'string')
      return { accessKeyId: v.accessKeyId, secretAccessKey: v.secretAccessKey };
  } catch {
    // fall through: treat a damaged entry as missing
  }
  return null;
}

export async function setStorageCredentials(
  keychain: Keychain,
  environment: EnvironmentName,
  creds: StorageCredentials,
): Promise<void> {
  const accessKeyId = creds.accessKeyId.trim();
  const secretAccessKey = creds.secretAccessKey.trim();
  if (!accessKeyId || !secretAccessKey)
    throw new UserError('invalid_argument', 'Both the access key id and the secret access key are needed.');
  if (/\s/.test(accessKeyId + secretAccessKey))
    throw new UserError(
      'invalid_argument',
      'The storage keys contain spaces or line breaks. Paste them again.',
    );
  await keychain.set(environment, JSON.stringify({ accessKeyId, secretAccessKey }), 'storage');
}
