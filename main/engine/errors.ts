/**
 * Errors the engine answers over HTTP. Every error status has the same JSON shape as the service:
 * `{name, status_code, description, ...extras}`, so clients handle local and remote alike.
 */
const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export type FieldProblem = { path: string; message: string };

export class EngineError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly extras: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
    this.name = 'EngineError';
  }

  body(): Record<string, unknown> {
    return {
      name: STATUS_NAMES[this.status] ?? 'Error',
      status_code: this.status,
      description: this.description,
      ...this.extras,
    };
  }
}

export function badRequest(problems: FieldProblem[]): EngineError {
  const description = problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('; ');
  return new EngineError(400, description, { errors: problems });
}

export function badRequestText(message: string, path = ''): EngineError {
  return badRequest([{ path, message }]);
}

export function notFound(description: string, extras: Record<string, unknown> = {}): EngineError {
  return new EngineError(404, description, extras);
}

/** The not-found answer of a dataset-mode model whose target is not trained (yet), naming both. */
export function targetNotAvailable(dataset: string, target: string, reason?: string): EngineError {
  return notFound(
    reason ??
      `Target "${target}" of dataset "${dataset}" is not available yet: it has not been trained (or the dataset was never uploaded). Retry later with backoff.`,
    { dataset, target },
  );
}
