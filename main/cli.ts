import { commands } from './cli/commands';
import type { CliIO } from './cli/command';
import { UserError } from './util/errors';

function help(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'Kontera: the bookkeeping assistant, from a terminal.',
    '',
    'Usage: kontera <command> [options]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Run `kontera <command> --help` for the options of one command.',
  ].join('\n');
}

export async function main(argv: string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(help());
    return name ? 0 : 1;
  }
  if (name === '--version' || name === '-v') return main(['version'], io);
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command "${name}".\n\n${help()}`);
    return 2;
  }
  try {
    const loaded = await command.load();
    if (rest.includes('--help') || rest.includes('-h')) {
      io.out(`${loaded.summary}\n\nUsage: ${loaded.usage}`);
      return 0;
    }
    return await loaded.run(rest, io);
  } catch (err) {
    if (err instanceof UserError) {
      io.err(err.message);
      return err.code === 'usage' ? 2 : 1;
    }
    io.err(`kontera ${name} failed: ${(err as Error).message ?? String(err)}`);
    return 1;
  }
}

/** Process wiring: signals, exit code. Kept apart from `main` so tests can drive the CLI in-process. */
export async function runFromProcess(): Promise<void> {
  let stopResolve: () => void = () => {};
  const stopped = new Promise<void>((resolve) => (stopResolve = resolve));
  const onSignal = () => stopResolve();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const io: CliIO = {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    stopSignal: () => stopped,
  };
  const code = await main(process.argv.slice(2), io);
  process.exitCode = code;
}
