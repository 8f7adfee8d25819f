import { describe, expect, it } from 'vitest';
import { formatElapsed } from './clock';

const NOW = Date.parse('2026-11-22T08:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatElapsed', () => {
  it.each([
    [0, '방금 전'],
    [59_999, '방금 전'],
    [60_000, '1분 전'],
    [59 * 60_000, '59분 전'],
    [2 * 3_600_000 + 1, '2시간 전'],
    [3 * 86_400_000, '3일 전'],
  ])('%i ms ago is %s', (ms, text) => {
    expect(formatElapsed(ago(ms), NOW)).toBe(text);
  });
  it('shows - without a time, and a time ahead of the clock as just now', () => {
    expect(formatElapsed(null, NOW)).toBe('-');
    expect(formatElapsed('not a date', NOW)).toBe('-');
    expect(formatElapsed(ago(-5_000), NOW)).toBe('방금 전');
  });
});
