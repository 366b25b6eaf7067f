import { UserError } from '../util/errors';

/**
 * Typed errors of the service client. Each is a UserError (so it reaches the bookkeeper as a plain
 * message) and carries what a program needs to react: the HTTP status, whether trying again can help,
 * and for some the service's own explanation. None of them ever holds the token, the request or the
 * raw response: only strings the client built and already scrubbed.
 */
export class ApiError extends UserError {
  constructor(
    code: string,
    message: string,
    /** HTTP status, or null when no answer arrived (network down, timeout, refused before sending). */
    readonly status: number | null,
    /** True when the same request may succeed later unchanged. */
    readonly retryable: boolean,
  ) {
    super(code, message);
    this.name = new.target.name;
  }
}

/** 401 (or 403): the token was not accepted for this environment. */
export class Unauthorized extends ApiError {
  constructor(
    message: string,
    status: number,
    /** The service's own `description`, scrubbed of the token. */
    readonly description: string,
  ) {
    super('unauthorized', message, status, false);
  }
}

export type FieldProblem = { path: string; message: string };

/**
 * 400 from the service, or a request our own checks refused before sending (status null): the data
 * is wrong and must be changed; `problems` lists each field that needs fixing when known.
 */
export class InvalidRequest extends ApiError {
  constructor(
    message: string,
    status: number | null,
    readonly problems: FieldProblem[] = [],
  ) {
    super('invalid_request', message, status, false);
  }
}

/** A dataset-mode target is not trained (yet): the service answers 404 for it. Ask again later. */
export class TargetNotReady extends ApiError {
  constructor(
    message: string,
    readonly dataset: string | null,
    readonly targets: string[],
  ) {
    super('target_not_ready', message, 404, true);
  }
}

/** 404 that is not about an untrained target: unknown dataset, feedback for an unknown document. */
export class NotFound extends ApiError {
  constructor(message: string) {
    super('not_found', message, 404, false);
  }
}

/**
 * 409: another change to the same thing happened at the same time (trying again can succeed), or
 * the thing already exists (it cannot: `retryable` false).
 */
export class Conflict extends ApiError {
  constructor(message: string, retryable = true) {
    super('conflict', message, 409, retryable);
  }
}

/** 429: too many requests. `retryAfterMs` is what the service asked us to wait (Retry-After). */
export class RateLimited extends ApiError {
  constructor(
    message: string,
    readonly retryAfterMs: number | null,
  ) {
    super('rate_limited', message, 429, true);
  }
}

/** 413, or a body our own check found over the service's size limit before sending. */
export class PayloadTooLarge extends ApiError {
  constructor(message: string, status: number | null) {
    super('payload_too_large', message, status, false);
  }
}

/** 5xx, a timeout, a connection reset or no network: the service is (for now) out of reach. */
export class ServiceUnavailable extends ApiError {
  constructor(
    message: string,
    status: number | null,
    /** A 503 may say when to come back (Retry-After), like a 429. */
    readonly retryAfterMs: number | null = null,
  ) {
    super('service_unavailable', message, status, true);
  }
}

/** The caller cancelled (AbortSignal). Not retried: someone chose to stop. */
export class RequestCancelled extends ApiError {
  constructor(message = 'The request was cancelled.') {
    super('cancelled', message, null, false);
  }
}

/** Any other answer the interface does not describe (e.g. 405, 418). */
export class UnexpectedResponse extends ApiError {
  constructor(message: string, status: number | null) {
    super('unexpected_response', message, status, false);
  }
}

/** Whether trying the same request again can help (and so a retry loop should). */
export function isRetryable(err: unknown): boolean {
  return err instanceof ApiError && err.retryable;
}

/** The wait the service asked for, when it asked (Retry-After on a 429 or a 5xx). */
export function serverRetryDelayMs(err: unknown): number | null {
  return err instanceof RateLimited || err instanceof ServiceUnavailable ? err.retryAfterMs : null;
}
