import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DATE_RANGE_PRESETS,
  addDays,
  dateToDay,
  dayToDate,
  isCalendarDay,
  lastDays,
  matchingPreset,
  orderRange,
  seoulToday,
} from './calendarDay';

const preset = (label: string) => {
  const found = DEFAULT_DATE_RANGE_PRESETS.find((p) => p.label === label);
  if (!found) throw new Error(`no preset ${label}`);
  return found;
};

describe('date range presets', () => {
  it('오늘 is today alone', () => {
    expect(preset('오늘').range('2025-08-18')).toEqual({ from: '2025-08-18', to: '2025-08-18' });
  });

  it('최근 7일 and 최근 30일 end today and include it', () => {
    expect(preset('최근 7일').range('2025-08-18')).toEqual({ from: '2025-08-12', to: '2025-08-18' });
    expect(preset('최근 30일').range('2025-08-18')).toEqual({ from: '2025-07-20', to: '2025-08-18' });
  });

  it('cross month, year and leap-day boundaries', () => {
    expect(preset('최근 7일').range('2025-01-03')).toEqual({ from: '2024-12-28', to: '2025-01-03' });
    expect(preset('최근 7일').range('2024-03-02')).toEqual({ from: '2024-02-25', to: '2024-03-02' });
    expect(preset('최근 30일').range('2025-03-01')).toEqual({ from: '2025-01-31', to: '2025-03-01' });
  });

  it('find the preset a range matches, for the pressed state', () => {
    const today = '2025-08-18';
    expect(matchingPreset({ from: '2025-08-12', to: '2025-08-18' }, today, DEFAULT_DATE_RANGE_PRESETS)?.label).toBe(
      '최근 7일',
    );
    expect(matchingPreset({ from: '2025-08-11', to: '2025-08-18' }, today, DEFAULT_DATE_RANGE_PRESETS)).toBeUndefined();
    expect(matchingPreset({ from: '', to: '' }, today, DEFAULT_DATE_RANGE_PRESETS)).toBeUndefined();
  });

  it('refuse a range of no days and a malformed today', () => {
    expect(() => lastDays(0, '2025-08-18')).toThrow(RangeError);
    expect(() => lastDays(7, '2025/08/18')).toThrow(RangeError);
  });
});

describe('calendar days', () => {
  it('tell real days from malformed or impossible ones', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-8-1')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it('add and subtract days', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('order a range picked end first', () => {
    expect(orderRange('2025-08-18', '2025-08-01')).toEqual({ from: '2025-08-01', to: '2025-08-18' });
  });

  it("take today's day in Seoul, not in UTC", () => {
    // 16:00 UTC is 01:00 the next day in Seoul (UTC+9, no daylight saving).
    expect(seoulToday(new Date('2025-08-17T16:00:00Z'))).toBe('2025-08-18');
    expect(seoulToday(new Date('2025-08-17T14:59:59Z'))).toBe('2025-08-17');
  });

  it('round-trip a day through the calendar widget’s local Date', () => {
    expect(dateToDay(dayToDate('2025-08-18'))).toBe('2025-08-18');
    expect(dayToDate('2025-08-18').getDate()).toBe(18);
  });
});
