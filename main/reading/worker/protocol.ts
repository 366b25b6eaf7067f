import type { IntakeProgress, IntakeResult } from '../types';
import type { RenderedPage } from '../intake/render-page';
import type { AnswerCandidate } from '../qa/answer';
import type { LayoutLesson } from '../qa/learn';

/** What the reader process is asked to do: read a document, or draw one page for the viewer. */
export type ReaderJob =
  | {
      op: 'read';
      name: string;
      bytes: Uint8Array;
      options: { maxPages?: number; pageLimit?: number; maxBytes?: number };
    }
  | { op: 'render'; name: string; bytes: Uint8Array; page: number; scale: number }
  /** Question answering takes time in proportion to question length and words: off the engine's loop too. */
  | { op: 'answer'; name: string; doc: IntakeResult; questions: string[]; lessons: LayoutLesson[] };

export type JobResult<J extends ReaderJob> = J extends { op: 'read' }
  ? IntakeResult
  : J extends { op: 'render' }
    ? RenderedPage
    : AnswerCandidate[];

export type ToReader = { id: number; job: ReaderJob };

/** A UserError crosses as its code and message; anything else as an internal failure. */
export type FromReader =
  | { id: number; type: 'progress'; progress: IntakeProgress }
  | { id: number; type: 'done'; value: IntakeResult | RenderedPage | AnswerCandidate[] }
  | { id: number; type: 'user-error'; code: string; message: string }
  | { id: number; type: 'failed'; message: string }
  | { type: 'ready' };
