/**
 * An error a user can meet: `code` is stable for programs, `message` is for a bookkeeper and says
 * what happened and what to do. Nothing secret (tokens, keys) is ever put in either. `params` carry
 * the values the message names (a file name, a limit), so the window can say the same in the user's
 * language from `code` alone: the English `message` is for the CLI, logs and English windows.
 */
export type ErrorParams = Record<string, string | number>;

export class UserError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly params?: ErrorParams,
  ) {
    super(message);
    this.name = 'UserError';
  }
}

export type ErrorInfo = { code: string; message: string; params?: ErrorParams };

/**
 * Turns anything thrown into `{code, message}`. Only UserError text reaches the user: other errors
 * may carry paths, stack traces or request details, so they become a generic message (and are
 * logged by the caller).
 */
export function toErrorInfo(err: unknown): ErrorInfo {
  if (err instanceof UserError)
    return err.params
      ? { code: err.code, message: err.message, params: err.params }
      : { code: err.code, message: err.message };
  return {
    code: 'internal',
    message:
      'Something went wrong inside Kontera. Your data is safe; please try again, and report it if it repeats.',
  };
}
