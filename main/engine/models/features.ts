/**
 * Turns a line (invoice line, scanned invoice text, bank transaction) into hashed sparse features:
 * words, word pairs, character 3-grams, supplier/customer/currency categories, a log-bucketed
 * amount and supplier x word crosses. Hashing keeps memory bounded whatever the vocabulary.
 */
export type LineRecord = {
  text?: string | null | undefined;
  supplierId?: string | null | undefined;
  supplierName?: string | null | undefined;
  supplierGlobalId?: string | null | undefined;
  customerRef?: string | null | undefined;
  currency?: string | null | undefined;
  amount?: number | null | undefined;
  /** ISO date-time of the line; drives recency weighting in training. */
  date?: string | null | undefined;
};

/** 32-bit FNV-1a over UTF-16 code units: fast, stable across runs and threads. */
export function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Lower case, accents removed, digits kept; splits on everything else. */
export function tokenize(text: string): string[] {
  // Plain ASCII (most lines) needs neither normalisation nor Unicode classes: split by char codes.
  if (!NON_ASCII.test(text)) return tokenizeAscii(text);
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
}

const NON_ASCII = /[\u0080-\uffff]/;

/** tokenize for ASCII text: the same tokens, without the regular expressions' passes. */
function tokenizeAscii(text: string): string[] {
  const lower = text.toLowerCase();
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : 0;
    const word = (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39);
    if (word) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      out.push(lower.slice(start, i));
      start = -1;
    }
  }
  return out;
}

/** Numbers become their shape (`d4` for 2024) so invoice numbers do not flood the vocabulary. */
function wordFeature(t: string): string {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return t;
  }
  return t.length > 0 ? DIGIT_SHAPES[Math.min(t.length, 8)]! : t;
}
const DIGIT_SHAPES = Array.from({ length: 9 }, (_, n) => `d${n}`);

export function amountBucket(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return 'none';
  const sign = amount < 0 ? '-' : amount > 0 ? '+' : '0';
  return `${sign}${Math.floor(Math.log2(Math.abs(amount) + 1))}`;
}

export type FeatureVector = { idx: Int32Array; val: number };

/** The named features of a record (before hashing); exposed for tests and the "why" similarity. */
export function featureNames(r: LineRecord): string[] {
  const out: string[] = ['bias'];
  const words = r.text ? tokenize(r.text).map(wordFeature) : [];
  const supplier = (r.supplierId ?? '').trim();
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    out.push(`w:${w}`);
    if (i > 0) out.push(`b:${words[i - 1]}_${w}`);
    if (supplier && i < 6) out.push(`sw:${supplier}|${w}`);
    if (w.length > 3 && !w.startsWith('d')) {
      const padded = `<${w}>`;
      for (let j = 0; j + 3 <= padded.length; j++) out.push(`g:${padded.slice(j, j + 3)}`);
    }
  }
  if (words.length === 0) out.push('w:<empty>');
  if (supplier) out.push(`s:${supplier}`);
  if (r.supplierName) for (const t of tokenize(r.supplierName)) out.push(`sn:${t}`);
  if (r.supplierGlobalId) out.push(`sg:${r.supplierGlobalId.trim()}`);
  if (r.customerRef) out.push(`c:${r.customerRef.trim().toLowerCase()}`);
  if (r.currency) out.push(`cur:${r.currency.trim().toUpperCase()}`);
  const bucket = amountBucket(r.amount);
  out.push(`a:${bucket}`);
  if (supplier) out.push(`sa:${supplier}|${bucket}`);
  return out;
}

const FNV_OFFSET = 0x811c9dc5;
/** Continues an FNV-1a hash `h` over `s`: hash32(a + b) === fnvMore(fnvMore(FNV_OFFSET, a), b). */
function fnvMore(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h;
}
/** Continues an FNV-1a hash over one UTF-16 code unit. */
const fnvChar = (h: number, c: number): number => Math.imul(h ^ c, 0x01000193);
const H_BIAS = hash32('bias');
const H_EMPTY = hash32('w:<empty>');
const H_W = fnvMore(FNV_OFFSET, 'w:');
const H_B = fnvMore(FNV_OFFSET, 'b:');
const H_SW = fnvMore(FNV_OFFSET, 'sw:');
const H_G = fnvMore(FNV_OFFSET, 'g:');
const H_S = fnvMore(FNV_OFFSET, 's:');
const H_SN = fnvMore(FNV_OFFSET, 'sn:');
const H_SG = fnvMore(FNV_OFFSET, 'sg:');
const H_C = fnvMore(FNV_OFFSET, 'c:');
const H_CUR = fnvMore(FNV_OFFSET, 'cur:');
const H_A = fnvMore(FNV_OFFSET, 'a:');
const H_SA = fnvMore(FNV_OFFSET, 'sa:');
/** Where hashRecord gathers a line's features before the de-duplicated copy it returns. */
let scratch = new Uint32Array(256);
const LT = 0x3c; // '<'
const GT = 0x3e; // '>'

