import { z } from 'zod';
import { call, event, returns } from './define';

/** A watched folder per company: new files in it are imported by themselves while Kontera runs. */

export type WatchFileView = {
  /** File name inside the folder. */
  name: string;
  kind: 'document' | 'bank' | null;
  outcome: 'imported' | 'duplicate' | 'failed' | 'skipped';
  /** What happened, in words for the bookkeeper (the failure reason, entries imported, …). */
  detail: string | null;
  at: string;
};

export type WatchStatusView = {
  companyId: number;
  /** The watched folder, or null when none is set. */
  path: string | null;
  /**
   * off: no folder set; watching: running; missing: the folder is gone (moved, drive not connected),
   * watched again once it is back; unreadable: it exists but Kontera may not read it.
   */
  state: 'off' | 'watching' | 'missing' | 'unreadable';
  message: string;
  importedCount: number;
  /** CSV statements waiting for a column mapping (import one CSV from this bank by hand first). */
  waiting: string[];
  /** The latest files dealt with, newest first. */
  recent: WatchFileView[];
};

const companyId = z.number().int().positive();

export const watchCalls = {
  'watch.get': call(z.object({ companyId }).strict(), returns<WatchStatusView>()),
  'watch.set': call(
    z
      .object({
        companyId,
        path: z
          .string()
          .trim()
          .min(1, 'Type the folder path.')
          .max(4096, 'Folder paths are at most 4096 characters.'),
      })
      .strict(),
    returns<WatchStatusView>(),
  ),
  'watch.clear': call(z.object({ companyId }).strict(), returns<WatchStatusView>()),
  /**
   * The folders the window may pick from: in the browser host the ones named at launch
   * (`kontera serve --watch-folder`), nothing typed; null in the desktop app, which chooses any
   * folder with its native dialog.
   */
  'watch.folders': call(z.undefined(), returns<string[] | null>()),
};

export const watchEvents = {
  'watch.changed': event<WatchStatusView>(),
};
