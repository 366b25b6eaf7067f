import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { startEngine, type RunningEngine } from '../../main/engine';
import { openDatabase, type DB } from '../../main/store/db';
import { CompaniesStore } from '../../main/store/companies';
import { HistoryReader } from '../../main/booking/history';
import { SuggestionService } from '../../main/booking/suggestions';
import { BookingService } from '../../main/booking/bookings';
import { OutboxStore } from '../../main/sync/outbox-store';
import { OutboxSender } from '../../main/sync/sender';
import type { Connection } from '../../main/credentials/connection';
import { tempDir } from '../helpers/tmp';
import { connectionTo, scriptedServer, type Seen } from '../sync/helpers';

const lines = [
  {
    supplierId: 'DK-1',
    supplierName: 'Papirhuset A/S',
    text: 'Kopipapir A4 hvid',
    amount: 240,
    currency: 'DKK',
  },
  {
    supplierId: 'DK-2',
    supplierName: 'El-Service ApS',
    text: 'Servicebesøg 2 timer',
    amount: 900,
    currency: 'DKK',
  },
];

describe('suggestions for invoice lines and bank entries', () => {
  let dir: ReturnType<typeof tempDir>;
  let db: DB;
  let companyId: number;
  let history: HistoryReader;
  let connect: () => Promise<Connection>;
  let closers: (() => Promise<void>)[];

  const service = () =>
    new SuggestionService({
      history,
      companySlug: (id) => new CompaniesStore(db).get(id).slug,
      connect: () => connect(),
    });
  const importHistory = (text: string, supplierId: string, targets: Record<string, string>) =>
    db
      .prepare(
        `INSERT INTO history_lines (company_id, kind, source, text, supplier_id, supplier_name, amount, issue_date, targets, created_at)
         VALUES (?, 'invoice-line', 'import', ?, ?, ?, 10, '2025-01-01T00:00:00Z', ?, '2025-01-01T00:00:00Z')`,
      )
      .run(companyId, text, supplierId, `Name ${supplierId}`, JSON.stringify(targets));

  beforeEach(() => {
    dir = tempDir();
    db = openDatabase(join(dir.path, 'kontera.sqlite'));
    companyId = new CompaniesStore(db).create('Papir & Co').id;
    history = new HistoryReader(db);
    closers = [];
  });
  afterEach(async () => {
    for (const close of closers) await close();
    db.close();
    dir.remove();
  });

  it('says "still training" when the local engine has no model for the dataset yet', async () => {
    const engine: RunningEngine = await startEngine({ dataDir: join(dir.path, 'engine'), log: () => {} });
    closers.push(() => engine.close());
    connect = async () => ({
      environment: 'local',
      baseUrl: engine.url,
      scanUrl: engine.url,
      token: engine.token,
    });
    importHistory('Kopipapir A4', 'DK1', { account: '6800', vat_code: 'I25' });

    const view = await service().forLines({ companyId, lines });
    expect(view).toMatchObject({
      dataset: 'papir-co.invoice-line',
      state: 'training',
      stillTraining: ['account', 'vat_code'],
    });
    expect(view.message).toMatch(/still training/);
    expect(view.items.map((i) => i.targets)).toEqual([[], []]);
    // Product units are pretrained: they apply while the company's model is still training (DKK -> da).
    expect(view.items[1]!.productUnits?.length).toBeGreaterThan(0);
    expect(view.items[1]!.productUnits![0]).toMatchObject({
      unit: expect.any(String),
      unitType: expect.stringMatching(/good|service/),
    });
  });

  it('learns from accepted lines: once the sender delivered them, the local engine suggests the booked account', async () => {
    const engine: RunningEngine = await startEngine({ dataDir: join(dir.path, 'engine'), log: () => {} });
    closers.push(() => engine.close());
    connect = async () => ({
      environment: 'local',
      baseUrl: engine.url,
      scanUrl: engine.url,
      token: engine.token,
    });
    const outbox = new OutboxStore(db);
    const bookings = new BookingService({ db, outbox, environment: () => 'local' });
    const kinds = [
      { words: 'Kopipapir A4 hvid', supplier: 'DK11111111', account: '6800' },
      { words: 'Servicebesøg elektriker timer', supplier: 'DK22222222', account: '7200' },
      { words: 'Husleje kontor måned', supplier: 'DK33333333', account: '3400' },
    ];
    for (let i = 0; i < 90; i++) {
      const k = kinds[i % 3]!;
      bookings.acceptLine({
        companyId,
        ref: `learn-${i}`,
        line: {
          supplierId: k.supplier,
          supplierName: `Leverandør ${k.account}`,
          text: `${k.words} ${i}`,
          amount: 100 + i,
          currency: 'EUR',
        },
        targets: { account: k.account },
      });
    }
    const sender = new OutboxSender({ store: outbox, connect: () => connect() });
    expect(await sender.syncOnce()).toMatchObject({ sent: 90, failed: 0 });

    // The engine trains in the background: ask again (as the UI would) until the model answers.
    const probe = {
      supplierId: 'DK22222222',
      supplierName: 'Leverandør 7200',
      text: 'Servicebesøg elektriker 3 timer',
      amount: 450,
      currency: 'EUR',
    };
    let view = await service().forLines({ companyId, lines: [probe] });
    const end = Date.now() + 60_000;
    while (view.state !== 'ready' && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 250));
      view = await service().forLines({ companyId, lines: [probe] });
    }
    expect(view.state).toBe('ready');
    const account = view.items[0]!.targets.find((t) => t.name === 'account')!;
    expect(account.candidates[0]!.value).toBe('7200');
    expect(account.candidates[0]!.confidence).toBeGreaterThanOrEqual(account.candidates.at(-1)!.confidence);

    const why = history.why({
      companyId,
      kind: 'invoice-line',
      text: probe.text,
      supplierId: probe.supplierId,
      target: 'account',
      value: '7200',
    });
    expect(why.matches).toBe(30);
    expect(why.lines[0]!.text).toMatch(/^Servicebesøg elektriker timer/);
    expect(why.lines[0]!.source).toBe('kontera');
  }, 90_000);

  it('says the service is out of reach and still lets the bookkeeper book', async () => {
    const down = await scriptedServer(() => ({ status: 200 }));
    await down.close(); // nothing listens on that port any more
    connect = async () => connectionTo(down.url);
    const view = await service().forEntries({ companyId, entries: [{ text: 'Netto', amount: -50 }] });
    expect(view.state).toBe('offline');
    expect(view.message).toMatch(/could not reach|not answering/);
    expect(view.message).toMatch(/You can still book/);
    expect(view.items).toEqual([{ targets: [] }]);

    // Booking works without the service: it is only queued.
    const bookings = new BookingService({ db, outbox: new OutboxStore(db), environment: () => 'production' });
    const booked = bookings.acceptEntry({
      companyId,
      ref: 'e1',
      entry: { text: 'Netto', amount: -50 },
      targets: { accountNumber: '7100' },
    });
    expect(new OutboxStore(db).counts('production').pending).toBe(1);
    expect(booked.dataset).toBe('papir-co.bank');
  });

  it('ranks candidates, rounds confidences, lists targets still training, and adds product units and supplier classes', async () => {
    importHistory('Kopipapir', 'DK1', { account: '6800', vat_code: 'I25', cost_center: 'ADM' });
    const seen: Seen[] = [];
    const server = await scriptedServer((req) => {
      seen.push(req);
      if (req.path.endsWith(':batchSuggest')) {
        const inputs = (req.body as { inputs: unknown[] }).inputs;
        return {
          status: 200,
          body: {
            predictions: inputs.map(() => ({
              targets: [
                {
                  name: 'account',
                  candidates: [
                    { value: '6810', confidence: { level: 'LOW', value: 0.1234 } },
                    { value: '6800', confidence: { level: 'HIGH', value: 0.8166 } },
                  ],
                },
                {
                  name: 'vat_code',
                  candidates: [{ value: 'I25', confidence: { level: 'VERY_HIGH', value: 0.97 } }],
                },
              ],
            })),
          },
        };
      }
      if (req.path === '/model/svc-productinfo/v1/predict') {
        return {
          status: 200,
          body: {
            predictions: [
              [{ confidence: 0.9, label: { unit: 'stk', unit_type: 'good' } }],
              [{ confidence: 0.8, label: { unit: 'time(r)', unit_type: 'service' } }],
            ],
          },
        };
      }
      return { status: 404, body: { name: 'Not Found', status_code: 404, description: 'no such route' } };
    });
    closers.push(() => server.close());
    connect = async () => connectionTo(server.url);

    const view = await service().forLines({ companyId, lines });
    expect(view.state).toBe('ready');
    expect(view.stillTraining).toEqual(['cost_center']);
    expect(view.message).toMatch(/Still training: cost_center/);
    expect(view.items[0]!.targets[0]).toEqual({
      name: 'account',
      candidates: [
        { value: '6800', confidence: 0.82, level: 'HIGH' },
        { value: '6810', confidence: 0.12, level: 'LOW' },
      ],
    });
    // DKK lines are Danish: product units were asked in `da`; no supplier region applies to DKK.
    expect(view.items[1]!.productUnits).toEqual([{ unit: 'time(r)', unitType: 'service', confidence: 0.8 }]);
    expect(view.items[0]!.supplier).toBeUndefined();
    const suggest = seen.find((r) => r.path.endsWith(':batchSuggest'))!;
    expect(suggest.path).toBe('/v2/datasets/papir-co.invoice-line:batchSuggest');
    expect(
      (suggest.body as { inputs: { invoiceLine: { supplier: { id: string } } }[] }).inputs[0]!.invoiceLine
        .supplier.id,
    ).toBe('DK1');
    expect(seen.find((r) => r.path.includes('productinfo'))!.body).toEqual({
      input: [lines[0]!.text, lines[1]!.text],
      language: 'da',
    });
  });

  it('explains a suggestion with the most similar past lines booked with that value', () => {
    importHistory('Kopipapir A4 hvid 5 pakker', 'DK1', { account: '6800' });
    importHistory('Toner til printer', 'DK9', { account: '6800' });
    importHistory('Kopipapir A3', 'DK1', { account: '6800' });
    importHistory('Kopipapir A4 hvid', 'DK1', { account: '4000' }); // same words, other account: not evidence
    const why = history.why({
      companyId,
      kind: 'invoice-line',
      text: 'Kopipapir A4 hvid',
      supplierId: 'DK1',
      target: 'account',
      value: '6800',
      limit: 2,
    });
    expect(why.matches).toBe(3);
    expect(why.lines.map((l) => l.text)).toEqual(['Kopipapir A4 hvid 5 pakker', 'Kopipapir A3']);
    expect(why.lines[0]!.similarity).toBeGreaterThan(why.lines[1]!.similarity);
    expect(why.lines[0]).toMatchObject({ source: 'import', supplierName: 'Name DK1' });
  });

  it('offers the values booked before, most used first, for picking by hand', () => {
    importHistory('a', 'X', { account: '6800', vat_code: 'I25' });
    importHistory('b', 'X', { account: '6800' });
    importHistory('c', 'X', { account: '4000' });
    expect(history.choices(companyId, 'invoice-line')).toEqual([
      {
        target: 'account',
        values: [
          { value: '6800', count: 2 },
          { value: '4000', count: 1 },
        ],
      },
      { target: 'vat_code', values: [{ value: 'I25', count: 1 }] },
    ]);
  });
});
