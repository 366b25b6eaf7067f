import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UserError } from '../util/errors';

/** One `kontera` subcommand. `run` returns the process exit code. */
export type Command = {
  name: string;
  summary: string;
  usage: string;
  run(argv: string[], io: CliIO): Promise<number>;
};

export type CliIO = {
  out(line: string): void;
  err(line: string): void;
  /** Resolves when the user asks to stop (SIGINT/SIGTERM); long-running commands await it. */
  stopSignal(): Promise<void>;
};

/** Parses options with node's own parser; unknown options become a clear usage error. */
export function parseOptions<T extends NonNullable<ParseArgsConfig['options']>>(
  argv: string[],
  options: T,
  usage: string,
  allowPositionals = false,
) {
  try {
    return parseArgs({ args: argv, options, allowPositionals, strict: true });
  } catch (err) {
    throw new UserError('usage', `${(err as Error).message}\nUsage: ${usage}`);
  }
}
