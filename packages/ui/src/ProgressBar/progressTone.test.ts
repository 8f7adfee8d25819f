import { describe, expect, it } from 'vitest';
import { clampPercent, progressTone } from './progressTone';

describe('clampPercent', () => {
  it('keeps values within 0-100', () => {
    expect(clampPercent(42.5)).toBe(42.5);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(130)).toBe(100);
  });
  it('treats NaN as empty and Infinity as full', () => {
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(Infinity)).toBe(100);
    expect(clampPercent(-Infinity)).toBe(0);
  });
});

describe('progressTone', () => {
  const bin = { warning: 70, danger: 90 };
  it('is danger at and above the danger level, warning at and above the warning level', () => {
    expect(progressTone(90, bin)).toBe('danger');
    expect(progressTone(100, bin)).toBe('danger');
    expect(progressTone(89.9, bin)).toBe('warning');
    expect(progressTone(70, bin)).toBe('warning');
    expect(progressTone(69, bin)).toBe('success');
  });
  it('clamps before comparing', () => {
    expect(progressTone(150, bin)).toBe('danger');
  });
  it('works with one level only', () => {
    expect(progressTone(95, { danger: 90 })).toBe('danger');
    expect(progressTone(80, { danger: 90 })).toBe('success');
  });
  it('has no tone of its own without thresholds', () => {
    expect(progressTone(95)).toBeUndefined();
  });
});
