#!/usr/bin/env node
// The `kontera` command. Runs the TypeScript sources through tsx, so the CLI needs no build step.
import { register } from 'tsx/esm/api';

register();
const { runFromProcess } = await import('../main/cli.ts');
await runFromProcess();
