import { describe, expect, it } from 'vitest';
import { bankModel, predictBank, type BankTraining } from '../../main/engine/models/bank';

const training: BankTraining[] = Array.from({ length: 300 }, (_, i) => ({
  accountNumber: [6110, 5410, 1930][i % 3]!,
  entryType: i % 3 === 2 ? 2 : 1,
  amount: [-250, -1200, 5000][i % 3]! - (i % 7),
  text: ['TELIA SVERIGE', 'KORTKOB CLAS OHLSON', 'INSATTNING KUND'][i % 3]! + ` ${i}`,
  timestamp: 1_700_000_000 + i * 86_400,
}));
const queries = [
  { amount: -260, text: 'TELIA SVERIGE 9999' },
  { amount: 4900, text: 'INSATTNING KUND 12' },
];

describe('bank train-on-call with the same training data', () => {
  it('answers from the model trained for that data, with the same answer', () => {
    const first = predictBank(training, queries);
    const model = bankModel(training);
    expect(bankModel(training.map((t) => ({ ...t })))).toBe(model);
    expect(predictBank(training, queries)).toEqual(first);
    expect(first.map((p) => p.label.accountNumber)).toEqual([6110, 1930]);
  });

  it('trains again when any entry differs, or the order does', () => {
    const model = bankModel(training);
    const changed = training.map((t, i) => (i === 5 ? { ...t, accountNumber: 6110 } : t));
    expect(bankModel(changed)).not.toBe(model);
    expect(bankModel([...training].reverse())).not.toBe(model);
  });
});
