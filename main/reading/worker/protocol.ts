import type { IntakeProgress, IntakeResult } from '../types';
import type { RenderedPage } from '../intake/render-page';

/** What the reader process is asked to do: read a document, or draw one page for the viewer. */
export type ReaderJob =
  | {
      op: 'read';
      name: string;
      bytes: Uint8Array;
      options: { maxPages?: number; pageLimit?: number; maxBytes?: number };
    }
  | { op: 'render'; name: string; bytes: Uint8Array; page: number; scale: number };

export type JobResult<J extends ReaderJob> = J extends { op: 'read' } ? IntakeResult : RenderedPage;

export type ToReader = { id: number; job: ReaderJob };

/** A UserError crosses as its code and message; anything else as an internal failure. */
export type FromReader =
  | { id: number; type: 'progress'; progress: IntakeProgress }
  | { id: number; type: 'done'; value: IntakeResult | RenderedPage }
  | { id: number; type: 'user-error'; code: string; message: string }
  | { id: number; type: 'failed'; message: string }
  | { type: 'ready' };
