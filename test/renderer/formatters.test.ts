import { describe, expect, it } from 'vitest';
import { createFormatters } from '../../renderer/src/i18n/formatters';

describe('company formatters', () => {
  it('a Danish company writes 1.992,50 kr. and 01-11-2026', () => {
    const f = createFormatters('da-DK');
    expect(f.amount(1992.5, 'DKK')).toBe('1.992,50\u00a0kr.');
    expect(f.amount(1992.5)).toBe('1.992,50');
    expect(f.date('2026-11-01')).toBe('01-11-2026');
    expect(f.date('2026-11-01T23:30:00Z')).toBe('01-11-2026');
  });

  it('Swedish, Norwegian and US companies write their own way', () => {
    expect(createFormatters('sv-SE').date('2026-11-01')).toBe('2026-11-01');
    expect(createFormatters('sv-SE').amount(1992.5, 'SEK')).toBe('1\u00a0992,50\u00a0kr');
    expect(createFormatters('nb-NO').date('2026-11-01')).toBe('01.11.2026');
    expect(createFormatters('nb-NO').amount(1992.5, 'NOK')).toBe('1\u00a0992,50\u00a0kr');
    expect(createFormatters('en-US').date('2026-11-01')).toBe('11/01/2026');
    expect(createFormatters('en-US').amount(1992.5, 'USD')).toBe('$1,992.50');
  });

  it('rounds money for display only, shows odd currency codes as numbers, leaves bad dates as written', () => {
    const f = createFormatters('da-DK');
    expect(f.amount(0.125 + 0.005, 'DKK')).toBe('0,13\u00a0kr.');
    expect(f.amount(12, 'XX1')).toBe('12,00');
    expect(f.amount(null)).toBe('');
    expect(f.date('not a date')).toBe('not a date');
    expect(f.percent(0.87)).toBe('87\u00a0%');
  });
});
