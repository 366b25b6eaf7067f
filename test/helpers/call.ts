import type { KonteraApp } from '../../main/app';
import { dispatch } from '../../main/handlers/dispatch';
import { handlersFor } from '../../main/handlers';
import type { Result } from '../../preload/api';

/** Calls a handler as the renderer would and returns its value; an error result fails the test with its message. */
export async function callOk<T>(app: KonteraApp, name: string, args?: unknown): Promise<T> {
  const result = (await dispatch(handlersFor(app), name, args)) as Result<T>;
  if (!result.ok) throw new Error(`${name}: ${result.error.code}: ${result.error.message}`);
  return result.value;
}