/**
 * Full 32-bit hashes of a record's features, de-duplicated; computed once, shared by all targets.
 * The same values as hash32 over each of featureNames(r) (saved models keep matching), but hashed
 * straight from the words' characters: prefixes hashed once, pairs and 3-grams continued from them,
 * no feature string built (about a fifth of training time at 20k lines went to building them).
 */
export function hashRecord(r: LineRecord): Uint32Array {
  const m = gather(r);
  return scratch.slice(0, m);
}

/**
 * hashRecord for many records: one buffer holds every line's hashes, each line's array a view of
 * it: a small array of its own per line took a fifth of the hashing time. With the insertion sort
 * below, hashing 20k lines went from about 110 to 70 ms CPU.
 */
export function hashRecords(records: LineRecord[]): Uint32Array[] {
  const ends = new Int32Array(records.length);
  let all = gatherAll(records, ends);
  const at = records.length > 0 ? ends[records.length - 1]! : 0;
  // The views keep the whole buffer alive: lines with few features leave it no more than a quarter empty.
  if (at < all.length * 0.75) all = all.slice(0, at);
  return lineViews(all, ends);
}

/**
 * Every record's hashes one after another; ends[i]: where record i's end. Its own function, as is
 * lineViews: the loops of one function were compiled while they ran and thrown away after, at
 * every training of a process (the second 5k-line training's hashing took twice the third's).
 */
function gatherAll(records: LineRecord[], ends: Int32Array): Uint32Array {
  let all: Uint32Array = new Uint32Array(records.length * 32);
  let at = 0;
  for (let i = 0; i < records.length; i++) {
    const m = gather(records[i]!);
    if (at + m > all.length) all = grownTo(all, at + m);
    for (let j = 0; j < m; j++) all[at + j] = scratch[j]!;
    at += m;
    ends[i] = at;
  }
  return all;
}

function grownTo(a: Uint32Array, need: number): Uint32Array {
  const b = new Uint32Array(Math.max(a.length * 2, need));
  b.set(a);
  return b;
}

/** Line i's hashes as a view of `all` (ends from gatherAll). */
function lineViews(all: Uint32Array, ends: Int32Array): Uint32Array[] {
  const out = new Array<Uint32Array>(ends.length);
  for (let i = 0; i < ends.length; i++) out[i] = all.subarray(i > 0 ? ends[i - 1]! : 0, ends[i]);
  return out;
}

/**
 * A record's hashes, sorted and de-duplicated, into scratch[0..returned count). A word's features
 * and the sort are small functions of their own: in one long function the first 2,500 lines of a
 * process were hashed unoptimised (70 us a line instead of 4: 190 ms of a 5k-line training), as
 * the optimiser took long over it and was sent back once; small ones are optimised within a few
 * hundred lines.
 */
function gather(r: LineRecord): number {
  // In place, not by .map: the optimised .map makes arrays of another kind than the unoptimised
  // one, and code compiled for one was thrown away at the first of the other.
  const words = r.text ? tokenize(r.text) : [];
  for (let i = 0; i < words.length; i++) words[i] = wordFeature(words[i]!);
  const supplier = (r.supplierId ?? '').trim();
  let grams = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.length > 3 && w.charCodeAt(0) !== 0x64) grams += w.length;
  }
  const supplierNames = r.supplierName ? tokenize(r.supplierName) : [];
  const size = 8 + words.length * 3 + grams + supplierNames.length;
  if (scratch.length < size) scratch = new Uint32Array(size * 2);
  const out = scratch;
  let n = 0;
  out[n++] = H_BIAS;
  const hSw = supplier ? fnvChar(fnvMore(H_SW, supplier), 0x7c) : 0;
  for (let i = 0; i < words.length; i++) n = wordHashes(out, n, words, i, supplier !== '', hSw);
  if (words.length === 0) out[n++] = H_EMPTY;
  if (supplier) out[n++] = fnvMore(H_S, supplier);
  for (let i = 0; i < supplierNames.length; i++) out[n++] = fnvMore(H_SN, supplierNames[i]!);
  if (r.supplierGlobalId) out[n++] = fnvMore(H_SG, r.supplierGlobalId.trim());
  if (r.customerRef) out[n++] = fnvMore(H_C, r.customerRef.trim().toLowerCase());
  if (r.currency) out[n++] = fnvMore(H_CUR, r.currency.trim().toUpperCase());
  const bucket = amountBucket(r.amount);
  out[n++] = fnvMore(H_A, bucket);
  if (supplier) out[n++] = fnvMore(fnvChar(fnvMore(H_SA, supplier), 0x7c), bucket);
  return sortUnique(out, n);
}

