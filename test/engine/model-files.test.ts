import { describe, expect, it } from 'vitest';
import { hashAll, predictTarget, trainTarget } from '../../main/engine/models/logreg';
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
});
