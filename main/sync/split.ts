import { InvalidRequest } from '../api/errors';
import { UserError } from '../util/errors';

const EXAMPLE_PATH = /^examples\[(\d+)\]\.?/;

/**
 * How to re-send a batch the service refused (400/413) so that only the examples it rejects fail.
 * When the service named the offending examples (`examples[3].data...` paths), each of those goes
 * alone (to confirm and record its own reason) and the rest go together; otherwise the batch is
 * halved, which finds k bad examples among n in about 2·k·log2(n) calls.
 */
export function splitRejected<T>(err: unknown, rows: T[]): T[][] {
  const named = namedIndexes(err, rows.length);
  if (named.size > 0 && named.size < rows.length) {
    const rest = rows.filter((_, i) => !named.has(i));
    const suspects = [...named].sort((a, b) => a - b).map((i) => [rows[i]!]);
    return rest.length > 0 ? [rest, ...suspects] : suspects;
  }
  const middle = Math.ceil(rows.length / 2);
  return [rows.slice(0, middle), rows.slice(middle)];
}

function namedIndexes(err: unknown, count: number): Set<number> {
  const found = new Set<number>();
  if (!(err instanceof InvalidRequest)) return found;
  for (const problem of err.problems) {
    const match = EXAMPLE_PATH.exec(problem.path);
    if (!match) return new Set(); // a problem we cannot place: fall back to halving
    const index = Number(match[1]);
    if (index < count) found.add(index);
  }
  return found;
}

/** The reason stored with a rejected example: the service's own words about its fields when given. */
export function rejectionReason(err: unknown): string {
  if (err instanceof InvalidRequest && err.problems.length > 0) {
    const details = err.problems.map((p) => {
      const field = p.path.replace(EXAMPLE_PATH, '');
      return field ? `${field}: ${p.message}` : p.message;
    });
    return `The service rejected this example: ${[...new Set(details)].join('; ')}.`;
  }
  if (err instanceof UserError) return err.message;
  return 'The service rejected this example.';
}
