import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { KonteraApp } from '../../main/app';
import type { WhyView } from '../../preload/contract/booking';
import { BANK_ENTRY_TYPES } from '../../preload/contract/bank';
import { tempDir } from '../helpers/tmp';
import { callOk } from '../helpers/call';

const tmp = tempDir('kontera-bank-why-');
let app: KonteraApp;
let companyId: number;
const call = <T>(name: string, args?: unknown): Promise<T> => callOk<T>(app, name, args);

beforeAll(async () => {
  app = await KonteraApp.open({
    dataDir: join(tmp.path, 'data'),
    host: 'browser',
    keychainService: `kontera-test-${randomUUID()}`,
    startEngine: false,
  });
  companyId = app.companies.create('Why ApS').id;
  const add = app.db.prepare(
    `INSERT INTO history_lines (company_id, kind, source, issue_date, currency, amount, text, targets, created_at)
     VALUES (?, 'bank', 'import', '2024-01-05T00:00:00Z', 'DKK', ?, ?, ?, '2024-01-06T00:00:00Z')`,
  );
  add.run(companyId, -28500, 'Løn overførsel', JSON.stringify({ accountNumber: '7710', entryType: '2' }));
  add.run(
    companyId,
    -1100,
    'Overførsel Elektro Nord ApS faktura 881',
    JSON.stringify({ accountNumber: '4000', entryType: '2' }),
  );
});
afterAll(async () => {
  await app.close();
  tmp.remove();
});

describe('why? for a bank entry', () => {
  const why = (value: string) =>
    call<WhyView>('booking.why', {
      companyId,
      kind: 'bank',
      text: 'Overførsel Elektro Nord ApS',
      supplierId: null,
      target: 'accountNumber',
      value,
      limit: 8,
    });

  it('shows past entries with the same party, not ones that only share "Overførsel"', async () => {
    expect((await why('4000')).lines.map((l) => l.text)).toEqual(['Overførsel Elektro Nord ApS faktura 881']);
    const salary = await why('7710');
    expect(salary.matches).toBe(1);
    expect(salary.lines).toEqual([]);
  });

  it('entry types have names a bookkeeper reads', () => {
    expect(Object.values(BANK_ENTRY_TYPES)).toEqual([
      'Direct debit',
      'Transfer',
      'Card payment',
      'Money in',
      'Bank fee',
    ]);
  });
});
