import type { Command } from './command';
import { appVersion } from '../util/paths';

export const versionCommand: Command = {
  name: 'version',
  summary: 'Print the Kontera version',
  usage: 'kontera version',
  run(_argv, io) {
    io.out(`kontera ${appVersion()}`);
    return Promise.resolve(0);
  },
};
