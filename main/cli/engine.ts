import type { Command } from './command';
import { parseOptions } from './command';
import { startEngine } from '../engine';
import { defaultDataDir } from '../util/data-dir';
import { UserError } from '../util/errors';
import { join } from 'node:path';

const usage = 'kontera engine [--host 127.0.0.1] [--port N] [--data DIR] [--token T] [--user NAME]';

export const engineCommand: Command = {
  name: 'engine',
  summary: 'Run the local suggestion engine (the `local` environment) on this computer',
  usage,
  async run(argv, io) {
    const { values } = parseOptions(
      argv,
      {
        host: { type: 'string' },
        port: { type: 'string' },
        data: { type: 'string' },
        token: { type: 'string' },
        user: { type: 'string' },
      },
      usage,
    );
    const port = values.port === undefined ? 0 : Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new UserError('usage', `--port must be a number from 0 to 65535.\nUsage: ${usage}`);
    if (values.token !== undefined && values.token.trim() === '')
      throw new UserError('usage', `--token must not be empty.\nUsage: ${usage}`);
    const dataDir = values.data ?? join(defaultDataDir(), 'engine');
    let engine;
    try {
      engine = await startEngine({
        dataDir,
        host: values.host ?? '127.0.0.1',
        port,
        token: values.token,
        user: values.user,
      });
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'EADDRINUSE')
        throw new UserError(
          'port_in_use',
          `Port ${port} is already in use. Choose another with --port, or 0 for a free one.`,
        );
      if (code === 'EADDRNOTAVAIL')
        throw new UserError(
          'bad_host',
          `This computer has no address ${values.host ?? ''}. Use --host 127.0.0.1.`,
        );
      throw err;
    }
    io.out(`kontera engine listening on ${engine.url}`);
    if (values.token === undefined) io.out(engine.token);
    await io.stopSignal();
    await engine.close();
    return 0;
  },
};
