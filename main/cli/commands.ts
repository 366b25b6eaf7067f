import type { Command } from './command';
import { versionCommand } from './version';
import { serveCommand } from './serve';
import { engineCommand } from './engine';
import { datasetCommand } from './dataset';
import { predictCommand } from './predict';
import { askCommand } from './ask';

/** Every `kontera` subcommand, in the order `--help` lists them. Later areas add theirs here. */
export const commands: Command[] = [
  serveCommand,
  engineCommand,
  datasetCommand,
  predictCommand,
  askCommand,
  versionCommand,
];
