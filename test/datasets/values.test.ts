import { describe, expect, it } from 'vitest';
import { toAmount, toTimestamp } from '../../main/util/csv-values';

describe('amounts as exports write them', () => {
  it('reads plain numbers and the written forms alike', () => {
    expect(toAmount('-12,50', ',')).toBe(-12.5);
    expect(toAmount('1234.5', '.')).toBe(1234.5);
    expect(toAmount('1.234,50', ',')).toBe(1234.5);
    expect(toAmount('1,234.50', '.')).toBe(1234.5);
    expect(toAmount('12-', ',')).toBe(-12);
    expect(toAmount('(3,00)', ',')).toBe(-3);
    expect(toAmount('1 234,50', ',')).toBe(1234.5);
    expect(toAmount('12,5', '.')).toBe(125);
    expect(toAmount('abc', ',')).toBeNull();
  });
});

describe('dates as exports write them', () => {
  it('gives the same day the same answer every time, per date format', () => {
    for (let i = 0; i < 3; i++) {
      expect(toTimestamp('03/04/2024', 'DD/MM/YYYY')).toBe('2024-04-03T00:00:00Z');
      expect(toTimestamp('03/04/2024', 'MM/DD/YYYY')).toBe('2024-03-04T00:00:00Z');
      expect(toTimestamp('31.02.2024', 'DD.MM.YYYY')).toBeNull();
    }
  });

  it('still reads days after many different ones', () => {
    for (let d = 0; d < 5000; d++)
      toTimestamp(`2024-01-01T00:00:${String(d % 60).padStart(2, '0')}Z`, 'auto');
    expect(toTimestamp('2024-02-29', 'auto')).toBe('2024-02-29T00:00:00Z');
  });
});
