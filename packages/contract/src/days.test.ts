import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDay, seoulDay, seoulDayStart, weekdayOf } from './days';

describe('days', () => {
  it('knows a calendar day', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-2-01')).toBe(false);
    expect(isCalendarDay('abc')).toBe(false);
  });

  it('adds days across months, years and leap days, and refuses what is not a day', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(() => addDays('abc', 1)).toThrow(RangeError);
  });

  it('counts the days of a range, both ends included', () => {
    expect(daysBetween('2026-11-01', '2026-11-01')).toBe(1);
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(30);
    expect(daysBetween('2026-11-02', '2026-11-01')).toBe(0);
    expect(() => daysBetween('2026-11-01', 'abc')).toThrow(RangeError);
  });

  it('reads the day in Seoul (UTC+9) and where it starts', () => {
    expect(seoulDay(new Date('2025-08-17T14:59:59Z'))).toBe('2025-08-17');
    expect(seoulDay(new Date('2025-08-17T15:00:00Z'))).toBe('2025-08-18');
    expect(seoulDayStart('2025-08-18').toISOString()).toBe('2025-08-17T15:00:00.000Z');
    expect(() => seoulDay(new Date('x'))).toThrow(RangeError);
    expect(weekdayOf('2026-11-23')).toBe(1);
  });
});
