import type { KonteraApp } from '../app';
import type { Handlers } from './dispatch';
import { coreHandlers } from './core';

/** The handler table: one part per area, together exactly the calls of preload/api.ts. */
export function buildHandlers(app: KonteraApp): Handlers {
  return {
    ...coreHandlers(app),
  };
}