/**
 * Word i's features into out from n on (its word, its pair with the word before, with the supplier
 * for the first 6 words when there is one (hSw: the supplier's prefix hash), its 3-grams); returns
 * the new n.
 */
function wordHashes(
  out: Uint32Array,
  n: number,
  words: string[],
  i: number,
  withSupplier: boolean,
  hSw: number,
): number {
  const w = words[i]!;
  out[n++] = fnvMore(H_W, w);
  if (i > 0) out[n++] = fnvMore(fnvChar(fnvMore(H_B, words[i - 1]!), 0x5f), w);
  if (withSupplier && i < 6) out[n++] = fnvMore(hSw, w);
  if (w.length > 3 && w.charCodeAt(0) !== 0x64) {
    // The 3-grams of `<w>`: the first and last take the padding.
    const last = w.length - 1;
    out[n++] = fnvChar(fnvChar(fnvChar(H_G, LT), w.charCodeAt(0)), w.charCodeAt(1));
    for (let j = 0; j + 2 <= last; j++)
      out[n++] = fnvChar(fnvChar(fnvChar(H_G, w.charCodeAt(j)), w.charCodeAt(j + 1)), w.charCodeAt(j + 2));
    out[n++] = fnvChar(fnvChar(fnvChar(H_G, w.charCodeAt(last - 1)), w.charCodeAt(last)), GT);
  }
  return n;
}

/**
 * Sorts out[0..n) (insertion sort: for ~30 features a line the typed array's sort costs more to
 * call than to run), then drops duplicates in place (a third faster than a Set); returns the count.
 */
function sortUnique(out: Uint32Array, n: number): number {
  for (let i = 1; i < n; i++) {
    const h = out[i]!;
    let j = i - 1;
    while (j >= 0 && out[j]! > h) {
      out[j + 1] = out[j]!;
      j--;
    }
    out[j + 1] = h;
  }
  let m = 0;
  for (let i = 0; i < n; i++) if (i === 0 || out[i] !== out[m - 1]) out[m++] = out[i]!;
  return m;
}

/** Folds the hashes into a `bits`-wide space; every feature gets the same value (unit length). */
export function vectorFromHashes(hashes: Uint32Array, bits: number): FeatureVector {
  const mask = (1 << bits) - 1;
  const idx = new Int32Array(hashes.length);
  for (let i = 0; i < hashes.length; i++) idx[i] = hashes[i]! & mask;
  return { idx, val: 1 / Math.sqrt(Math.max(idx.length, 1)) };
}

/** Recent lines count more: weight 1 for the newest, falling to 0.35 for lines two years older. */
export function recencyWeights(records: LineRecord[]): Float32Array {
  const times = lineTimes(records);
  const newest = times.reduce((m, t) => (Number.isFinite(t) && t > m ? t : m), Number.NEGATIVE_INFINITY);
  const w = new Float32Array(records.length);
  const year = 365 * 24 * 3600 * 1000;
  for (let i = 0; i < records.length; i++) {
    const t = times[i]!;
    w[i] = Number.isFinite(t) && Number.isFinite(newest) ? 0.35 + 0.65 * Math.exp(-(newest - t) / year) : 1;
  }
  return w;
}

/**
 * Each record's time (NaN without a date). A history has many lines a day: each distinct date is
 * parsed once (5k lines: 2.3 -> 0.9 ms).
 */
function lineTimes(records: LineRecord[]): Float64Array {
  const parsed = new Map<string, number>();
  const times = new Float64Array(records.length);
  for (let i = 0; i < records.length; i++) {
    const date = records[i]!.date;
    if (!date) {
      times[i] = Number.NaN;
      continue;
    }
    let t = parsed.get(date);
    if (t === undefined) {
      t = Date.parse(date);
      parsed.set(date, t);
    }
    times[i] = t;
  }
  return times;
}
