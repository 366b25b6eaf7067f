#!/usr/bin/env node
// The `kontera` command. Runs the compiled JavaScript in out/main (built by `npm run build`), so no
// TypeScript compiler is needed at run time. In a development checkout that has not been built yet
// (or with KONTERA_FROM_SOURCE=1, which the tests set so they always run the current sources) it
// runs the TypeScript sources through tsx, a development dependency.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const compiled = new URL('../out/main/cli.js', import.meta.url);

async function fromSource() {
  let register;
  try {
    ({ register } = await import('tsx/esm/api'));
  } catch {
    return false;
  }
  register();
  const { runFromProcess } = await import('../main/cli.ts');
  await runFromProcess();
  return true;
}

if (!process.env.KONTERA_FROM_SOURCE && existsSync(fileURLToPath(compiled))) {
  const { runFromProcess } = await import(compiled.href);
  await runFromProcess();
} else if (!(await fromSource())) {
  process.stderr.write(
    `Kontera has not been built yet. Run \`npm run build\` in ${fileURLToPath(new URL('..', import.meta.url))}, then try again.\n`,
  );
  process.exitCode = 1;
}
