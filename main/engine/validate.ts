import type { z } from 'zod';
import { badRequest, type FieldProblem } from './errors';

/** `inputs[2].supplier_id` from zod's path array. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '');
}

const ARTICLE: Record<string, string> = {
  array: 'a list',
  object: 'an object',
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
};

type Issue = {
  code: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  format?: string;
  pattern?: string;
  keys?: string[];
  message?: string;
};

/** Plain messages in the service's style (`must not be null`), not zod's developer wording. */
function message(iss: Issue): string | undefined {
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined) return 'is required';
      if (iss.input === null) return 'must not be null';
      return `must be ${ARTICLE[iss.expected ?? ''] ?? iss.expected ?? 'of another type'}`;
    case 'too_small':
      if (iss.origin === 'array') return `must have at least ${String(iss.minimum)} item(s)`;
      if (iss.origin === 'string')
        return Number(iss.minimum) === 1
          ? 'must not be empty'
          : `must be at least ${String(iss.minimum)} characters`;
      return `must be at least ${String(iss.minimum)}`;
    case 'too_big':
      if (iss.origin === 'array') return `must have at most ${String(iss.maximum)} item(s)`;
      if (iss.origin === 'string') return `must be at most ${String(iss.maximum)} characters`;
      return `must be at most ${String(iss.maximum)}`;
    case 'invalid_format':
      if (iss.format === 'uuid') return 'must be a UUID';
      return iss.pattern ? `must match ${iss.pattern}` : `must be a valid ${iss.format ?? 'value'}`;
    case 'unrecognized_keys':
      return `unknown field(s): ${(iss.keys ?? []).join(', ')}`;
    case 'invalid_value':
      return 'has a value that is not allowed';
    case 'invalid_union':
      return 'has a value of the wrong type';
    default:
      return undefined;
  }
}

/** Validates a request body; every problem is reported with its field path in one 400. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body, { error: (iss) => message(iss) });
  if (parsed.success) return parsed.data;
  const problems: FieldProblem[] = parsed.error.issues.map((i) => ({
    path: formatPath(i.path),
    // A problem with the body as a whole reads better with a subject.
    message: i.path.length === 0 && i.code === 'invalid_type' ? `the request body ${i.message}` : i.message,
  }));
  throw badRequest(problems);
}
