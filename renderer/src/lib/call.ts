import type { ArgsOf, CallName, ResultOf } from '../../../preload/api';
import { api } from './bridge';

/** A failed call, carrying main's plain-language message for the user. */
export class CallError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CallError';
  }
}

/** Calls main and returns the value, or throws CallError with the message to show. */
export async function request<K extends CallName>(
  name: K,
  ...args: ArgsOf<K> extends undefined ? [] : [ArgsOf<K>]
): Promise<ResultOf<K>> {
  const result = await api.call(name, ...args);
  if (!result.ok) throw new CallError(result.error.code, result.error.message);
  return result.value;
}

/** The message to show for anything a call (or our own code) threw. */
export function messageOf(err: unknown): string {
  if (err instanceof CallError) return err.message;
  return 'Something went wrong in this window. Reload it; your data is safe.';
}
