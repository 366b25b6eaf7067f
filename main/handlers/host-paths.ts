import type { KonteraApp } from '../app';
import { UserError } from '../util/errors';

/**
 * The browser host serves a window that may not be on this machine: a path it sends would read (or
 * write) files of the machine Kontera runs on. Calls taking a host path refuse it there, the same way
 * `documents.importPath` does; the window uploads or downloads the file instead.
 */
export function refuseHostPath(app: Pick<KonteraApp, 'host'>, instead: string): void {
  if (app.host === 'browser')
    throw new UserError(
      'not_allowed',
      `In the browser, Kontera does not take file paths of the computer it runs on: ${instead}.`,
    );
}
