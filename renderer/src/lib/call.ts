import type { ArgsOf, CallName, ResultOf } from '../../../preload/api';
import { api } from './bridge';
import { errorText } from '../i18n/errors';

/** A failed call: main's code and params (translated in the window) and its English message. */
export class CallError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly params?: Record<string, string | number>,
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
  if (!result.ok) throw new CallError(result.error.code, result.error.message, result.error.params);
  return result.value;
}

/** The message to show for anything a call (or our own code) threw, in the window's language. */
export function messageOf(err: unknown): string {
  return errorText(err);
}
