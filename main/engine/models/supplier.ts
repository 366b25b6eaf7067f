import { readFileSync } from 'node:fs';
import { resourcesDir } from '../../util/paths';
import { fold } from '../../reading/fold';
import { round2 } from '../../util/round';

export type Region = 'se' | 'no' | 'nl';
/** The region-less route matches against every region's list. */
export type RegionOrAll = Region | 'all';
export type SupplierResult = { known_supplier: boolean; suggestions: { class: string; proba: number }[] };

type Data = {
  classes: string[];
  keywords: Record<string, string[]>;
  legal_forms: Record<string, string[]>;
  regions: Record<string, { name: string; class: string }[]>;
};

type Entry = { core: string; tokens: string[]; cls: string };

/** A name match at or above this similarity counts as a known supplier. */
export const KNOWN_THRESHOLD = 0.86;

let data: Data | null = null;
const indexes = new Map<string, Entry[]>();

function load(): Data {
  data ??= JSON.parse(readFileSync(resourcesDir('engine', 'suppliers.json'), 'utf8')) as Data;
  return data;
}

const LEGAL_ALL = (): Set<string> =>
  new Set(
    Object.values(load().legal_forms)
      .flat()
      .map((f) => fold(f).replace(/[^a-z0-9 ]/g, '')),
  );

/** Lower case, accents folded, punctuation and legal-form words (AB, ASA, B.V., …) removed. */
export function knownClasses(): string[] {
  return load().classes;
}

export function normaliseName(name: string): string[] {
  const legal = LEGAL_ALL();
  const words = fold(name)
    .replace(/\b([a-z])\.(?=[a-z]\.)/g, '$1') // b.v. -> bv.
    .replace(/\b([a-z])\.([a-z])\./g, '$1$2')
    .replace(/[()&,/]/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
  const kept = words.filter((w) => !legal.has(w));
  return kept.length > 0 ? kept : words;
}

function index(region: string): Entry[] {
  let idx = indexes.get(region);
  if (idx) return idx;
  const d = load();
  const list = region === 'all' ? Object.values(d.regions).flat() : (d.regions[region] ?? []);
  idx = list.map((s) => {
    const tokens = normaliseName(s.name);
    return { core: tokens.join(' '), tokens, cls: s.class };
  });
  indexes.set(region, idx);
  return idx;
}

/** Damerau-style edit distance (adjacent swaps count once), for small typos. */
function editDistance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  const d: number[][] = Array.from({ length: m + 1 }, (_, i) =>
    Array.from({ length: n + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[m]![n]!;
}

/** Words that say where or what, not who: never enough on their own to recognise a supplier. */
const GENERIC = new Set([
  'sverige',
  'svenska',
  'sweden',
  'norge',
  'norway',
  'norske',
  'nederland',
  'netherlands',
  'scandinavia',
  'scandinavian',
  'bank',
  'banken',
  'energi',
  'energie',
  'group',
  'hotels',
  'airlines',
  'services',
  'software',
  'forsikring',
  'forsakring',
]);

function sim(a: string, b: string): number {
  return 1 - editDistance(a, b) / Math.max(a.length, b.length, 1);
}

function similarity(query: string[], e: Entry): number {
  const q = query.join(' ');
  if (!q) return 0;
  let best = sim(q, e.core);
  // "Telia" for "Telia Sverige", "Rabobank" for "Coöperatieve Rabobank": a distinctive word alone.
  for (const token of e.tokens) {
    if (token.length < 3 || GENERIC.has(token)) continue;
    best = Math.max(best, sim(q, token) * 0.97);
    const first = query[0] ?? '';
    if (query.length > 1 && first.length >= 3) best = Math.max(best, sim(first, token) * 0.9);
  }
  return best;
}

/**
 * Suggests the class of a supplier from its name: a close match with a well-known supplier of the
 * region (tolerant of legal forms, case, accents and small typos), else keyword hints in the name.
 */
export function predictSupplier(
  region: RegionOrAll,
  name: string,
  limit: number,
  classFilter: string[] | null,
): SupplierResult {
  const d = load();
  const query = normaliseName(name);
  const allowed = classFilter ? new Set(classFilter) : null;
  const scores = new Map<string, number>();
  let best = 0;
  let bestClass: string | null = null;
  for (const e of index(region)) {
    if (allowed && !allowed.has(e.cls)) continue;
    const s = similarity(query, e);
    if (s > (scores.get(e.cls) ?? 0)) scores.set(e.cls, s);
    if (s > best) {
      best = s;
      bestClass = e.cls;
    }
  }
  // Keyword hints ("...Bygg AB", "...Forsikring") for suppliers not on the list.
  for (const cls of d.classes) {
    if (allowed && !allowed.has(cls)) continue;
    const hits = (d.keywords[cls] ?? []).filter((k) =>
      query.some((w) => w === fold(k) || (fold(k).length >= 5 && w.includes(fold(k)))),
    ).length;
    if (hits > 0) scores.set(cls, Math.max(scores.get(cls) ?? 0, Math.min(0.8, 0.6 + 0.1 * hits)));
  }
  const known = best >= KNOWN_THRESHOLD;
  // Softmax over class scores: a sharp peak for a known match, a flat spread for an unknown name.
  const classes = [...scores.entries()];
  const temp = 0.06;
  const max = Math.max(...classes.map(([, s]) => s), 0);
  const exps = classes.map(([c, s]) => [c, Math.exp((s - max) / temp)] as const);
  const sum = exps.reduce((a, [, e]) => a + e, 0) || 1;
  const ranked = exps
    .map(([c, e]) => ({ class: c, proba: e / sum }))
    .sort((a, b) => b.proba - a.proba || (a.class === bestClass ? -1 : 0))
    .slice(0, Math.max(0, limit))
    .map((s) => ({
      class: s.class,
      proba: round2(s.proba * (known ? 1 : Math.min(1, max))),
    }));
  return { known_supplier: known, suggestions: ranked };
}
