import type { z } from 'zod';

/**
 * One call between renderer and main: a zod schema for the argument (main validates every incoming
 * argument with it) and a phantom type for the result (the renderer only needs the type).
 */
export type CallSpec<A extends z.ZodType = z.ZodType, R = unknown> = { args: A; result: R };
export type EventSpec<P = unknown> = { payload: P };

/** Marks a result type: `call(z.object({...}), returns<Company>())`. Nothing is sent at run time. */
export const returns = <R>(): R => undefined as R;

export const call = <A extends z.ZodType, R>(args: A, result: R): CallSpec<A, R> => ({ args, result });
export const event = <P>(): EventSpec<P> => ({ payload: undefined as P });

/** `params` name the values in `message`, so the window can translate it from `code` (optional). */
export type ErrorInfo = { code: string; message: string; params?: Record<string, string | number> };
export type Result<T> = { ok: true; value: T } | { ok: false; error: ErrorInfo };
