import { z } from 'zod';
import { call, returns } from './define';

/**
 * File and folder choosers of the desktop app: Electron's native dialogs, opened by the shell, for
 * what main reads or writes by path (a history export can be large, a dataset is written with its
 * summary beside it, a folder is watched). Documents and bank statements are read as bytes in both
 * hosts (the desktop's file input opens the same native dialog). The paths name this computer's
 * files, so the browser host has no choosers (its window uploads and downloads).
 */

/** What is being chosen: main picks the dialog's kind and file types from it. */
export const OPEN_PURPOSES = ['history', 'watch-folder'] as const;
export type OpenPurpose = (typeof OPEN_PURPOSES)[number];
export const SAVE_PURPOSES = ['dataset'] as const;
export type SavePurpose = (typeof SAVE_PURPOSES)[number];

const title = z.string().trim().min(1).max(200);

/** The name of a file the window sends (its bytes go as base64 beside it). */
export const fileName = z
  .string()
  .trim()
  .min(1, 'The file needs a name.')
  .max(255, 'File names are at most 255 characters.');

/**
 * A file's bytes as base64, up to `maxChars` characters (4/3 of the bytes: 20 MiB is about 27 MB),
 * with what to say when a file is larger.
 */
export const base64File = (maxChars: number, tooLarge: string) =>
  z
    .string()
    .min(1, 'The file is empty.')
    .max(maxChars, tooLarge)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The file content must be base64.');

export const filesCalls = {
  /** The files (or folder) chosen; empty when the bookkeeper cancelled. */
  'files.open': call(
    z.object({ purpose: z.enum(OPEN_PURPOSES), title: title.optional() }).strict(),
    returns<string[]>(),
  ),
  /** Where to save; null when the bookkeeper cancelled. */
  'files.save': call(
    z
      .object({
        purpose: z.enum(SAVE_PURPOSES),
        name: z.string().trim().min(1).max(255),
        title: title.optional(),
      })
      .strict(),
    returns<string | null>(),
  ),
};
