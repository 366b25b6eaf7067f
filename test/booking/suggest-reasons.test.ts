import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openDatabase, type DB } from '../../main/store/db';
import { CompaniesStore } from '../../main/store/companies';
import { HistoryReader } from '../../main/booking/history';
import { SuggestionService } from '../../main/booking/suggestions';
import type { SuggestCalls } from '../../main/booking/suggest-calls';
import { UserError } from '../../main/util/errors';
import { NotFound } from '../../main/api/errors';
import { tempDir } from '../helpers/tmp';

// Why a line has no suggestion is said, never "training…" when nothing trains (issue 12, point 5).
const line = {
  supplierId: 'DK-1',
  supplierName: 'Papirhuset',
  text: 'Kopipapir A4',
  amount: 240,
  currency: 'DKK',
};
const connection = {
  environment: 'production' as const,
  baseUrl: 'http://127.0.0.1:9',
  scanUrl: 'http://127.0.0.1:9',
  token: 't',
};

describe('a suggestion that cannot be fetched says why', () => {
  let dir: ReturnType<typeof tempDir>;
  let db: DB;
  let companyId: number;
  beforeEach(() => {
    dir = tempDir();
    db = openDatabase(join(dir.path, 'kontera.sqlite'));
    companyId = new CompaniesStore(db).create('Papir & Co').id;
  });
  afterEach(() => {
    db.close();
    dir.remove();
  });

  const service = (connect: () => Promise<typeof connection>, batch: SuggestCalls['batchSuggest']) =>
    new SuggestionService({
      history: new HistoryReader(db),
      companySlug: (id) => new CompaniesStore(db).get(id).slug,
      connect,
      calls: {
        batchSuggest: batch,
        productInfo: () => Promise.resolve({ predictions: [] }),
        supplierName: () => Promise.resolve({ predictions: [] }),
      } as unknown as SuggestCalls,
      log: () => {},
    });
  const withHistory = () =>
    db
      .prepare(
        `INSERT INTO history_lines (company_id, kind, source, text, supplier_id, targets, created_at)
         VALUES (?, 'invoice-line', 'import', 'Papir', 'DK-1', '{"account":"4310"}', '2025-01-01T00:00:00Z')`,
      )
      .run(companyId);

  it('no token: says so, and nothing is "still training"', async () => {
    withHistory();
    const view = await service(
      () => Promise.reject(new UserError('token_missing', 'No token is set for production.')),
      () => Promise.reject(new Error('not called')),
    ).forLines({ companyId, lines: [line] });
    expect(view).toMatchObject({ state: 'offline', reason: 'no-token', stillTraining: [] });
    expect(view.message).toMatch(/No token is set/);
  });

  it('service unreachable: offline, nothing is "still training"', async () => {
    withHistory();
    const view = await service(
      () => Promise.resolve(connection),
      () => Promise.reject(new Error('connect ECONNREFUSED')),
    ).forLines({ companyId, lines: [line] });
    expect(view).toMatchObject({ state: 'offline', reason: 'offline', stillTraining: [] });
  });

  it('no history at all: untrained, not training', async () => {
    const view = await service(
      () => Promise.resolve(connection),
      () => Promise.reject(new NotFound('The dataset does not exist.')),
    ).forLines({ companyId, lines: [line] });
    expect(view).toMatchObject({ state: 'training', reason: 'untrained', stillTraining: [] });
  });

  it('history but no model yet: training, with the targets that train', async () => {
    withHistory();
    const view = await service(
      () => Promise.resolve(connection),
      () => Promise.reject(new NotFound('The dataset does not exist.')),
    ).forLines({ companyId, lines: [line] });
    expect(view).toMatchObject({ state: 'training', reason: 'training', stillTraining: ['account'] });
  });
});
