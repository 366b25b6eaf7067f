import { request } from './call';

/**
 * Files without typed paths. The desktop app (Electron's preload is there) chooses with the native
 * dialogs the shell opens and hands main the path; the browser host chooses with the browser's own
 * picker, uploads the bytes and downloads what main makes.
 */
export const desktop = typeof window !== 'undefined' && window.kontera !== undefined;

/** A file's bytes as base64, in chunks (a large export must not blow the call stack). */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The file name at the end of a path of the desktop's file system (shown, never typed). */
export const fileNameOf = (path: string): string => path.split(/[\\/]/).pop() ?? path;

/** The desktop's native open dialog for one file; null when cancelled. */
export async function chooseDesktopFile(purpose: 'history', title?: string): Promise<string | null> {
  const [path] = await request('files.open', title ? { purpose, title } : { purpose });
  return path ?? null;
}

/** The desktop's native save dialog; null when cancelled. */
export async function chooseSavePath(name: string, title?: string): Promise<string | null> {
  return request('files.save', title ? { purpose: 'dataset', name, title } : { purpose: 'dataset', name });
}
