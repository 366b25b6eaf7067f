import { describe, expect, it } from 'vitest';
import {
  featureNames,
  hash32,
  hashRecord,
  hashRecords,
  tokenize,
  type LineRecord,
} from '../../main/engine/models/features';

// Saved model files hold weights and a memory keyed by these hashes: a line must hash to exactly
// what older versions computed (hash32 of each named feature), or old models suggest nonsense.
const records: LineRecord[] = [
  { text: 'Office coffee 2024 beans', supplierId: ' DK1 ', amount: 120.5, currency: 'dkk' },
  {
    text: 'Café Überweisung déjà-vu ÉCOLE ﬁne naïve 12345678901 日本語',
    supplierId: 'S1',
    supplierName: 'Müller GmbH',
    supplierGlobalId: ' 5790000000000 ',
    customerRef: ' Ref-7 ',
    currency: 'eur',
    amount: -12.5,
  },
  { text: 'A_b-C  d\tE\n9z dddd data ab abc abcd', supplierName: 'Nord ApS' },
  { text: '' },
  {},
];

const byName = (r: LineRecord) => [...new Set(featureNames(r).map(hash32))].sort((a, b) => a - b);

describe('line features', () => {
  it('hash to the same values as every earlier version (saved models keep matching)', () => {
    expect(hash32('w:coffee')).toBe(1423184840);
    expect(hash32('b:office_coffee')).toBe(2235883982);
    for (const r of records) expect([...hashRecord(r)]).toEqual(byName(r));
    expect(hashRecord(records[0]!)).toContain(1423184840);
    expect(hashRecord(records[0]!)).toContain(2235883982);
  });

  it('hash the same when many lines are hashed at once (training) as one by one', () => {
    // Long lines and many of them: the shared buffer has to grow, and each line keeps its own.
    const long: LineRecord = { text: Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ') };
    const many = Array.from({ length: 300 }, (_, i) => (i % 7 === 3 ? long : records[i % records.length]!));
    expect(hashRecords(many).map((h) => [...h])).toEqual(many.map((r) => [...hashRecord(r)]));
  });

  it('split plain and accented text into the same lower-case words', () => {
    expect(tokenize('Kopipapir A4-hvid, 5 pakker_x')).toEqual([
      'kopipapir',
      'a4',
      'hvid',
      '5',
      'pakker',
      'x',
    ]);
    expect(tokenize('Café ÉCOLE naïve')).toEqual(['cafe', 'ecole', 'naive']);
    expect(tokenize(' -- ')).toEqual([]);
  });
});
