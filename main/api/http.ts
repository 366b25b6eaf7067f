import type { Connection } from '../credentials/connection';
import { UserError } from '../util/errors';
import {
  RateLimited,
  RequestCancelled,
  ServiceUnavailable,
  PayloadTooLarge,
  UnexpectedResponse,
  serverRetryDelayMs,
} from './errors';
import { capitalizeFirst, errorFromResponse, type ErrorContext, type NotFoundHandler } from './responses';
import { retry } from './retry';

/** Which of the environment's two services a request goes to. */
export type Service = 'suggestion' | 'scan';

export type RetryPolicy = {
  /** Attempts in total for rate limits and outages (1 = never retry). */
  maxAttempts: number;
  /** Longest time spent on one call including waits, in ms. */
  budgetMs: number;
};

/** What every public call of the client accepts. */
export type CallOptions = {
  signal?: AbortSignal;
  /** Time for one attempt (connect, send, answer, body), in ms. */
  timeoutMs?: number;
  /** Overrides the client's policy for rate limits (429) and outages (5xx, timeouts, resets). */
  retry?: RetryPolicy;
};

export type ClientOptions = {
  timeoutMs?: number;
  retry?: RetryPolicy;
};

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 3, budgetMs: 60_000 };

export type ApiRequest = {
  service: Service;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Already encoded path, starting with `/`. */
  path: string;
  body?: unknown;
  /** Noun phrase for messages: "the suggestions for dataset acme.pb". */
  what: string;
  /** Refuse before sending when the JSON body is larger than this many bytes. */
  maxBodyBytes?: number;
  /** How a 404 reads for this route (untrained target, unknown feedback id...). */
  notFound?: NotFoundHandler;
  /** How a 409 reads for this route (e.g. a dataset that already exists). */
  conflict?: NotFoundHandler;
};

/** Human name of the service an environment points to, for messages. */
export function serviceLabel(connection: Pick<Connection, 'environment'>, service: Service): string {
  if (connection.environment === 'local') return 'the local engine';
  return `the ${connection.environment} ${service === 'scan' ? 'document service' : 'suggestion service'}`;
}

/**
 * Sends JSON requests with the bearer token to one environment and turns every outcome into a parsed
 * body or a typed ApiError. Rate limits and outages are retried within the policy; the token is only
 * ever put in the Authorization header.
 */
export class HttpTransport {
  private readonly timeoutMs: number;
  private readonly retryPolicy: RetryPolicy;

  constructor(
    private readonly connection: Connection,
    options: ClientOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.retryPolicy = options.retry ?? DEFAULT_RETRY;
  }

  get environment(): Connection['environment'] {
    return this.connection.environment;
  }

  async send<T>(request: ApiRequest, options: CallOptions = {}): Promise<T> {
    const url = this.urlFor(request);
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const label = serviceLabel(this.connection, request.service);
    if (body !== undefined && request.maxBodyBytes !== undefined) {
      const bytes = Buffer.byteLength(body);
      if (bytes > request.maxBodyBytes) {
        throw new PayloadTooLarge(
          `${capitalizeFirst(request.what)} is ${formatBytes(bytes)}, more than the ${formatBytes(request.maxBodyBytes)} ${label} accepts. ` +
            'Send a smaller document or fewer items at a time.',
          null,
        );
      }
    }
    const policy = options.retry ?? this.retryPolicy;
    try {
      return await retry(() => this.once<T>(url, request, body, label, options), {
        maxAttempts: policy.maxAttempts,
        budgetMs: policy.budgetMs,
        signal: options.signal,
        // Untrained targets and conflicts are the caller's to retry: it knows how long to wait for them.
        // A reset after the body was sent may mean the service did the work: callers that must not
        // repeat it (examples without ids) pass a policy of one attempt.
        shouldRetry: (err) => err instanceof ServiceUnavailable || err instanceof RateLimited,
        minDelayMs: serverRetryDelayMs,
        initialDelayMs: 1000,
      });
    } catch (err) {
      // Cancelled while waiting between attempts: the same answer as cancelled during one.
      if (options.signal?.aborted && !(err instanceof RequestCancelled)) throw new RequestCancelled();
      throw err;
    }
  }

  private urlFor(request: ApiRequest): string {
    const base = request.service === 'scan' ? this.connection.scanUrl : this.connection.baseUrl;
    const trimmed = (base ?? '').trim().replace(/\/+$/, '');
    try {
      new URL(trimmed);
    } catch {
      throw new UserError(
        'not_configured',
        `The address of ${serviceLabel(this.connection, request.service)} is not set. Enter it in Settings.`,
      );
    }
    return trimmed + request.path;
  }

  private async once<T>(
    url: string,
    request: ApiRequest,
    body: string | undefined,
    label: string,
    options: CallOptions,
  ): Promise<T> {
    if (options.signal?.aborted) throw new RequestCancelled();
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.connection.token}`,
      Accept: 'application/json',
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let status: number;
    let retryAfter: string | null;
    let text: string;
    try {
      const response = await fetch(url, { method: request.method, headers, body, signal: controller.signal });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      // The timer also covers the body: a server that sends headers then stalls is a timeout too.
      text = await response.text();
    } catch (err) {
      if (options.signal?.aborted) throw new RequestCancelled();
      if (timedOut) {
        throw new ServiceUnavailable(
          `${capitalizeFirst(label)} did not answer within ${formatSeconds(timeoutMs)}. Try again; if it keeps happening, check the network connection.`,
          null,
        );
      }
      throw unreachable(label, this.connection.environment, err);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
    const context: ErrorContext = {
      label,
      what: request.what,
      token: this.connection.token,
      environment: this.connection.environment,
    };
    if (status >= 200 && status < 300) return parseSuccess<T>(text, context, status);
    throw errorFromResponse(status, text, retryAfter, context, request);
  }
}

function parseSuccess<T>(text: string, context: ErrorContext, status: number): T {
  if (text.trim() === '') return {} as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new UnexpectedResponse(
      `${capitalizeFirst(context.label)} sent an answer Kontera cannot read (not JSON). Try again later; if it repeats, report it.`,
      status,
    );
  }
}

function unreachable(
  label: string,
  environment: Connection['environment'],
  err: unknown,
): ServiceUnavailable {
  const code = networkCode(err);
  const reason = code ? ` (${code})` : '';
  if (environment === 'local') {
    return new ServiceUnavailable(
      `The local engine is not answering${reason}. Restart Kontera to start it again.`,
      null,
    );
  }
  return new ServiceUnavailable(
    `Kontera could not reach ${label}${reason}. Check the network connection and try again in a moment.`,
    null,
  );
}

/** The system's short reason (ECONNRESET, ECONNREFUSED...), never the request itself. */
function networkCode(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z0-9_]+$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MiB`;
  if (bytes >= 1024) return `${Math.ceil(bytes / 1024)} KiB`;
  return `${bytes} bytes`;
}

function formatSeconds(ms: number): string {
  const s = ms / 1000;
  return s === 1 ? '1 second' : `${Number.isInteger(s) ? s : s.toFixed(1)} seconds`;
}
