import { realpathSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import type { Handlers } from './dispatch';
import type { KonteraApp } from '../app';
import type { watchCalls } from '../../preload/contract/watch';
import { UserError } from '../util/errors';

/** The watched folder per company: which folder, and what the watcher did with its files. */
export function watchHandlers(app: KonteraApp): Pick<Handlers, keyof typeof watchCalls> {
  return {
    'watch.get': ({ companyId }) => app.watch.status(companyId),
    'watch.set': ({ companyId, path }) => {
      if (app.host === 'browser') checkLaunchFolder(path, app.watchRoots);
      return app.watch.set(companyId, path);
    },
    'watch.clear': ({ companyId }) => app.watch.clear(companyId),
    'watch.folders': () => (app.host === 'browser' ? [...app.watchRoots] : null),
  };
}

/**
 * A browser window is no reason to read the machine's folders (and serve their PDFs' pages): in the
 * browser host only folders named when Kontera was started may be watched, judged after symlinks
 * are resolved, so a link to /etc inside an allowed folder does not count.
 */
function checkLaunchFolder(path: string, roots: readonly string[]): void {
  if (roots.length === 0) {
    throw new UserError(
      'not_allowed',
      'In the browser, Kontera watches only folders named when it was started. Stop it and start it again with `kontera serve --watch-folder FOLDER`, or use the desktop app.',
    );
  }
  const real = (p: string): string | null => {
    try {
      return realpathSync(p);
    } catch {
      return null;
    }
  };
  const target = isAbsolute(path) ? real(path) : null;
  // A path that does not resolve is left to watch.set, which says what is wrong with it.
  if (target === null) return;
  const inside = roots.some((root) => {
    const r = real(root);
    if (r === null) return false;
    const rel = relative(r, target);
    return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  });
  if (!inside) {
    throw new UserError(
      'not_allowed',
      `In the browser, Kontera watches only the folders named when it was started (${roots.join(', ')}); ${path} is not inside them. Start it again with \`kontera serve --watch-folder ${path}\` to allow it.`,
    );
  }
}
