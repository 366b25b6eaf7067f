import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { EngineError } from './errors';
import { isReply, type Request, type Reply } from './router';
import { checkJsonDepth, checkPath } from './request-shape';

/** The service refuses bodies over 10 MiB (batchCreate, annotate); so does the engine, for every route. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

export type Dispatcher = (req: Request) => Promise<Reply | null>;
export type EngineLog = (message: string, err?: unknown) => void;

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body ?? {});
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer\s+(.+)$/i.exec(header ?? '');
  if (!m?.[1]) return false;
  const given = Buffer.from(m[1].trim());
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Reads the body up to the limit; past it answers 413 without buffering the rest. */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        failed = true;
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (err) => {
      if (!failed) reject(err);
    });
  });
}

function tooLarge(): EngineError {
  return new EngineError(
    413,
    `The request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MiB. Send less data per call (for examples: at most 100 per batch).`,
  );
}

function parseJson(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  const text = raw.toString('utf8');
  checkJsonDepth(text);
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new EngineError(400, `The request body is not valid JSON: ${(err as Error).message}.`, {
      errors: [{ path: '', message: 'body is not valid JSON' }],
    });
  }
}

/**
 * The engine's HTTP front: bearer auth, body limit, JSON parsing, error bodies. Routing and the
 * work itself are the dispatcher's.
 */
export function createEngineServer(token: string, dispatch: Dispatcher, log: EngineLog): Server {
  return createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      log('engine request failed', err);
      if (!res.headersSent)
        send(
          res,
          500,
          new EngineError(500, 'The local engine failed to answer this request. Please try again.').body(),
        );
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    try {
      if (!tokenMatches(req.headers.authorization, token)) {
        req.resume();
        throw new EngineError(
          401,
          'The request has no valid bearer token. Send the header "Authorization: Bearer <token>" with this engine\'s token.',
        );
      }
      checkPath(url.pathname);
      const raw = await readBody(req);
      const body = parseJson(raw);
      const result = await dispatch({
        method: req.method ?? 'GET',
        path: url.pathname,
        body,
        headers: req.headers,
      });
      if (!result)
        throw new EngineError(404, `There is no route ${req.method ?? ''} ${url.pathname} on this engine.`);
      send(res, result.status, result.body);
    } catch (err) {
      if (err instanceof EngineError) {
        // After a 413 the rest of the upload is not read: close the connection instead of draining it.
        const headers = err.status === 413 ? { ...err.headers, connection: 'close' } : err.headers;
        send(res, err.status, err.body(), headers);
        if (err.status === 413) req.resume();
        return;
      }
      throw err;
    }
  }
}

export function toReply(value: unknown): Reply {
  return isReply(value) ? value : { status: 200, body: value ?? {} };
}
