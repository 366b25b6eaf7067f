import { EngineError } from './errors';

export type Request = {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
};
export type Reply = { status: number; body: unknown };
export type RouteHandler = (req: Request, params: string[]) => unknown;

type Route = { method: string; pattern: RegExp; handler: RouteHandler };

/**
 * A small method + regex router. A path that some route knows but with another method is a 405
 * (with Allow), an unknown path a 404, both as JSON.
 */
export class Router {
  private readonly routes: Route[] = [];

  add(method: string, pattern: RegExp, handler: RouteHandler): this {
    this.routes.push({ method, pattern, handler });
    return this;
  }

  /** Which route answers; null when no route knows the path. Throws 405 when only the method is wrong. */
  match(method: string, path: string): { handler: RouteHandler; params: string[] } | null {
    const allowed: string[] = [];
    for (const route of this.routes) {
      const m = route.pattern.exec(path);
      if (!m) continue;
      if (route.method === method) return { handler: route.handler, params: m.slice(1).map((p) => p ?? '') };
      allowed.push(route.method);
    }
    if (allowed.length > 0) {
      const allow = [...new Set(allowed)].join(', ');
      throw new EngineError(
        405,
        `The method ${method} is not allowed on ${path}. Allowed: ${allow}.`,
        {},
        { Allow: allow },
      );
    }
    return null;
  }
}

/** A reply with a status other than 200. Handlers that return a plain object answer 200. */
export function reply(status: number, body: unknown): Reply {
  return { status, body, [REPLY]: true } as Reply;
}

const REPLY = Symbol('reply');

export function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[REPLY] === true;
}
