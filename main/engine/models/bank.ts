import { createHash } from 'node:crypto';
import { hashAll, predictTarget, trainTarget, type TargetModel } from './logreg';
import type { LineRecord } from './features';
import { round2 } from '../../util/round';

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

/**
 * Apps send the same training entries call after call (the company's recent bookings): the model
 * trained from them is kept under a hash of the entries, in order, and the same data is answered
 * from it without training again. Training is deterministic, so the answer is the same either way.
 */
const CACHED_MODELS = 4;
const cache = new Map<string, TargetModel>();

function trainingKey(training: BankTraining[]): string {
  const h = createHash('sha256');
  for (const t of training)
    h.update(
      `${t.accountNumber}\u0000${t.entryType}\u0000${t.amount}\u0000${t.timestamp}\u0000${t.text}\u0001`,
    );
  return h.digest('base64');
}

/** The model for this training data: from the cache when the same entries were seen lately. */
export function bankModel(training: BankTraining[]): TargetModel {
  const key = trainingKey(training);
  const hit = cache.get(key);
  if (hit) {
    // Most recently used last, so the oldest is the one evicted.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const records = training.map(recordOf);
  const labels = training.map((t) => `${t.accountNumber}|${t.entryType}`);
  const model = trainTarget('bank', hashAll(records), labels, new Float32Array(records.length).fill(1), {
    maxWeights: 2_000_000,
    // A few thousand entries trained on every call: balancing classes overfits the noisy lines of
    // small accounts here (top-1 96.0% without, 94.7% with, on test/bench/bank/bench.ts).
    balanced: false,
  });
  cache.set(key, model);
  if (cache.size > CACHED_MODELS) cache.delete(cache.keys().next().value!);
  return model;
}

/** Learns account + entry type from this call's own history, then answers the best pair per entry. */
export function predictBank(training: BankTraining[], queries: BankQuery[]): BankPrediction[] {
  const model = bankModel(training);
  return queries.map((q) => {
    const best = predictTarget(model, recordOf(q), 1)[0]!;
    const [account, entryType] = best.label.split('|').map(Number) as [number, number];
    return { label: { accountNumber: account, entryType }, probability: round2(best.p) };
  });
}
