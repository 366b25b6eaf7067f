/**
 * `npm run bench:bank`: the bank model's train-on-call with 3,300 training entries against
 * smart_importer's pipeline (TF-IDF + SVC with a linear kernel, python3-sklearn). Kontera is timed
 * on a first call (new training data: trains) and on a repeated call (the same training data, as
 * apps send it: answered from the model cached by the data's hash). Medians of REPS runs each;
 * ratios are Kontera / reference (goal: <= 1). Times are CPU time of each side (fair on a shared
 * machine), not wall time.
 *
 * REPS=5 npm run bench:bank
 */
import { predictBank, type BankQuery, type BankTraining } from '../../../main/engine/models/bank';
import { runSklearn } from '../reference/sklearn';
import { seededRandom } from '../../../main/util/random';

const TRAINING = Number(process.env.TRAINING ?? 3300);
const reps = Number(process.env.REPS ?? 5);

const KINDS = ['KORTKOB', 'BG', 'PG', 'SWISH', 'AUTOGIRO', 'OVERFORING', 'INSATTNING'];
const PLACES = ['STOCKHOLM', 'GOTEBORG', 'MALMO', 'UPPSALA', 'ONLINE'];

/** Bank lines: each account has its merchants and a typical amount; 3% booked elsewhere. */
function entries(n: number, seed: number): (BankTraining & { label: string })[] {
  const r = seededRandom(seed);
  const g = seededRandom(42);
  const accounts = Array.from({ length: 45 }, (_, i) => ({
    account: 4000 + i * 10,
    entryType: i % 3,
    merchants: Array.from({ length: 2 + Math.floor(g() * 6) }, () =>
      Array.from({ length: 1 + Math.floor(g() * 2) }, () =>
        String.fromCharCode(
          ...Array.from({ length: 4 + Math.floor(g() * 5) }, () => 65 + Math.floor(g() * 26)),
        ),
      ).join(' '),
    ),
    amount: -Math.round(50 + g() * 5000),
    kind: KINDS[Math.floor(g() * KINDS.length)]!,
  }));
  const out: (BankTraining & { label: string })[] = [];
  for (let i = 0; i < n; i++) {
    let a = accounts[Math.min(accounts.length - 1, Math.floor(-Math.log(1 - r()) * 9))]!;
    const merchant = a.merchants[Math.floor(r() * a.merchants.length)]!;
    const text =
      `${a.kind} ${Math.floor(r() * 9000 + 1000)} ${merchant} ${r() < 0.5 ? PLACES[Math.floor(r() * PLACES.length)] : ''}`.trim();
    if (r() < 0.03) a = accounts[Math.floor(r() * accounts.length)]!;
    out.push({
      accountNumber: a.account,
      entryType: a.entryType,
      amount: Math.round(a.amount * (0.5 + r())) / 1,
      text,
      timestamp: 1_700_000_000 + i * 3600,
      label: `${a.account}|${a.entryType}`,
    });
  }
  return out;
}

/** CPU milliseconds since `c0`: on a shared machine it is what the work costs (the reference's too). */
function cpuMs(c0: NodeJS.CpuUsage): number {
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;

const data = entries(TRAINING + 300, 7);
const training = data.slice(0, TRAINING);
const queries: BankQuery[] = data.slice(TRAINING).map(({ amount, text }) => ({ amount, text }));
const truth = data.slice(TRAINING).map((e) => e.label);

const first: number[] = [];
const repeated: number[] = [];
let accuracy = 0;
for (let rep = 0; rep < reps; rep++) {
  // New training data each round (one entry's text differs), so the first call must train.
  const fresh = training.map((t, i) => (i === 0 ? { ...t, text: `${t.text} ${rep}` } : t));
  let c0 = process.cpuUsage();
  const answers = predictBank(fresh, queries);
  first.push(cpuMs(c0));
  c0 = process.cpuUsage();
  predictBank(fresh, queries);
  repeated.push(cpuMs(c0));
  accuracy =
    answers.filter((a, i) => `${a.label.accountNumber}|${a.label.entryType}` === truth[i]).length /
    truth.length;
}

console.log(
  `bank train-on-call: ${TRAINING} training entries, ${queries.length} to answer, ${reps} runs (medians)`,
);
console.log(
  `kontera, first call (trains)            ${median(first).toFixed(1)} ms CPU  top-1 ${(accuracy * 100).toFixed(1)}%`,
);
console.log(`kontera, same training data again       ${median(repeated).toFixed(1)} ms CPU`);
const ref = runSklearn({
  model: 'svc',
  train: training.map((t) => [
    `${t.text} amt${Math.round(Math.log2(Math.abs(t.amount) + 1))}`,
    (t as { label: string }).label,
  ]),
  test: queries.map((q) => `${q.text} amt${Math.round(Math.log2(Math.abs(q.amount) + 1))}`),
  reps,
});
if (ref) {
  const refMs = median(ref.fit_s) * 1000 + ref.predict_s * 1000;
  const refAcc = ref.labels.filter((l, i) => l === truth[i]).length / truth.length;
  console.log(
    `TF-IDF + SVC (linear), fit + predict    ${refMs.toFixed(1)} ms CPU  top-1 ${(refAcc * 100).toFixed(1)}%`,
  );
  console.log(`ratio first call / reference (goal <= 1): ${(median(first) / refMs).toFixed(2)}`);
  console.log(`ratio repeated call / reference (goal <= 1): ${(median(repeated) / refMs).toFixed(3)}`);
}
