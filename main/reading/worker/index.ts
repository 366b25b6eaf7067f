import type { IntakeResult } from '../types';
import type { RenderedPage } from '../intake/render-page';
import type { ReadOptions } from '../intake/read';
import { documentReader, type RunOptions } from './reader';

export { documentReader, DocumentReader } from './reader';

/**
 * Reads a document in the reader process (see reader.ts): the same result and errors as
 * `readDocument`, but a file that crashes a decoder or runs past `timeoutMs` fails alone.
 */
export function readIsolated(
  name: string,
  bytes: Uint8Array,
  options: Omit<ReadOptions, 'onProgress'> & RunOptions = {},
): Promise<IntakeResult> {
  const { timeoutMs, onProgress, ...read } = options;
  return documentReader.run({ op: 'read', name, bytes, options: read }, { timeoutMs, onProgress });
}

/** Draws one page for the viewer in the reader process. */
export function renderIsolated(
  name: string,
  bytes: Uint8Array,
  page: number,
  scale: number,
  timeoutMs = 60_000,
): Promise<RenderedPage> {
  return documentReader.run({ op: 'render', name, bytes, page, scale }, { timeoutMs });
}

/** Ends the reader process (app shutdown, end of `kontera ask`). */
export function stopReader(): Promise<void> {
  return documentReader.stop();
}
