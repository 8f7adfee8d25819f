import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonth, formatMonthDay, formatTime, toDate } from './date';

describe('Seoul time', () => {
  it('shows a UTC instant in Seoul time, across the date boundary', () => {
    // 15:30 UTC is 00:30 the next day in Seoul.
    expect(formatDate('2026-11-21T15:30:00Z')).toBe('2026.11.22');
    expect(formatDateTime('2026-11-21T15:30:00Z')).toBe('2026.11.22 00:30');
    expect(formatDateTime('2026-11-21T14:59:00Z')).toBe('2026.11.21 23:59');
  });

  it('crosses month and year boundaries', () => {
    expect(formatMonth('2026-11-30T15:00:00Z')).toBe('2026.12');
    expect(formatDateTime('2026-12-31T15:00:00Z')).toBe('2027.01.01 00:00');
    expect(formatMonthDay('2026-12-31T15:00:00Z')).toBe('1월 1일');
  });

  it('accepts Date objects, epoch milliseconds and offsets', () => {
    expect(formatDateTime(new Date(Date.UTC(2026, 10, 22, 8, 5)))).toBe('2026.11.22 17:05');
    expect(formatDateTime(Date.UTC(2026, 10, 22, 8, 5))).toBe('2026.11.22 17:05');
    expect(formatDateTime('2026-11-22T17:05:00+09:00')).toBe('2026.11.22 17:05');
  });

  it('reads offset-less date-times as UTC and date-only strings as that date', () => {
    expect(formatDateTime('2026-11-22T08:05:00')).toBe('2026.11.22 17:05');
    expect(formatDate('2026-11-22')).toBe('2026.11.22');
  });

  it('formats every shape', () => {
    const instant = '2026-11-22T08:05:09Z';
    expect(formatDate(instant)).toBe('2026.11.22');
    expect(formatDateTime(instant)).toBe('2026.11.22 17:05');
    expect(formatDateTime(instant, { seconds: true })).toBe('2026.11.22 17:05:09');
    expect(formatMonth(instant)).toBe('2026.11');
    expect(formatMonthDay(instant)).toBe('11월 22일');
    expect(formatTime(instant)).toBe('17:05');
  });

  it('shows a dash for missing or invalid input', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
    expect(formatMonth('')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
    expect(toDate('2026-13-45')).toBeNull();
  });
});
