import { calls, type CallName, type ParsedArgsOf, type ResultOf, type Result } from '../../preload/api';
import { describeIssues } from '../util/describe-issues';
import { toErrorInfo } from '../util/errors';
import type { Logger } from '../util/log';

/** Main's implementation of every call of the contract. Each area contributes its part. */
export type Handlers = { [K in CallName]: (args: ParsedArgsOf<K>) => Promise<ResultOf<K>> | ResultOf<K> };

/**
 * Validates the raw argument against the contract's schema, runs the handler and answers a result
 * union. Never throws: unknown names, bad arguments and failures all become `{ok: false}`.
 */
export async function dispatch(
  handlers: Handlers,
  name: string,
  rawArgs: unknown,
  log: Logger = () => {},
): Promise<Result<unknown>> {
  if (!Object.hasOwn(calls, name)) {
    return {
      ok: false,
      error: { code: 'unknown_call', message: `Kontera has no operation named "${name}".` },
    };
  }
  const key = name as CallName;
  const parsed = calls[key].args.safeParse(rawArgs);
  if (!parsed.success) {
    return {
      ok: false,
      error: {
        code: 'invalid_argument',
        message: `The request for ${name} was not valid: ${describeIssues(parsed.error)}.`,
      },
    };
  }
  try {
    const handler = handlers[key] as (args: unknown) => unknown;
    const value = await handler(parsed.data);
    return { ok: true, value: value === undefined ? null : value };
  } catch (err) {
    const info = toErrorInfo(err);
    if (info.code === 'internal') log(`call ${name} failed`, err);
    return { ok: false, error: info };
  }
}
