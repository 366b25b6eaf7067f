import { describe, expect, it } from 'vitest';
import { hashAll, predictTarget, trainTarget, type TargetModel } from '../../main/engine/models/logreg';
import { denseWeights } from '../../main/engine/models/training-features';
import { recencyWeights } from '../../main/engine/models/features';
import { decodeModel, encodeModel } from '../../main/engine/models/model-files';
import { generateLongTail } from './long-tail';

// A model written to disk and read back (what a restart serves) suggests exactly what it did
// before, the memory of past lines included.
describe('a saved model', () => {
  it('suggests the same accounts with the same confidences after loading', () => {
    const lines = generateLongTail(3_000, { seed: 11 });
    const train = lines.slice(0, 2_500);
    const model = trainTarget(
      'account',
      hashAll(train),
      train.map((l) => l.targets.account),
      recencyWeights(train),
    );
    expect(model.memory).toBeTruthy();
    const loaded = decodeModel(encodeModel(model));
    expect(loaded.memory).toEqual(model.memory);
    for (const l of lines.slice(2_500, 2_600))
      expect(predictTarget(loaded, l, 3)).toEqual(predictTarget(model, l, 3));
  });

  it('written before the memory existed still loads and suggests', () => {
    const lines = generateLongTail(1_200, { seed: 12 });
    const model = trainTarget(
      'account',
      hashAll(lines),
      lines.map((l) => l.targets.account),
      recencyWeights(lines),
    );
    const old = decodeModel(encodeModel({ ...model, memory: null }));
    expect(old.memory).toBeNull();
    const top = predictTarget(old, lines[0]!, 1)[0]!;
    expect(model.classes).toContain(top.label);
    expect(top.p).toBeGreaterThan(0);
  });

  it('written when the weights had a row for every folded feature suggests the same', () => {
    const lines = generateLongTail(3_000, { seed: 13 });
    const train = lines.slice(0, 2_500);
    const model = trainTarget(
      'account',
      hashAll(train),
      train.map((l) => l.targets.account),
      recencyWeights(train),
    );
    const loaded = decodeModel(olderFile(model));
    expect(loaded.weights.length).toBe((1 << model.bits) * model.classes.length);
    for (const l of lines.slice(2_500, 2_600))
      expect(predictTarget(loaded, l, 3)).toEqual(predictTarget(model, l, 3));
  });
});

/**
 * A model file as versions before the weight rows wrote it: weights and candidate offsets over all
 * 2^bits folded features, no row table.
 */
function olderFile(m: TargetModel): Buffer {
  const dim = 1 << m.bits;
  const co = m.candidates!;
  // The rows' classes in folded order (rows are numbered in the order lines first use them).
  const offsets = new Int32Array(dim + 1);
  const classes = new Int32Array(co.classes.length);
  let total = 0;
  for (let f = 0; f < dim; f++) {
    offsets[f] = total;
    const row = m.rowOf[f]!;
    if (row >= 0)
      for (let e = co.offsets[row]!; e < co.offsets[row + 1]!; e++) classes[total++] = co.classes[e]!;
  }
  offsets[dim] = total;
  const me = m.memory!;
  const weights = denseWeights(m.weights, m.rowOf, m.classes.length);
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
      w: weights.length,
      co: [offsets.length, classes.length],
      me: [me.keys.length, me.classes.length],
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
    view(weights),
    view(offsets),
    view(classes),
    ...[me.keys, me.offsets, me.classes, me.evidence].map(view),
  ]);
}
