import { hashAll, predictTarget, trainTarget } from './logreg';
import type { LineRecord } from './features';

/** Bank entries are trained on each call; past this many training entries the call is refused. */
export const MAX_BANK_TRAINING = 5000;

export type BankTraining = {
  accountNumber: number;
  amount: number;
  entryType: number;
  text: string;
  timestamp: number;
};
export type BankQuery = { amount: number; text: string; timestamp?: number | null | undefined };
export type BankPrediction = { label: { accountNumber: number; entryType: number }; probability: number };

const recordOf = (e: {
  text: string;
  amount: number;
  timestamp?: number | null | undefined;
}): LineRecord => ({
  text: e.text,
  amount: e.amount,
  date: typeof e.timestamp === 'number' ? new Date(e.timestamp * 1000).toISOString() : null,
});

/** Learns account + entry type from this call's own history, then answers the best pair per entry. */
export function predictBank(training: BankTraining[], queries: BankQuery[]): BankPrediction[] {
  const records = training.map(recordOf);
  const labels = training.map((t) => `${t.accountNumber}|${t.entryType}`);
  const model = trainTarget('bank', hashAll(records), labels, new Float32Array(records.length).fill(1), {
    maxWeights: 2_000_000,
  });
  return queries.map((q) => {
    const best = predictTarget(model, recordOf(q), 1)[0]!;
    const [account, entryType] = best.label.split('|').map(Number) as [number, number];
    return { label: { accountNumber: account, entryType }, probability: Math.round(best.p * 100) / 100 };
  });
}
