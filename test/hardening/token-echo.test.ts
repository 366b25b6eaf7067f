import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../main/store/db';
import { OutboxStore, type OutboxRow } from '../../main/sync/outbox-store';
import { OutboxSender } from '../../main/sync/sender';
import { tempDir } from '../helpers/tmp';
import { connectionTo, queueExamples, scriptedServer } from '../sync/helpers';

// Finding 6: a service that echoes the bearer token base64-encoded put it in the outbox's failure
// reason, the window and the database's WAL. Every encoding a server might use is tried here.

const TOKEN = 'kT9-zQ_secret/token+value42';
const ENCODINGS: Record<string, (t: string) => string> = {
  plain: (t) => t,
  base64: (t) => Buffer.from(t).toString('base64'),
  base64url: (t) => Buffer.from(t).toString('base64url'),
  'base64 of the header': (t) => Buffer.from(`Authorization: Bearer ${t}`).toString('base64'),
  'url-encoded': (t) => encodeURIComponent(t),
  'url-encoded, lower case': (t) => encodeURIComponent(t).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
};
/** What must not be found anywhere: the token and its encodings as they would appear. */
const FORBIDDEN = [
  TOKEN,
  Buffer.from(TOKEN).toString('base64').slice(0, 24),
  Buffer.from(TOKEN).toString('base64url').slice(0, 24),
  encodeURIComponent(TOKEN),
  // The token's own middle, as a base64 inside a longer string carries it.
  Buffer.from(`Authorization: Bearer ${TOKEN}`).toString('base64').slice(32, 56),
];

describe('a service echoing the token in its error', () => {
  const dir = tempDir('kontera-echo-');
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  for (const [name, encode] of Object.entries(ENCODINGS)) {
    it(`keeps a ${name} echo out of the failure reason, the status and the database files`, async () => {
      const file = join(dir.path, `${name.replace(/\W+/g, '-')}.sqlite`);
      const db = openDatabase(file);
      const store = new OutboxStore(db);
      const echo = `invalid field; you sent ${encode(TOKEN)} as credentials`;
      const server = await scriptedServer((req) =>
        req.path.endsWith(':batchCreate')
          ? {
              status: 400,
              body: { code: 3, message: echo, errors: [{ path: 'examples[0]', message: echo }] },
            }
          : { status: 503, body: { message: echo } },
      );
      close = server.close;
      queueExamples(store, 1, 'acme.invoice-line');
      const sender = new OutboxSender({ store, connect: async () => connectionTo(server.url, TOKEN) });
      await sender.syncOnce();
      const rows = db.prepare<[], OutboxRow>('SELECT * FROM outbox').all();
      const recorded = [
        ...rows.map((r) => String(r.last_error)),
        String(sender.state('production').lastError),
      ].join('\n');
      // The error was recorded (the service's words, with the token replaced)...
      expect(recorded).toMatch(/\[token\]|invalid field/);
      // ...but no form of the token is anywhere.
      for (const f of FORBIDDEN) expect(recorded).not.toContain(f);
      db.pragma('wal_checkpoint(PASSIVE)');
      const bytes = readdirSync(dir.path)
        .filter((f) => f.startsWith(file.split('/').pop()!))
        .map((f) => readFileSync(join(dir.path, f)).toString('latin1'))
        .join('');
      for (const f of FORBIDDEN) expect(bytes).not.toContain(f);
      // The data is fine: the example is still there, waiting or failed with its reason.
      expect(rows).toHaveLength(1);
      db.close();
    });
  }
});
