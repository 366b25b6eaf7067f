import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IntakeResult } from '../../main/reading/types';
import { ask } from './positioned-page';

// A British PAT tester's invoice as the scan bench read it: "Account name: Voltcheck Testing Ltd
// Sort code: 40-12-77   Account: 61538204" read as one segment, so the words asked of the engineer
// ("name", "testing") found the key and took the rest of the bank line for his name.

describe('a bank line a scan ran together', () => {
  const file = join(
    new URL('.', import.meta.url).pathname,
    '../fixtures/ocr-read/bank-line-run-together.json',
  );
  const doc = JSON.parse(readFileSync(file, 'utf8')) as IntakeResult;

  it("answers no engineer's name with the bank's keys and figures", () => {
    expect(ask(doc, 'What is the name of the engineer who did the testing?')).toBeNull();
  });

  it("reads the account's name up to the next key", () => {
    expect(ask(doc, 'What is the account name?')).toBe('Voltcheck Testing Ltd');
  });

  it('still answers the parties', () => {
    expect(ask(doc, 'Who is the customer?')).toBe('Aireside Lettings Ltd');
    expect(ask(doc, 'What is the certificate number?')).toBe('PAT-26/3381');
  });
});
