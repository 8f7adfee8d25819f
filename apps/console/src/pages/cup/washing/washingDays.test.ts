import { describe, expect, it } from 'vitest';
import { washingDaysOf } from './washingDays';

describe('washingDaysOf', () => {
  it('reads the choices and falls back to 14 days', () => {
    expect(washingDaysOf(new URLSearchParams('days=7'))).toBe(7);
    expect(washingDaysOf(new URLSearchParams('days=31'))).toBe(31);
    expect(washingDaysOf(new URLSearchParams(''))).toBe(14);
    expect(washingDaysOf(new URLSearchParams('days=100'))).toBe(14);
  });
});
