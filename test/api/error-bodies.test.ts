import { describe, expect, it } from 'vitest';
import { parseRetryAfter, readErrorBody, scrub } from '../../main/api/responses';

// Reading error bodies of the shapes a service or a gateway in front of it may send.

const token = 'tok_abcdefghijklmnop123456';

describe('error bodies', () => {
  it('reads the engine shape {name, status_code, description, errors, extras}', () => {
    const body = readErrorBody(
      JSON.stringify({
        name: 'Not Found',
        status_code: 404,
        description: 'target account not trained',
        dataset: 'a.pb',
        target: 'account',
        errors: [{ path: 'x', message: 'y' }],
      }),
      token,
    );
    expect(body.description).toBe('target account not trained');
    expect(body.extras).toEqual({ dataset: 'a.pb', target: 'account' });
    expect(body.problems).toEqual([{ path: 'x', message: 'y' }]);
  });

  it('reads gateway shapes: {code, message} and {error: {message}}', () => {
    expect(
      readErrorBody(JSON.stringify({ code: 3, message: 'invalid datasetName' }), token).description,
    ).toBe('invalid datasetName');
    expect(readErrorBody(JSON.stringify({ error: { message: 'quota exceeded' } }), token).description).toBe(
      'quota exceeded',
    );
  });

  it('drops HTML error pages and keeps short plain text', () => {
    expect(readErrorBody('<html><h1>502</h1></html>', token).description).toBe('');
    expect(readErrorBody('upstream timed out', token).description).toBe('upstream timed out');
  });

  it('scrubs the token, anything token-like after "Bearer", and bounds the length', () => {
    expect(scrub(`bad token ${token}`, token)).toBe('bad token [token]');
    expect(scrub('header was Bearer zzzzzzzzzzzzzzzzzzzzzz', token)).toBe('header was Bearer [token]');
    expect(scrub('send "Authorization: Bearer <token>"', token)).toBe('send "Authorization: Bearer <token>"');
    expect(scrub('x'.repeat(5000), token).length).toBeLessThan(700);
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates; unreadable is null', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30_000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 12:00:45 GMT', now)).toBe(45_000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
