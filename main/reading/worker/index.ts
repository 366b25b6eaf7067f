import type { IntakeResult } from '../types';
import type { RenderedPage } from '../intake/render-page';
import type { ReadOptions } from '../intake/read';
import { documentReaders, leastBusyReader, type RunOptions } from './reader';
import type { AnswerCandidate } from '../qa/answer';
import type { LayoutLesson } from '../qa/learn';

export { documentReader, documentReaders, DocumentReader } from './reader';

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
  return leastBusyReader().run({ op: 'read', name, bytes, options: read }, { timeoutMs, onProgress });
}

/** Draws one page for the viewer in the reader process. */
export function renderIsolated(
  name: string,
  bytes: Uint8Array,
  page: number,
  scale: number,
  timeoutMs = 60_000,
): Promise<RenderedPage> {
  return leastBusyReader().run({ op: 'render', name, bytes, page, scale }, { timeoutMs });
}

/**
 * Answers questions about a read document in a reader process: the same call as `answerDocument`,
 * with the lessons learned so far, but off the caller's event loop and stopped past `timeoutMs`.
 */
export function answerIsolated(
  doc: IntakeResult,
  questions: string[],
  lessons: LayoutLesson[],
  timeoutMs: number,
): Promise<AnswerCandidate[]> {
  return leastBusyReader().run({ op: 'answer', name: doc.name, doc, questions, lessons }, { timeoutMs });
}

/** Ends the reader processes (app shutdown, end of `kontera ask`). */
export async function stopReader(): Promise<void> {
  await Promise.all(documentReaders.map((r) => r.stop()));
}
