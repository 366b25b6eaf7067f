import { describe, expect, it } from 'vitest';
import { mostSimilarLines } from '../../main/engine/models/why';
import type { TrainingRow } from '../../main/engine/models/model-files';

// The engine's "why?" (explain) is the same one the booking screen's panel uses (booking/history.ts):
// only past lines that are really alike, by party or by the words naming who or what.
const row = (text: string, supplierId: string | null, account: string): TrainingRow => ({
  record: { text, supplierId, supplierName: supplierId ? `Name ${supplierId}` : null, amount: 100 },
  targets: { account },
});

const rows: TrainingRow[] = [
  row('Løn overførsel', null, '7710'),
  row('Overførsel Elektro Nord ApS faktura 881', null, '4000'),
  row('Kopipapir A4 hvid 5 pakker', 'DK1', '6800'),
  row('Toner til printer', 'DK9', '6800'),
  row('Kopipapir A3', 'DK1', '6800'),
  row('Rengøring marts', 'DK7', '6800'),
];

describe("the engine's why?", () => {
  it('shows the past lines with the same words or supplier, most alike first', () => {
    const why = mostSimilarLines(
      rows,
      'account',
      '6800',
      { text: 'Kopipapir A4 hvid', supplierId: 'DK1' },
      5,
    );
    expect(why.map((w) => w.text)).toEqual(['Kopipapir A4 hvid 5 pakker', 'Kopipapir A3']);
    expect(why[0]!.similarity).toBeGreaterThan(why[1]!.similarity);
    expect(why[0]).toMatchObject({ supplier_id: 'DK1', supplier_name: 'Name DK1', amount: 100 });
  });

  it('the same supplier alone is reason enough', () => {
    const why = mostSimilarLines(rows, 'account', '6800', { text: 'Servicebesøg', supplierId: 'DK7' });
    expect(why.map((w) => w.text)).toEqual(['Rengøring marts']);
  });

  it('shows none when the only thing in common is a payment word', () => {
    const text = 'Overførsel Elektro Nord ApS';
    expect(mostSimilarLines(rows, 'account', '7710', { text })).toEqual([]);
    expect(mostSimilarLines(rows, 'account', '4000', { text }).map((w) => w.text)).toEqual([
      'Overførsel Elektro Nord ApS faktura 881',
    ]);
  });
});
