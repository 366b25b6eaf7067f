import { InvalidRequest, type FieldProblem } from '../errors';
import { UTC_STAMP, utcStamp } from '../../util/time';

/**
 * Collects what is wrong with a request before it is sent, so the bookkeeper sees every problem at
 * once (up to a few) in words, plus the field path for support.
 */
export class Problems {
  readonly list: FieldProblem[] = [];

  add(path: string, message: string): void {
    this.list.push({ path, message });
  }

  /** Throws InvalidRequest (status null: nothing was sent) when anything was found. */
  throwIfAny(what: string): void {
    if (this.list.length === 0) return;
    const shown = this.list.slice(0, 5).map((p) => p.message);
    const more = this.list.length > 5 ? ` (and ${this.list.length - 5} more problems)` : '';
    throw new InvalidRequest(
      `Kontera did not send ${what} because the data needs fixing: ${shown.join('; ')}${more}.`,
      null,
      this.list,
    );
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function describeValue(value: unknown): string {
  if (value === null) return 'empty (null)';
  if (value === undefined) return 'missing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value;
}

/** Positive whole number, e.g. suggestion limits. */
export function checkLimit(problems: Problems, path: string, value: unknown, what: string): void {
  if (value === undefined) return;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    problems.add(path, `${what} must be a whole number of at least 1 (it is ${describeValue(value)})`);
  }
}

export function checkTargets(problems: Problems, targets: unknown, path = 'targets'): void {
  if (!Array.isArray(targets) || targets.length === 0) {
    problems.add(path, 'name at least one target to suggest (for example "account")');
    return;
  }
  targets.forEach((t, i) => {
    if (typeof t !== 'string' || t.trim() === '')
      problems.add(`${path}[${i}]`, `target ${i + 1} has no name`);
  });
  const seen = new Set(targets);
  if (seen.size !== targets.length) problems.add(path, 'a target is named twice');
}

/** `YYYY-MM-DDThh:mm:ssZ`, UTC with literal T and Z, and a real date. */
export function isInterfaceTimestamp(value: string): boolean {
  if (!UTC_STAMP.test(value)) return false;
  const date = new Date(value);
  return !Number.isNaN(date.getTime()) && utcStamp(date) === value;
}

/** RFC 3339 (v2 issueDate): date, time, optional fraction, Z or an offset. */
export function isRfc3339(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}

export function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
