import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { KonteraApp } from '../app';
import { CONTENT_SECURITY_POLICY } from '../util/csp';
import { readStatic } from './static';
import { checkJsonDepth, MAX_JSON_DEPTH } from '../engine/request-shape';

/**
 * The call table (the contract's argument schemas and every area's handlers) loads at the window's
 * first call, not before its page is served; the module system keeps it after that first import.
 */
const callTable = () => Promise.all([import('../handlers/dispatch'), import('../handlers')]);

export type HostOptions = { app: KonteraApp; rendererDir: string; port?: number; secret?: string };
export type RunningHost = {
  url: string;
  openUrl: string;
  secret: string;
  server: Server;
  close(): Promise<void>;
};

const COOKIE = 'kontera_host';
const MAX_BODY = 64 * 1024 * 1024;

/**
 * The browser host: serves the built renderer and the same handler table as the Electron IPC over
 * HTTP on 127.0.0.1. A per-launch secret guards every request: the printed URL carries it once, the
 * host trades it for an HttpOnly cookie and drops it from the address bar.
 */
export async function startHost(options: HostOptions): Promise<RunningHost> {
  const secret = options.secret ?? randomBytes(24).toString('base64url');
  const secretBuf = Buffer.from(secret);
  const sseClients = new Set<ServerResponse>();

  const unsubscribe = options.app.events.subscribe((name, payload) => {
    const frame = `event: message\ndata: ${JSON.stringify({ name, payload })}\n\n`;
    for (const res of sseClients) res.write(frame);
  });

  const authorized = (req: IncomingMessage): boolean => {
    const presented = req.headers['x-kontera-secret'] ?? cookieValue(req.headers.cookie, COOKIE);
    if (typeof presented !== 'string') return false;
    const buf = Buffer.from(presented);
    return buf.length === secretBuf.length && timingSafeEqual(buf, secretBuf);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      options.app.log('browser host request failed', err);
      if (!res.headersSent)
        sendJson(res, 500, { error: { code: 'internal', message: 'The Kontera host failed.' } });
      else res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Cache-Control', 'no-store');

    // DNS rebinding: a site whose name now points at 127.0.0.1 reaches this port with its own Host
    // (and Origin). Only requests addressed to this host, from its own pages, are served.
    if (!sameHost(req.headers.host, port)) {
      return sendJson(res, 421, {
        error: {
          code: 'wrong_host',
          message: `This Kontera answers only at http://127.0.0.1:${port}/. Open the address printed by \`kontera serve\`.`,
        },
      });
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !sameOrigin(origin, port)) {
      return sendJson(res, 403, {
        error: {
          code: 'wrong_origin',
          message: 'Requests to Kontera must come from its own window; another web page may not call it.',
        },
      });
    }

    // The one-time hand-over: ?k=SECRET becomes a cookie, and the address bar loses the secret.
    const offered = url.searchParams.get('k');
    if (req.method === 'GET' && url.pathname === '/' && offered !== null) {
      const buf = Buffer.from(offered);
      if (buf.length === secretBuf.length && timingSafeEqual(buf, secretBuf)) {
        res.writeHead(303, {
          'Set-Cookie': `${COOKIE}=${secret}; HttpOnly; SameSite=Strict; Path=/`,
          Location: '/',
        });
        res.end();
        return;
      }
    }
    if (!authorized(req)) {
      sendJson(res, 401, {
        error: {
          code: 'unauthorized',
          message:
            'This Kontera window needs the address printed by `kontera serve` (it carries a secret for this launch).',
        },
      });
      return;
    }

    if (url.pathname.startsWith('/api/call/')) {
      if (req.method !== 'POST')
        return sendJson(res, 405, { error: { code: 'method_not_allowed', message: 'Use POST.' } });
      // Cross-site form posts cannot set this header; together with SameSite=Strict it stops CSRF.
      if (req.headers['content-type']?.split(';')[0] !== 'application/json') {
        return sendJson(res, 415, { error: { code: 'unsupported_media_type', message: 'Send JSON.' } });
      }
      let name: string;
      try {
        name = decodeURIComponent(url.pathname.slice('/api/call/'.length));
      } catch {
        return sendJson(res, 400, {
          ok: false,
          error: {
            code: 'invalid_argument',
            message:
              'The call name has a malformed percent-escape; call names are plain words like "documents.list".',
          },
        });
      }
      const body = await readBody(req, MAX_BODY);
      if (body === null) return tooLarge(req, res);
      let args: unknown;
      try {
        const text = body.toString('utf8');
        checkJsonDepth(text);
        args = body.length ? (JSON.parse(text) as { args?: unknown } | null)?.args : undefined;
      } catch (err) {
        const deep = (err as { status?: number }).status === 400;
        return sendJson(res, 400, {
          ok: false,
          error: {
            code: 'invalid_argument',
            message: deep
              ? `The request nests more than ${MAX_JSON_DEPTH} levels deep.`
              : 'The request was not valid JSON.',
          },
        });
      }
      const [{ dispatch }, { handlersFor }] = await callTable();
      sendJson(res, 200, await dispatch(handlersFor(options.app), name, args, options.app.log));
      return;
    }

    if (url.pathname === '/api/events' && req.method === 'GET') {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
      });
      res.write(': connected\n\n');
      sseClients.add(res);
      req.on('close', () => sseClients.delete(res));
      return;
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendJson(res, 405, {
        error: { code: 'method_not_allowed', message: 'Only GET is allowed here.' },
      });
    }
    const file =
      (await readStatic(options.rendererDir, url.pathname)) ?? (await readStatic(options.rendererDir, '/'));
    if (!file) {
      return sendJson(res, 503, {
        error: {
          code: 'renderer_missing',
          message: 'The Kontera window has not been built. Run `npm run build` first.',
        },
      });
    }
    const headers: Record<string, string> = { 'Content-Type': file.type };
    if (file.type.startsWith('text/html')) headers['Content-Security-Policy'] = CONTENT_SECURITY_POLICY;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : file.body);
  }

  let port = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    openUrl: `${url}/?k=${encodeURIComponent(secret)}`,
    secret,
    server,
    close: async () => {
      unsubscribe();
      for (const res of sseClients) res.end();
      sseClients.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

/** The Host header names this server: 127.0.0.1 or localhost at its port. */
function sameHost(host: string | undefined, port: number): boolean {
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

function sameOrigin(origin: string, port: number): boolean {
  return origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`;
}

/** Null when the body is over the limit (or announced to be): the rest is not buffered. */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * 413, then the connection is closed cleanly: the client is told (Connection: close), what it still
 * sends is read and dropped for a moment so it can read the answer, then the socket is ended.
 */
function tooLarge(req: IncomingMessage, res: ServerResponse): void {
  res.shouldKeepAlive = false;
  res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
  res.end(
    JSON.stringify({
      ok: false,
      error: { code: 'too_large', message: 'That request is too large for Kontera (over 64 MiB).' },
    }),
  );
  req.resume();
  const socket = req.socket;
  const timer = setTimeout(() => socket.destroy(), 2000);
  timer.unref();
  res.once('finish', () => socket.end());
}
