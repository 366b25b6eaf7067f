import type { KonteraApp } from '../app';
import type { Handlers } from './dispatch';
import { coreHandlers } from './core';
import { bookingHandlers } from './booking';
import { draftsHandlers } from './drafts';
import { outboxHandlers } from './outbox';
import { demoHandlers } from './demo';
import { datasetsHandlers } from './datasets';
import { bankHandlers } from './bank';
import { documentsHandlers } from './documents';
import { watchHandlers } from './watch';
import { filesHandlers } from './files';

/** The handler table: one part per area, together exactly the calls of preload/api.ts. */
export function buildHandlers(app: KonteraApp): Handlers {
  return {
    ...coreHandlers(app),
    ...bookingHandlers(app),
    ...draftsHandlers(app),
    ...outboxHandlers(app),
    ...demoHandlers(app),
    ...datasetsHandlers(app),
    ...bankHandlers(app),
    ...documentsHandlers(app),
    ...watchHandlers(app),
    ...filesHandlers(app),
  };
}

const built = new WeakMap<KonteraApp, Handlers>();

/**
 * The handler table of this app, built once. The handlers sit above the app (they call its
 * services), so the app does not build them: the shell, the browser host and tests ask here.
 */
export function handlersFor(app: KonteraApp): Handlers {
  let handlers = built.get(app);
  if (!handlers) built.set(app, (handlers = buildHandlers(app)));
  return handlers;
}
