import type { SyntheticLine } from './synthetic';
import { seededRandom } from '../../main/util/random';

/**
 * Generated history with a long tail of accounts, as real charts of accounts have: a few accounts
 * take most lines, most accounts are used now and then. A rare account's lines mostly come from
 * big suppliers that book elsewhere most of the time (gifts bought where office supplies are), so
 * only the words say which account it is. Shared by the long-tail test and its benchmark.
 */
const SYLLABLES = 'ka lo mi ne ru sa to vi pe da fo gu hi ja be ko ti ma no el ur an is om'.split(' ');

function word(r: () => number): string {
  const n = 2 + Math.floor(r() * 3);
  let w = '';
  for (let i = 0; i < n; i++) w += SYLLABLES[Math.floor(r() * SYLLABLES.length)];
  return w;
}

/** Index drawn with probability proportional to 1 / (i + 1)^s. */
function zipf(weights: Float64Array, r: () => number): number {
  const x = r() * weights[weights.length - 1]!;
  let lo = 0;
  let hi = weights.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (weights[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function cumulative(n: number, s: number): Float64Array {
  const c = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) c[i] = sum += 1 / Math.pow(i + 1, s);
  return c;
}

export function generateLongTail(
  n: number,
  options: { accounts?: number; suppliers?: number; seed?: number; noise?: number } = {},
): SyntheticLine[] {
  const r = seededRandom(options.seed ?? 1);
  const accounts = options.accounts ?? 400;
  const suppliers = options.suppliers ?? 300;
  const noise = options.noise ?? 0.02;
  const accountWeights = cumulative(accounts, 1.4);
  const supplierWeights = cumulative(suppliers, 1.0);
  const accountWords = Array.from({ length: accounts }, () => Array.from({ length: 4 }, () => word(r)));
  const common = Array.from({ length: 40 }, () => word(r));
  // Each account is bought from a few suppliers; the popular suppliers serve many accounts.
  const accountSuppliers = Array.from({ length: accounts }, () =>
    Array.from({ length: 1 + Math.floor(r() * 3) }, () => zipf(supplierWeights, r)),
  );
  const supplierNames = Array.from({ length: suppliers }, () => `${word(r)} ${r() < 0.5 ? 'AB' : 'AS'}`);
  const customerRefs = Array.from({ length: 12 }, (_, i) => `REF${i}`);
  const start = Date.parse('2023-01-01T00:00:00Z');
  const out: SyntheticLine[] = [];
  for (let i = 0; i < n; i++) {
    const acc = zipf(accountWeights, r);
    const own = accountSuppliers[acc]!;
    const s = own[Math.floor(r() * own.length)]!;
    const words = accountWords[acc]!;
    const booked = r() < noise ? zipf(accountWeights, r) : acc;
    const text = [
      words[Math.floor(r() * 4)],
      r() < 0.6 ? words[Math.floor(r() * 4)] : null,
      common[Math.floor(r() * common.length)],
      r() < 0.3 ? String(Math.floor(r() * 99999)) : null,
    ]
      .filter(Boolean)
      .join(' ');
    const ref = customerRefs[Math.floor(r() * customerRefs.length)]!;
    out.push({
      lineId: `T${i}`,
      text,
      supplierId: `S${s}`,
      supplierName: supplierNames[s],
      supplierGlobalId: null,
      customerRef: ref,
      currency: r() < 0.9 ? 'DKK' : 'EUR',
      amount: Math.round((acc % 7) * 100 + r() * 1000) / 10,
      date: new Date(start + Math.floor((i / n) * 700) * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      targets: {
        account: String(1000 + booked * 10),
        vat_code: ['I25', 'I12', 'I0', 'REV', 'EXP'][acc % 5]!,
        cost_center: r() < noise ? `CC${Math.floor(r() * 6)}` : `CC${Number(ref.slice(3)) % 6}`,
      },
    });
  }
  return out;
}

/** Accounts with fewer than `below` lines in `train`. */
export function rareAccounts(train: SyntheticLine[], below = 20): Set<string> {
  const counts = new Map<string, number>();
  for (const l of train) counts.set(l.targets.account, (counts.get(l.targets.account) ?? 0) + 1);
  return new Set([...counts].filter(([, c]) => c < below).map(([a]) => a));
}
