import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IntakeResult } from '../../main/reading/types';
import { ask } from './positioned-page';

// A golf club's invoice as the scan bench read it: the remittance slip's "Customer: Marlowe Fenwick
// Associates Ltd" heads its keys, a blank line, then the club's legal lines ("Registered office as
// above. VAT Reg. No. GB 271 8453 46"). A scan's boxes fill more of a line's pitch than a text
// layer's, so the blank line's gap read narrower than a block's end, and the club's VAT number
// fell inside the customer's block.

describe("a customer's block over a blank line on a scan", () => {
  const file = join(
    new URL('.', import.meta.url).pathname,
    '../fixtures/ocr-read/remittance-customer-block.json',
  );
  const doc = JSON.parse(readFileSync(file, 'utf8')) as IntakeResult;

  it("answers the customer's VAT number with nothing", () => {
    expect(ask(doc, "What is the customer's VAT number?")).toBeNull();
  });

  it("answers the club's", () => {
    expect(ask(doc, 'What is the VAT number?')).toBe('GB 271 8453 46');
  });

  it('still names the customer', () => {
    expect(ask(doc, 'Who is the customer?')).toBe('Marlowe Fenwick Associates Ltd');
  });
});
