import { describe, expect, it } from 'vitest';
import { clampProgress } from './progress';

describe('clampProgress', () => {
  it('rounds to a whole percentage', () => {
    expect(clampProgress(41.6)).toBe(42);
  });
  it('keeps the value between 0 and 100, even from a bad calculation', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(130)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(0);
  });
});
