import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type TestEngine } from './engine-client';

let e: TestEngine;
beforeAll(async () => {
  e = await launch();
});
afterAll(async () => e.dispose());

type Bank = { predictions: { label: { accountNumber: number; entryType: number }; probability: number }[] };
type Product = { predictions: { confidence: number; label: { unit: string; unit_type: string } }[][] };
type Supplier = { result: { known_supplier: boolean; suggestions: { class: string; proba: number }[] }[] };

function bankHistory(n: number) {
  const kinds = [
    { text: 'Husleje', account: 1310, type: 1, amount: -12000 },
    { text: 'Løn', account: 2210, type: 2, amount: -30000 },
    { text: 'Indbetaling kunde', account: 5600, type: 3, amount: 8000 },
    { text: 'Gebyr bank', account: 7220, type: 1, amount: -45 },
  ];
  return Array.from({ length: n }, (_, i) => {
    const k = kinds[i % kinds.length]!;
    return {
      accountNumber: k.account,
      amount: k.amount + (i % 17),
      entryType: k.type,
      text: `${k.text} ${i}`,
      timestamp: 1_700_000_000 + i * 86_400,
    };
  });
}

describe('bank (train on call)', () => {
  it('learns from training_data and answers one label per entry', async () => {
    const r = await e.post('/model/bank/v1/predict', {
      training_data: bankHistory(200),
      prediction_data: [
        { text: 'Husleje april', amount: -12005 },
        { text: 'Gebyr bank overførsel', amount: -45 },
      ],
    });
    expect(r.status).toBe(200);
    const body = r.body as unknown as Bank;
    expect(body.predictions).toHaveLength(2);
    expect(body.predictions[0]!.label).toEqual({ accountNumber: 1310, entryType: 1 });
    expect(body.predictions[1]!.label).toEqual({ accountNumber: 7220, entryType: 1 });
    for (const p of body.predictions) expect(p.probability).toBeGreaterThan(0.5);
  });

  it('refuses training data past the bound with a clear 400', async () => {
    const r = await e.post('/model/bank/v1/predict', {
      training_data: bankHistory(5001),
      prediction_data: [{ text: 'x', amount: 1 }],
    });
    expect(r.status).toBe(400);
    expect(r.body.description).toMatch(/training_data: has 5001 entries; at most 5000/);
  });

  it('requires the training fields', async () => {
    const r = await e.post('/model/bank/v1/predict', {
      training_data: [{ text: 'x', amount: 1 }],
      prediction_data: [{ amount: 1 }],
    });
    expect(r.status).toBe(400);
    expect(r.body.description).toContain('prediction_data[0].text: is required');
  });
});

describe('product info (pretrained)', () => {
  it('answers three ranked unit suggestions per Danish text, and dk means da', async () => {
    for (const language of ['da', 'dk']) {
      const r = await e.post('/model/svc-productinfo/v1/predict', {
        input: ['Konsulentbistand 12 timer', 'Kabel 3x1,5 mm2 50 meter', 'Skruer rustfri 100 stk'],
        language,
      });
      expect(r.status).toBe(200);
      const p = (r.body as unknown as Product).predictions;
      expect(p).toHaveLength(3);
      for (const list of p) {
        expect(list).toHaveLength(3);
        expect(list[0]!.confidence).toBeGreaterThanOrEqual(list[1]!.confidence);
        expect(list[1]!.confidence).toBeGreaterThanOrEqual(list[2]!.confidence);
      }
      expect(p[0]![0]!.label).toEqual({ unit: 'time(r)', unit_type: 'service' });
      expect(p[1]![0]!.label).toEqual({ unit: 'meter', unit_type: 'good' });
      expect(p[2]![0]!.label).toEqual({ unit: 'stk', unit_type: 'good' });
    }
  });

  it('answers Swedish units for se', async () => {
    const r = await e.post('/model/svc-productinfo/v1/predict', {
      input: ['Hyra av skylift 3 dagar', 'Cement 25 kg'],
      language: 'se',
    });
    const p = (r.body as unknown as Product).predictions;
    expect(p[0]![0]!.label).toEqual({ unit: 'dag(ar)', unit_type: 'service' });
    expect(p[1]![0]!.label).toEqual({ unit: 'kg', unit_type: 'good' });
  });

  it('refuses other languages', async () => {
    const r = await e.post('/model/svc-productinfo/v1/predict', { input: ['x'], language: 'fi' });
    expect(r.status).toBe(400);
    expect(r.body.description).toContain('language:');
  });
});

describe('supplier name (pretrained)', () => {
  const ask = (
    path: string,
    names: string[],
    options: Record<string, unknown> = { suggestion_limit: 3, class_filter: null },
  ) => e.post(path, { prediction_data: names.map((supplier_name) => ({ supplier_name })), options });

  it('recognises well-known suppliers per region despite legal forms, case, accents and typos', async () => {
    const se = (
      await ask('/model/supplier-name/v1/se/predict', [
        'TELIA SVERIGE AB',
        'Vatenfall',
        'Kalles Rör & Bygg AB',
      ])
    ).body as unknown as Supplier;
    expect(se.result[0]).toMatchObject({ known_supplier: true, suggestions: [{ class: 'telecom' }, {}, {}] });
    expect(se.result[1]!.known_supplier).toBe(true);
    expect(se.result[1]!.suggestions[0]!.class).toBe('energy');
    expect(se.result[2]!.known_supplier).toBe(false);
    expect(se.result[2]!.suggestions[0]!.class).toBe('building_materials');
    const no = (await ask('/model/supplier-name/v1/no/predict', ['Elkjop Norge', 'fjordkraft']))
      .body as unknown as Supplier;
    expect(no.result.map((r) => r.suggestions[0]!.class)).toEqual(['it_hardware', 'energy']);
    const nl = (
      await ask('/model/supplier-name/v1/nl/predict', ['Albert Hein B.V.', 'Cooperatieve Rabobank UA'])
    ).body as unknown as Supplier;
    expect(nl.result.map((r) => [r.known_supplier, r.suggestions[0]!.class])).toEqual([
      [true, 'food'],
      [true, 'bank'],
    ]);
  });

  it('answers the region-less form, honours class_filter and suggestion_limit', async () => {
    const r = (
      await ask('/model/supplier-name/v1/predict', ['PostNL'], {
        suggestion_limit: 1,
        class_filter: ['transport', 'bank'],
      })
    ).body as unknown as Supplier;
    expect(r.result[0]!.suggestions).toHaveLength(1);
    expect(r.result[0]!.suggestions[0]!.class).toBe('transport');
    const filtered = (
      await ask('/model/supplier-name/v1/se/predict', ['Telia'], {
        suggestion_limit: 5,
        class_filter: ['bank', 'food'],
      })
    ).body as unknown as Supplier;
    for (const s of filtered.result[0]!.suggestions) expect(['bank', 'food']).toContain(s.class);
    expect(filtered.result[0]!.known_supplier).toBe(false);
  });

  it('refuses unknown classes and extra keys', async () => {
    const r = await e.post('/model/supplier-name/v1/se/predict', {
      prediction_data: [{ supplier_name: 'x', vat: '1' }],
      options: { suggestion_limit: 1, class_filter: ['nope'] },
    });
    expect(r.status).toBe(400);
    expect(r.body.description).toContain('prediction_data[0]');
  });
});
