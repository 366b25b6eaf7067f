import { describe, expect, it } from 'vitest';
import { commands } from '../../main/cli/commands';
import { main } from '../../main/cli';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: {
      out: (l: string) => out.push(l),
      err: (l: string) => err.push(l),
      stopSignal: () => new Promise<void>(() => {}),
    },
  };
}

describe('kontera commands', () => {
  it('lists each command with the summary its own module gives', async () => {
    for (const entry of commands) {
      const command = await entry.load();
      expect(command.name).toBe(entry.name);
      expect(command.summary, `summary of ${entry.name}`).toBe(entry.summary);
    }
    // Loads every command's modules (SQLite, pdf.js, OCR, the AWS SDK) from sources: slow on a busy machine.
  }, 120_000);

  it('prints the help of one command from its module', async () => {
    const c = capture();
    expect(await main(['version', '--help'], c.io)).toBe(0);
    expect(c.out.join('\n')).toContain('Usage: kontera version');
  });

  it('names an unknown command and lists the known ones', async () => {
    const c = capture();
    expect(await main(['nonsense'], c.io)).toBe(2);
    expect(c.err.join('\n')).toContain('Unknown command "nonsense"');
    expect(c.err.join('\n')).toContain('version');
  });
});
