import { describe, expect, it } from 'vitest';
import { formatCompactNumber, formatKRW, formatNumber, formatPercent } from './number';

describe('formatNumber', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-1234)).toBe('-1,234');
    expect(formatNumber(0)).toBe('0');
  });

  it('keeps up to two decimals by default, and follows the options', () => {
    expect(formatNumber(1234.567)).toBe('1,234.57');
    expect(formatNumber(12.5)).toBe('12.5');
    expect(formatNumber(12.5, { maximumFractionDigits: 0 })).toBe('13');
    expect(formatNumber(12, { minimumFractionDigits: 1 })).toBe('12.0');
  });

  it('signs changes when asked, but not zero', () => {
    expect(formatNumber(12, { showSign: true })).toBe('+12');
    expect(formatNumber(-1234, { showSign: true })).toBe('-1,234');
    expect(formatNumber(0, { showSign: true })).toBe('0');
  });

  it('shows a dash for missing values and never -0', () => {
    expect(formatNumber(null)).toBe('-');
    expect(formatNumber(undefined)).toBe('-');
    expect(formatNumber(Number.NaN)).toBe('-');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('-');
    expect(formatNumber(-0.001)).toBe('0');
  });
});

describe('formatCompactNumber', () => {
  it('keeps numbers below 10,000 whole, with separators', () => {
    expect(formatCompactNumber(0)).toBe('0');
    expect(formatCompactNumber(999)).toBe('999');
    expect(formatCompactNumber(1234)).toBe('1,234');
    expect(formatCompactNumber(9999)).toBe('9,999');
    expect(formatCompactNumber(0.5)).toBe('0.5');
  });

  it('uses 만, 억 and 조 with one decimal for a single leading digit', () => {
    expect(formatCompactNumber(10000)).toBe('1만');
    expect(formatCompactNumber(12345)).toBe('1.2만');
    expect(formatCompactNumber(123456)).toBe('12만');
    expect(formatCompactNumber(12345678)).toBe('1,235만');
    expect(formatCompactNumber(340000000)).toBe('3.4억');
    expect(formatCompactNumber(1.5e12)).toBe('1.5조');
  });

  it('moves to the next unit when rounding reaches it', () => {
    expect(formatCompactNumber(99960)).toBe('10만');
    expect(formatCompactNumber(99999999)).toBe('1억');
    expect(formatCompactNumber(9999.96)).toBe('1만');
  });

  it('keeps the sign and shows a dash for missing values', () => {
    expect(formatCompactNumber(-12345)).toBe('-1.2만');
    expect(formatCompactNumber(-1234)).toBe('-1,234');
    expect(formatCompactNumber(null)).toBe('-');
  });
});

describe('formatKRW', () => {
  it('shows whole won with separators', () => {
    expect(formatKRW(12000)).toBe('12,000원');
    expect(formatKRW(0)).toBe('0원');
    expect(formatKRW(-3000)).toBe('-3,000원');
  });

  it('rounds a fractional amount to the nearest won, halves away from zero', () => {
    expect(formatKRW(1234.4)).toBe('1,234원');
    expect(formatKRW(2.5)).toBe('3원');
    expect(formatKRW(-2.5)).toBe('-3원');
  });

  it('shows a dash for missing values', () => {
    expect(formatKRW(undefined)).toBe('-');
  });
});

describe('formatPercent', () => {
  it('reads a ratio and keeps one decimal', () => {
    expect(formatPercent(0.123)).toBe('12.3%');
    expect(formatPercent(0.12345)).toBe('12.3%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0.5, { minimumFractionDigits: 1 })).toBe('50.0%');
  });

  it('signs changes when asked', () => {
    expect(formatPercent(0.032, { showSign: true })).toBe('+3.2%');
    expect(formatPercent(-0.032, { showSign: true })).toBe('-3.2%');
  });

  it('never shows -0% and shows a dash for missing values', () => {
    expect(formatPercent(-0.00001)).toBe('0%');
    expect(formatPercent(null)).toBe('-');
  });
});
