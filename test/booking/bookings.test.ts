import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openDatabase, type DB } from '../../main/store/db';
import { CompaniesStore } from '../../main/store/companies';
import type { EnvironmentName } from '../../main/store/environments';
import { OutboxStore, type OutboxRow } from '../../main/sync/outbox-store';
import { BookingService } from '../../main/booking/bookings';
import { UserError } from '../../main/util/errors';
import { tempDir } from '../helpers/tmp';

const line = {
  issueDate: '2026-03-04',
  currency: 'DKK',
  supplierId: 'DK-12 345 678',
  supplierName: 'Kontorland ApS',
  supplierGlobalId: '5790000000001',
  customerRef: 'PO-77',
  amount: 1250.5,
  text: 'Printer paper A4, 5 boxes',
  lineId: 'L1',
};

describe('booking: accept and correct', () => {
  let dir: ReturnType<typeof tempDir>;
  let db: DB;
  let companyId: number;
  let environment: EnvironmentName;
  let queued: number;
  let service: BookingService;

  const outboxRows = () => db.prepare<[], OutboxRow>('SELECT * FROM outbox ORDER BY seq').all();
  const history = () =>
    db
      .prepare<
        [],
        { booking_id: string; source: string; text: string; targets: string; supplier_id: string }
      >('SELECT * FROM history_lines ORDER BY id')
      .all();

  beforeEach(() => {
    dir = tempDir();
    db = openDatabase(join(dir.path, 'kontera.sqlite'));
    companyId = new CompaniesStore(db).create('Acme A/S').id;
    environment = 'local';
    queued = 0;
    service = new BookingService({
      db,
      outbox: new OutboxStore(db),
      environment: () => environment,
      onQueued: () => queued++,
    });
  });
  afterEach(() => {
    db.close();
    dir.remove();
  });

  it('records the decision, the history line and the v2 example together', () => {
    const booking = service.acceptLine({
      companyId,
      ref: 'doc-1#1',
      line,
      targets: { account: '6800', vat_code: 'I25' },
      suggested: { account: '6800', vat_code: 'I25' },
    });
    expect(booking.decision).toBe('accepted');
    expect(booking.dataset).toBe('acme-a-s.invoice-line');
    expect(booking.id).toMatch(/^[0-9a-f-]{36}$/);

    const [h] = history();
    expect(history()).toHaveLength(1);
    expect(h).toMatchObject({
      booking_id: booking.id,
      source: 'kontera',
      text: line.text,
      supplier_id: line.supplierId,
    });
    expect(JSON.parse(h!.targets)).toEqual({ account: '6800', vat_code: 'I25' });

    const rows = outboxRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      example_id: booking.id,
      environment: 'local',
      kind: 'example',
      dataset: 'acme-a-s.invoice-line',
      state: 'pending',
    });
    const payload = JSON.parse(rows[0]!.payload) as Record<string, unknown>;
    expect(payload).toEqual({
      id: booking.id,
      data: {
        invoiceLine: {
          itemId: 'L1',
          text: line.text,
          issueDate: '2026-03-04T00:00:00Z',
          supplier: { id: 'DK12345678', name: 'Kontorland ApS', globalId: '5790000000001' },
          customerRef: 'PO-77',
          amount: 1250.5,
        },
      },
      targetValues: [
        { name: 'account', value: '6800' },
        { name: 'vat_code', value: 'I25' },
      ],
    });
    expect(rows[0]!.size).toBe(Buffer.byteLength(rows[0]!.payload));
    expect(queued).toBe(1);
  });

  it('booking the same line again, or correcting it, re-queues the same UUID', () => {
    const first = service.acceptLine({
      companyId,
      ref: 'doc-1#1',
      line,
      targets: { account: '6800' },
      suggested: { account: '6800' },
    });
    // The sender got it out meanwhile.
    db.prepare("UPDATE outbox SET state = 'sent'").run();
    const again = service.acceptLine({
      companyId,
      ref: 'doc-1#1',
      line,
      targets: { account: '6810' },
      suggested: { account: '6800' },
    });
    expect(again.id).toBe(first.id);
    expect(again.revision).toBe(2);
    expect(again.decision).toBe('corrected');

    const corrected = service.correct(first.id, { account: '6820' });
    expect(corrected.id).toBe(first.id);
    expect(corrected.revision).toBe(3);

    const rows = outboxRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe('pending');
    expect(rows[0]!.revision).toBe(3);
    expect((JSON.parse(rows[0]!.payload) as { id: string; targetValues: unknown }).id).toBe(first.id);
    expect((JSON.parse(rows[0]!.payload) as { targetValues: unknown }).targetValues).toEqual([
      { name: 'account', value: '6820' },
    ]);
    expect(history()).toHaveLength(1);
    expect(JSON.parse(history()[0]!.targets)).toEqual({ account: '6820' });
  });

  it('a correction after switching environment queues the same UUID for the new environment', () => {
    const first = service.acceptLine({ companyId, ref: 'r', line, targets: { account: '1' } });
    environment = 'staging';
    service.correct(first.id, { account: '2' });
    const rows = outboxRows();
    expect(rows.map((r) => [r.environment, r.example_id])).toEqual([
      ['local', first.id],
      ['staging', first.id],
    ]);
  });

  it('books bank entries as transaction examples in the bank dataset', () => {
    const booking = service.acceptEntry({
      companyId,
      ref: 'bank-entry-9',
      entry: { date: '2026-02-01', text: 'Dankort Netto 1234', amount: -84.75, currency: 'DKK' },
      targets: { accountNumber: '7100', entryType: '2' },
    });
    expect(booking.kind).toBe('bank');
    const [row] = outboxRows();
    expect(row!.dataset).toBe('acme-a-s.bank');
    expect(JSON.parse(row!.payload)).toEqual({
      id: booking.id,
      data: { transaction: { text: 'Dankort Netto 1234', amount: -84.75 } },
      targetValues: [
        { name: 'accountNumber', value: '7100' },
        { name: 'entryType', value: '2' },
      ],
    });
    expect(history()[0]).toMatchObject({ booking_id: booking.id, source: 'kontera' });
  });

  it('booking an imported statement entry marks it booked in the same transaction', () => {
    const entryId = Number(
      db
        .prepare(
          `INSERT INTO bank_entries (company_id, date, text, amount, currency, source, source_file, fingerprint, imported_at)
           VALUES (?, '2026-02-01', 'Husleje februar', -9500, 'DKK', 'csv', 'feb.csv', 'fp-a', '2026-02-02T00:00:00Z')`,
        )
        .run(companyId).lastInsertRowid,
    );
    const entry = { date: '2026-02-01', text: 'Husleje februar', amount: -9500, currency: 'DKK' };
    const booking = service.acceptEntry({
      companyId,
      ref: `bank-entry:${entryId}`,
      entry,
      targets: { accountNumber: '3400' },
      bankEntryId: entryId,
    });
    expect(db.prepare('SELECT state, booking_id FROM bank_entries WHERE id = ?').get(entryId)).toEqual({
      state: 'booked',
      booking_id: booking.id,
    });

    // An entry that is gone: nothing is booked or queued.
    expect(() =>
      service.acceptEntry({
        companyId,
        ref: 'bank-entry:999',
        entry,
        targets: { accountNumber: '3400' },
        bankEntryId: 999,
      }),
    ).toThrow(/no longer in the imported statement/);
    expect(db.prepare('SELECT COUNT(*) AS n FROM bookings').get()).toEqual({ n: 1 });
    expect(outboxRows()).toHaveLength(1);
    expect(history()).toHaveLength(1);
  });

  it('document answers of one document become one feedback:create body', () => {
    service.answer({
      companyId,
      feedbackId: 'fb-1',
      question: 'What is the total?',
      answer: '1 250,50',
      pageRef: 1,
      suggested: '1 250,50',
    });
    const b = service.answer({
      companyId,
      feedbackId: 'fb-1',
      question: 'Who is the receiver?',
      answer: 'Acme A/S',
      pageRef: 1,
      suggested: null,
    });
    service.answer({
      companyId,
      feedbackId: 'fb-2',
      question: 'What is the total?',
      answer: '10',
      pageRef: 2,
    });
    const rows = outboxRows();
    expect(rows.map((r) => [r.kind, r.example_id, r.dataset])).toEqual([
      ['feedback', 'fb-1', ''],
      ['feedback', 'fb-2', ''],
    ]);
    expect(JSON.parse(rows[0]!.payload)).toEqual({
      id: 'fb-1',
      trueValues: {
        answers: [
          { question: 'What is the total?', answer: '1 250,50', pageRef: 1 },
          { question: 'Who is the receiver?', answer: 'Acme A/S', pageRef: 1 },
        ],
      },
    });
    service.correct(b.id, { answer: 'ACME A/S' });
    expect(JSON.parse(outboxRows()[0]!.payload)).toMatchObject({
      trueValues: { answers: [{}, { answer: 'ACME A/S' }] },
    });
    expect(history()).toHaveLength(0);
  });

  it('is one transaction: when queueing fails, no booking and no history line remain', () => {
    environment = 'mars' as EnvironmentName; // violates the outbox's CHECK: the last write of the transaction fails
    expect(() => service.acceptLine({ companyId, ref: 'x', line, targets: { account: '1' } })).toThrow();
    expect(db.prepare('SELECT COUNT(*) AS n FROM bookings').get()).toEqual({ n: 0 });
    expect(history()).toHaveLength(0);
    expect(outboxRows()).toHaveLength(0);
    expect(queued).toBe(0);
  });

  it('refuses an unknown company or booking with a plain message', () => {
    expect(() => service.acceptLine({ companyId: 999, ref: 'x', line, targets: { account: '1' } })).toThrow(
      UserError,
    );
    expect(() => service.correct('6f1c1a3e-0000-4000-8000-000000000000', { account: '1' })).toThrow(
      /no longer exists/,
    );
  });
});
