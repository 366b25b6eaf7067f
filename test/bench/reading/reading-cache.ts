/**
 * A document's reading kept on disk between benchmark runs: OCR takes seconds a page, so a run that
 * measures a change to the answering reads each scan once and answers from the kept reading after.
 * The key names the input exactly (its bytes' or its rows' hash), so a changed input is read anew.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IntakeResult } from '../../../main/reading/types';

/** A short hash of what a document was made from, for its cache file's name. */
export const inputKey = (input: string | Uint8Array): string =>
  createHash('sha1').update(input).digest('hex').slice(0, 12);

/** The reading kept in `folder` under `id` and `key`, else `read()`'s, kept there for next time. */
export async function cachedReading(
  folder: string | undefined,
  id: string,
  key: string,
  read: () => Promise<IntakeResult>,
): Promise<IntakeResult> {
  if (!folder) return read();
  const file = join(folder, `${id}-${key}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as IntakeResult;
  const doc = await read();
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, JSON.stringify(doc));
  return doc;
}
