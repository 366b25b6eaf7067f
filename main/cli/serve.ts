import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join, resolve } from 'node:path';
import type { Command } from './command';
import { parseOptions } from './command';
import { KonteraApp } from '../app';
import { startHost } from '../host/server';
import { appRoot } from '../util/paths';
import { defaultDataDir } from '../util/data-dir';
import { UserError } from '../util/errors';

/** Without a window asking sooner, the local engine starts this long after the address is printed. */
const ENGINE_START_DELAY_MS = 1000;

const usage = 'kontera serve [--port N] [--data DIR] [--watch-folder DIR ...]';

export const serveCommand: Command = {
  name: 'serve',
  summary: 'Open Kontera in a web browser on this computer (the browser host)',
  usage,
  async run(argv, io) {
    const { values } = parseOptions(
      argv,
      {
        port: { type: 'string' },
        data: { type: 'string' },
        // The folders the window may set as watched folders; nothing else of this computer.
        'watch-folder': { type: 'string', multiple: true },
      },
      usage,
    );
    const port = values.port === undefined ? 0 : Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new UserError('usage', `--port must be a number from 0 to 65535.\nUsage: ${usage}`);
    const rendererDir = join(appRoot(), 'out', 'renderer');
    if (!existsSync(join(rendererDir, 'index.html'))) {
      throw new UserError(
        'not_built',
        'The Kontera window has not been built yet. Run `npm run build` (or `npm start`) first.',
      );
    }
    const watchRoots = (values['watch-folder'] ?? []).map((f) => resolve(f));
    const app = await KonteraApp.open({
      dataDir: values.data ?? defaultDataDir(),
      host: 'browser',
      watchRoots,
      // The window's page does not need the local engine: it starts below, after the page.
      startEngine: 'later',
    });
    const host = await startHost({ app, rendererDir, port });
    io.out(`Kontera is running. Open this address in your browser: ${host.openUrl}`);
    io.out('Press Ctrl+C to stop.');
    // The engine starts at the window's first call (its page and script are served by then, not
    // queued behind the engine's loading), or a moment after the address is printed if no window
    // comes. Till it listens the status bar says "starting"; a local call made meanwhile waits.
    const onRequest = (req: IncomingMessage) => {
      if (req.url?.startsWith('/api/')) startEngine();
    };
    const startEngine = () => {
      clearTimeout(timer);
      host.server.off('request', onRequest);
      void app.startLocalEngine();
    };
    const timer = setTimeout(startEngine, ENGINE_START_DELAY_MS);
    host.server.on('request', onRequest);
    await io.stopSignal();
    clearTimeout(timer);
    await host.close();
    await app.close();
    io.out('Kontera stopped.');
    return 0;
  },
};
