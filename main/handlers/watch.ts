import type { Handlers } from './dispatch';
import type { KonteraApp } from '../app';
import type { watchCalls } from '../../preload/contract/watch';

/** The watched folder per company: which folder, and what the watcher did with its files. */
export function watchHandlers(app: KonteraApp): Pick<Handlers, keyof typeof watchCalls> {
  return {
    'watch.get': ({ companyId }) => app.watch.status(companyId),
    'watch.set': ({ companyId, path }) => app.watch.set(companyId, path),
    'watch.clear': ({ companyId }) => app.watch.clear(companyId),
  };
}
