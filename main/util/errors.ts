/**
 * An error a user can meet: `code` is stable for programs, `message` is for a bookkeeper and says
 * what happened and what to do. Nothing secret (tokens, keys) is ever put in either.
 */
export class UserError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'UserError';
  }
}

export type ErrorInfo = { code: string; message: string };

/**
 * Turns anything thrown into `{code, message}`. Only UserError text reaches the user: other errors
 * may carry paths, stack traces or request details, so they become a generic message (and are
 * logged by the caller).
 */
export function toErrorInfo(err: unknown): ErrorInfo {
  if (err instanceof UserError) return { code: err.code, message: err.message };
  return {
    code: 'internal',
    message:
      'Something went wrong inside Kontera. Your data is safe; please try again, and report it if it repeats.',
  };
}
