import { mkdir, readFile, rm } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { LineRecord } from './features';
import type { TargetModel } from './logreg';
import { writeFileAtomic } from '../../util/atomic-write';

/**
 * Trained models on disk, so a restart serves at once instead of retraining. One folder per dataset
 * key under DATA/models; meta.json is written last and names the source fingerprint, so a folder
 * from an older version of the dataset (or a half-written one) is never loaded.
 */
export type TrainingRow = { record: LineRecord; targets: Record<string, string> };
export type ModelMeta = {
  key: string;
  fingerprint: string;
  targets: string[];
  trainedAt: string;
  rows: number;
};

export function modelDir(dataDir: string, key: string): string {
  return join(dataDir, 'models', createHash('sha1').update(key).digest('hex').slice(0, 20));
}

function safeName(target: string): string {
  return createHash('sha1').update(target).digest('hex').slice(0, 16);
}

export function encodeModel(m: TargetModel): Buffer {
  const slots = foldedOfRows(m.rowOf);
  const co = m.candidates;
  const me = m.memory;
  const header = Buffer.from(
    JSON.stringify({
      target: m.target,
      classes: m.classes,
      bits: m.bits,
      temperature: m.temperature,
      calibration: m.calibration,
      trainedAt: m.trainedAt,
      rows: m.rows,
      holdout: m.holdout,
      k: m.bias.length,
      w: m.weights.length,
      rw: slots.length,
      co: co ? [co.offsets.length, co.classes.length] : null,
      me: me ? [me.keys.length, me.classes.length] : null,
    }),
  );
  const len = Buffer.alloc(4);
  len.writeUInt32LE(header.length);
  const view = (a: Float32Array | Int32Array | Uint32Array) =>
    Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  return Buffer.concat([
    len,
    header,
    view(m.bias),
    view(m.weights),
    view(slots),
    ...(co ? [view(co.offsets), view(co.classes)] : []),
    ...(me ? [view(me.keys), view(me.offsets), view(me.classes), view(me.evidence)] : []),
  ]);
}

export function decodeModel(buf: Buffer): TargetModel {
  const hl = buf.readUInt32LE(0);
  const h = JSON.parse(buf.subarray(4, 4 + hl).toString('utf8')) as Omit<
    TargetModel,
    'weights' | 'rowOf' | 'bias' | 'candidates' | 'memory'
  > & {
    k: number;
    w: number;
    /** Weight rows; absent in files written when the weights had a row for every folded feature. */
    rw?: number;
    co: [number, number] | null;
    /** Absent in files written before the memory of past lines. */
    me?: [number, number] | null;
  };
  const body = buf.subarray(4 + hl);
  // Copy into aligned arrays (the file buffer's offset need not be a multiple of 4).
  const floats = new Float32Array(h.k + h.w);
  Buffer.from(floats.buffer).set(body.subarray(0, floats.byteLength));
  let at = floats.byteLength;
  /** The next `n` 4-byte values of the body, copied into an aligned buffer. */
  const next = (n: number): ArrayBuffer => {
    const out = new ArrayBuffer(n * 4);
    Buffer.from(out).set(body.subarray(at, at + n * 4));
    at += n * 4;
    return out;
  };
  const rowOf =
    h.rw === undefined
      ? everyRow(h.k > 0 ? h.w / h.k : 0)
      : rowsOfFolded(new Int32Array(next(h.rw)), h.k > 1 ? 1 << h.bits : 0);
  let candidates: TargetModel['candidates'] = null;
  if (h.co) {
    const ints = new Int32Array(next(h.co[0] + h.co[1]));
    candidates = { offsets: ints.subarray(0, h.co[0]), classes: ints.subarray(h.co[0]) };
  }
  let memory: TargetModel['memory'] = null;
  if (h.me) {
    const [keys, rows] = h.me;
    memory = {
      keys: new Uint32Array(next(keys)),
      offsets: new Int32Array(next(keys + 1)),
      classes: new Int32Array(next(rows)),
      evidence: new Float32Array(next(rows)),
    };
  }
  return {
    target: h.target,
    classes: h.classes,
    bits: h.bits,
    temperature: h.temperature,
    calibration: h.calibration ?? null,
    trainedAt: h.trainedAt,
    rows: h.rows,
    holdout: h.holdout,
    bias: floats.subarray(0, h.k),
    weights: floats.subarray(h.k),
    rowOf,
    candidates,
    memory,
  };
}

/** The folded feature of each weight row, as a file keeps it. */
function foldedOfRows(rowOf: Int32Array): Int32Array {
  let rows = 0;
  for (let f = 0; f < rowOf.length; f++) if (rowOf[f]! >= 0) rows++;
  const slots = new Int32Array(rows);
  for (let f = 0; f < rowOf.length; f++) if (rowOf[f]! >= 0) slots[rowOf[f]!] = f;
  return slots;
}

/** rowOf over `dim` folded features from each row's folded feature. */
function rowsOfFolded(slots: Int32Array, dim: number): Int32Array {
  const rowOf = new Int32Array(dim).fill(-1);
  for (let r = 0; r < slots.length; r++) rowOf[slots[r]!] = r;
  return rowOf;
}

/** An older file's weights have a row for every folded feature: feature f is row f. */
function everyRow(dim: number): Int32Array {
  const rowOf = new Int32Array(dim);
  for (let f = 0; f < dim; f++) rowOf[f] = f;
  return rowOf;
}

export async function startModelFolder(dir: string): Promise<void> {
  // The old meta goes first: from now on the folder is "in progress" and will not load.
  await rm(join(dir, 'meta.json'), { force: true });
  await mkdir(dir, { recursive: true });
}

export async function saveTargetModel(dir: string, m: TargetModel): Promise<void> {
  await writeFileAtomic(join(dir, `${safeName(m.target)}.bin`), encodeModel(m));
}

export async function finishModelFolder(dir: string, meta: ModelMeta, rows: TrainingRow[]): Promise<void> {
  await writeFileAtomic(join(dir, 'rows.json'), JSON.stringify(rows));
  await writeFileAtomic(join(dir, 'meta.json'), JSON.stringify(meta));
}

export async function readMeta(dir: string): Promise<ModelMeta | null> {
  try {
    return JSON.parse(await readFile(join(dir, 'meta.json'), 'utf8')) as ModelMeta;
  } catch {
    return null;
  }
}

export async function loadModelFolder(
  dir: string,
  meta: ModelMeta,
): Promise<{ models: TargetModel[]; rows: TrainingRow[] }> {
  const models = await Promise.all(
    meta.targets.map(async (t) => decodeModel(await readFile(join(dir, `${safeName(t)}.bin`)))),
  );
  const rows = JSON.parse(await readFile(join(dir, 'rows.json'), 'utf8')) as TrainingRow[];
  return { models, rows };
}

export async function removeModelFolder(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
