import { describe, expect, it } from 'vitest';
import { confidence } from '../../main/util/confidence';
import { confidence as answerConfidence } from '../../main/reading/confidence';
import { confidenceLevel } from '../../preload/contract/confidence';

describe('one confidence scale', () => {
  it('names each value with the interface level it falls in, rounded to two decimals', () => {
    expect(confidence(0)).toEqual({ level: 'UNKNOWN', value: 0 });
    expect(confidence(0.1)).toEqual({ level: 'VERY_LOW', value: 0.1 });
    expect(confidence(0.25)).toEqual({ level: 'LOW', value: 0.25 });
    expect(confidence(0.594)).toEqual({ level: 'MID', value: 0.59 });
    expect(confidence(0.596)).toEqual({ level: 'HIGH', value: 0.6 });
    expect(confidence(0.849)).toEqual({ level: 'VERY_HIGH', value: 0.85 });
    expect(confidence(1.4)).toEqual({ level: 'VERY_HIGH', value: 1 });
  });

  it("document answers, engine suggestions and the window's bars agree on every value", () => {
    for (let i = 0; i <= 100; i++) {
      const c = confidence(i / 100);
      expect(answerConfidence(i / 100)).toEqual(c);
      expect(confidenceLevel(c.value)).toBe(c.level);
    }
  });
});
