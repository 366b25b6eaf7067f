import type { EnvironmentName } from '../store/environments';
import {
  type ApiError,
  Conflict,
  InvalidRequest,
  NotFound,
  PayloadTooLarge,
  RateLimited,
  ServiceUnavailable,
  Unauthorized,
  UnexpectedResponse,
  type FieldProblem,
} from './errors';
import { scrubSecret } from './scrub';

/** What an error message may mention about the request. `token` is only used to scrub it out. */
export type ErrorContext = { label: string; what: string; token: string; environment: EnvironmentName };

/**
 * The parts of an error body the client uses. The local engine sends `{name, status_code,
 * description, errors?, dataset?, target?}`; gateways of the real service may say `message` or
 * `error.message` instead, so all of these are read.
 */
export type ErrorBody = {
  description: string;
  problems: FieldProblem[];
  /** Everything else the body held (e.g. `dataset`, `target` of an untrained target). */
  extras: Record<string, unknown>;
};

export type NotFoundHandler = (body: ErrorBody, context: ErrorContext) => ApiError;

const MAX_DESCRIPTION = 600;

/** Removes the token in every encoding (should a service ever echo it) and bounds the length of service text. */
export function scrub(text: string, token: string): string {
  // Plain, URL-encoded, base64 and base64url: a service may echo the header in any of them.
  let out = scrubSecret(text, token);
  // Anything else that looks like a credential after "Bearer" goes too (a proxy may echo the header).
  out = out
    .replace(/Bearer\s+[A-Za-z0-9._~+/=-]{16,}/gi, 'Bearer [token]')
    .replace(/\s+/g, ' ')
    .trim();
  return out.length > MAX_DESCRIPTION ? `${out.slice(0, MAX_DESCRIPTION)}…` : out;
}

export function readErrorBody(text: string, token: string): ErrorBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    // Proxies answer outages with HTML pages: that is not an explanation worth showing.
    const plain = /^\s*</.test(text) ? '' : text;
    return { description: scrub(plain, token), problems: [], extras: {} };
  }
  const body = parsed as Record<string, unknown>;
  const nested = body.error && typeof body.error === 'object' ? (body.error as Record<string, unknown>) : {};
  const candidates = [body.description, body.message, nested.message, body.error, body.detail];
  const description = candidates.find((c): c is string => typeof c === 'string' && c.trim() !== '') ?? '';
  const problems: FieldProblem[] = [];
  if (Array.isArray(body.errors)) {
    for (const e of body.errors as unknown[]) {
      if (e && typeof e === 'object') {
        const { path, message } = e as { path?: unknown; message?: unknown };
        if (typeof message === 'string') {
          problems.push({
            path: typeof path === 'string' ? scrub(path, token) : '',
            message: scrub(message, token),
          });
        }
      }
    }
  }
  const extras: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (['name', 'status_code', 'description', 'errors', 'message', 'error', 'detail'].includes(key))
      continue;
    extras[key] = typeof value === 'string' ? scrub(value, token) : value;
  }
  return { description: scrub(description, token), problems, extras };
}

/** Seconds (`120`) or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

function withReason(description: string): string {
  return description ? `: ${description.replace(/[.\s]+$/, '')}` : '';
}

export function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Maps a non-2xx answer to the typed error a caller can act on. */
export function errorFromResponse(
  status: number,
  text: string,
  retryAfterHeader: string | null,
  context: ErrorContext,
  routeHandlers: { notFound?: NotFoundHandler; conflict?: NotFoundHandler } = {},
): ApiError {
  const { notFound, conflict } = routeHandlers;
  const body = readErrorBody(text, context.token);
  const Label = capitalizeFirst(context.label);
  const reason = withReason(body.description);
  const local = context.environment === 'local';
  switch (status) {
    case 400:
      return new InvalidRequest(
        `${Label} could not use the data in ${context.what}${reason}. Correct the data and try again.`,
        400,
        body.problems,
      );
    case 401:
      return new Unauthorized(
        `${Label} did not accept Kontera's token${reason}. ` +
          (local
            ? 'Restart Kontera to give the local engine a fresh token.'
            : `Check the ${context.environment} token in Settings; tokens come from the service's product owner.`),
        401,
        body.description,
      );
    case 403:
      return new Unauthorized(
        `${Label} refused access to ${context.what}${reason}. The ${context.environment} token has no rights to it; ask the service's product owner.`,
        403,
        body.description,
      );
    case 404:
      return notFound
        ? notFound(body, context)
        : new NotFound(`${Label} does not know ${context.what}${reason}.`);
    case 409:
      if (conflict) return conflict(body, context);
      return new Conflict(
        `${Label} is busy with another change to ${context.what}${reason}. Try again in a moment.`,
      );
    case 413:
      return new PayloadTooLarge(
        `${capitalizeFirst(context.what)} is too large for ${context.label}${reason}. Send a smaller document or fewer items at a time.`,
        413,
      );
    case 429: {
      const retryAfterMs = parseRetryAfter(retryAfterHeader);
      const when =
        retryAfterMs === null ? 'in a minute' : `in ${Math.max(1, Math.ceil(retryAfterMs / 1000))} seconds`;
      return new RateLimited(
        `${Label} is receiving too many requests from this account. Try again ${when}.`,
        retryAfterMs,
      );
    }
    default:
      if (status >= 500) {
        return new ServiceUnavailable(
          `${Label} is not available right now (status ${status}${reason}). Try again in a few minutes.`,
          status,
          parseRetryAfter(retryAfterHeader),
        );
      }
      return new UnexpectedResponse(
        `${Label} answered ${context.what} with status ${status}${reason}. Kontera does not know this answer; please report it.`,
        status,
      );
  }
}
