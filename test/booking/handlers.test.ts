import { describe, expect, it } from 'vitest';
import type {
  BookingView,
  OutboxStatus,
  SuggestionsView,
  FailedExample,
  ResendInfo,
} from '../../preload/api';
import { useTestApp } from '../helpers/app';
import { until } from '../helpers/until';

describe('booking and outbox calls through the app (real local engine)', () => {
  const t = useTestApp({ keychainService: 'kontera-test-h6' });
  const call = t.call;

  it('accepting a line syncs it to the local engine by itself and the outbox status says so', async () => {
    const company = await call<{ id: number }>('companies.create', { name: 'Fjord Bikes' });
    const suggestions = await call<SuggestionsView>('booking.suggestLines', {
      companyId: company.id,
      lines: [{ supplierId: 'NO-99', supplierName: 'Sykkeldeler AS', text: 'Kjede 11-speed', amount: 399 }],
    });
    expect(suggestions.state).toBe('training');

    const pushed: OutboxStatus[] = [];
    t.app.events.subscribe((name, payload) => {
      if (name === 'outbox.status') pushed.push(payload as OutboxStatus);
    });
    const booking = await call<BookingView>('booking.acceptLine', {
      companyId: company.id,
      ref: 'inv-7#1',
      line: { supplierId: 'NO-99', supplierName: 'Sykkeldeler AS', text: 'Kjede 11-speed', amount: 399 },
      targets: { account: '4010' },
    });
    expect(booking).toMatchObject({
      kind: 'invoice-line',
      dataset: 'fjord-bikes.invoice-line',
      environment: 'local',
      decision: 'corrected',
    });
    await until('the example was sent', async () => (await call<OutboxStatus>('outbox.status')).sent === 1);
    const status = await call<OutboxStatus>('outbox.status');
    expect(status).toMatchObject({
      environment: 'local',
      pending: 0,
      sent: 1,
      failed: 0,
      online: true,
      message: 'All examples sent',
    });
    await until('a status event reached the UI', async () => pushed.some((s) => s.sent === 1));

    expect(
      await call<BookingView | null>('booking.get', {
        companyId: company.id,
        kind: 'invoice-line',
        ref: 'inv-7#1',
      }),
    ).toMatchObject({ id: booking.id });
    const why = await call<{ matches: number }>('booking.why', {
      companyId: company.id,
      kind: 'invoice-line',
      text: 'Kjede',
      target: 'account',
      value: '4010',
    });
    expect(why.matches).toBe(1);
    expect(await call<FailedExample[]>('outbox.failed')).toEqual([]);
  });

  it('a full re-send needs confirmation and explains its cost first', async () => {
    const company = await call<{ id: number }>('companies.create', { name: 'Fjord Bikes' });
    const refused = await t.result('outbox.fullResend', {
      companyId: company.id,
      kind: 'bank',
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid_argument' } });
    const info = await call<ResendInfo>('outbox.resendInfo', { companyId: company.id, kind: 'bank' });
    expect(info.warning).toMatch(/retrains/);
    const status = await call<OutboxStatus>('outbox.fullResend', {
      companyId: company.id,
      kind: 'bank',
      confirm: true,
    });
    expect(status.environment).toBe('local');
  });

  it('rejects bad arguments with a readable message', async () => {
    const bad = await t.result('booking.acceptLine', {
      companyId: 1,
      ref: 'x',
      line: { supplierId: '', text: 't' },
      targets: {},
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toMatch(/supplier id|Pick at least one value/);
  });
});
