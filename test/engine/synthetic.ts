import type { LineRecord } from '../../main/engine/models/features';
import { seededRandom } from '../../main/util/random';

/**
 * Generated bookkeeping history with learnable structure and some noise: each account has its own
 * words, suppliers book mostly on a few accounts, VAT code follows the account, cost centre follows
 * the customer reference. Shared by the accuracy tests and the benchmark.
 */
export type SyntheticLine = LineRecord & {
  lineId: string;
  targets: { account: string; vat_code: string; cost_center: string };
};

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ru',
  'sa',
  'to',
  'vi',
  'pe',
  'da',
  'fo',
  'gu',
  'hi',
  'ja',
  'be',
  'ko',
  'ti',
  'ma',
  'no',
  'el',
];

function word(r: () => number): string {
  const n = 2 + Math.floor(r() * 3);
  let w = '';
  for (let i = 0; i < n; i++) w += SYLLABLES[Math.floor(r() * SYLLABLES.length)];
  return w;
}

export function generateLines(
  n: number,
  options: { accounts?: number; suppliers?: number; seed?: number; noise?: number } = {},
): SyntheticLine[] {
  const r = seededRandom(options.seed ?? 1);
  const accounts = options.accounts ?? 200;
  const suppliers = options.suppliers ?? 300;
  const noise = options.noise ?? 0.02;
  const accountWords = Array.from({ length: accounts }, () => Array.from({ length: 4 }, () => word(r)));
  const common = Array.from({ length: 40 }, () => word(r));
  const supplierAccounts = Array.from({ length: suppliers }, () =>
    Array.from({ length: 1 + Math.floor(r() * 3) }, () => Math.floor(r() * accounts)),
  );
  const supplierNames = Array.from({ length: suppliers }, () => `${word(r)} ${r() < 0.5 ? 'AB' : 'AS'}`);
  const customerRefs = Array.from({ length: 12 }, (_, i) => `REF${i}`);
  const start = Date.parse('2023-01-01T00:00:00Z');
  const out: SyntheticLine[] = [];
  for (let i = 0; i < n; i++) {
    const s = Math.floor(r() * suppliers);
    const own = supplierAccounts[s]!;
    const acc = own[Math.floor(r() * own.length)]!;
    const words = accountWords[acc]!;
    // Label noise: the line reads like `acc` but was booked elsewhere (as people sometimes do).
    const booked = r() < noise ? Math.floor(r() * accounts) : acc;
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
      lineId: `L${i}`,
      text,
      supplierId: `S${s}`,
      supplierName: supplierNames[s],
      supplierGlobalId: null,
      customerRef: ref,
      currency: r() < 0.9 ? 'DKK' : 'EUR',
      amount: Math.round((acc % 7) * 100 + r() * 1000) / 10,
      date: new Date(start + Math.floor(r() * 700) * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      targets: {
        account: String(1000 + booked * 10),
        vat_code: ['I25', 'I12', 'I0', 'REV', 'EXP'][acc % 5]!,
        cost_center: r() < noise ? `CC${Math.floor(r() * 6)}` : `CC${Number(ref.slice(3)) % 6}`,
      },
    });
  }
  return out;
}
