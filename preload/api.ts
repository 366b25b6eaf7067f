/**
 * The one typed contract between renderer and main. Every call and event is declared here (by area,
 * in ./contract/*); main's handler table implements exactly these calls, the preload exposes exactly
 * these names as `window.kontera`, and the renderer imports only the types.
 */
import type { z } from 'zod';
import { coreCalls, coreEvents } from './contract/core';
import { demoCalls } from './contract/demo';
import { bookingCalls } from './contract/booking';
import { chartCalls } from './contract/chart';
import { draftsCalls } from './contract/drafts';
import { outboxCalls, outboxEvents } from './contract/outbox';
import { datasetsCalls, datasetsEvents } from './contract/datasets';
import { bankCalls } from './contract/bank';
import { documentsCalls, documentsEvents } from './contract/documents';
import { watchCalls, watchEvents } from './contract/watch';
import { filesCalls } from './contract/files';
import type { Result } from './contract/define';

export const calls = {
  ...coreCalls,
  ...demoCalls,
  ...bookingCalls,
  ...chartCalls,
  ...draftsCalls,
  ...outboxCalls,
  ...datasetsCalls,
  ...bankCalls,
  ...documentsCalls,
  ...watchCalls,
  ...filesCalls,
};
export const events = {
  ...coreEvents,
  ...outboxEvents,
  ...datasetsEvents,
  ...documentsEvents,
  ...watchEvents,
};

export type Calls = typeof calls;
export type Events = typeof events;
export type CallName = keyof Calls;
export type EventName = keyof Events;
export type ArgsOf<K extends CallName> = z.input<Calls[K]['args']>;
export type ParsedArgsOf<K extends CallName> = z.output<Calls[K]['args']>;
export type ResultOf<K extends CallName> = Calls[K]['result'];
export type PayloadOf<E extends EventName> = Events[E]['payload'];

export const callNames = Object.keys(calls) as CallName[];
export const eventNames = Object.keys(events) as EventName[];

/** What `window.kontera` is, in Electron (preload) and in the browser host (HTTP bridge). */
export interface KonteraApi {
  call<K extends CallName>(
    name: K,
    ...args: ArgsOf<K> extends undefined ? [] : [ArgsOf<K>]
  ): Promise<Result<ResultOf<K>>>;
  on<E extends EventName>(name: E, listener: (payload: PayloadOf<E>) => void): () => void;
}

export type { Result, ErrorInfo } from './contract/define';
export * from './contract/core';
export * from './contract/demo';
export * from './contract/booking';
export * from './contract/chart';
export * from './contract/drafts';
export * from './contract/outbox';
export * from './contract/datasets';
export * from './contract/bank';
export * from './contract/documents';
export * from './contract/watch';
export * from './contract/files';
