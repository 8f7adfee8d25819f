/**
 * Whole Seoul days as the list contract writes them (`bte`), and back from the URL: the `days` fields of
 * listFilterForm and the period picker. Pure functions (unit-tested in Node).
 */
import type { ListFilter, ResolvedListQuery } from '@oa/api';

/** A range of Seoul calendar days, both ends included ('YYYY-MM-DD'; '' for none). */
export interface DayRange {
  from: string;
  to: string;
}

export const NO_DAYS: DayRange = { from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day 'YYYY-MM-DD' (the URL is user input: 2026-02-30 is not one). */
export function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The day after `day` ('YYYY-MM-DD'), across months and years. */
export function nextDay(day: string, amount = 1): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + amount)).toISOString().slice(0, 10);
}

/**
 * Whole days in Seoul: `at:bte:<from>,<day after to>` (the server reads 'YYYY-MM-DD' as the start of that day in
 * Asia/Seoul, and `bte` is from <= x < to), so the last day is included to its end.
 */
export function dayRangeFilter(field: string, range: DayRange): ListFilter[] {
  if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) return [];
  return [{ field, op: 'bte', value: [range.from, nextDay(range.to)] }];
}

/** The range a `dayRangeFilter` wrote, read back from the query (NO_DAYS when there is none). */
export function dayRangeOf(query: Pick<ResolvedListQuery, 'filters'>, field: string): DayRange {
  const filter = query.filters.find((candidate) => candidate.field === field && candidate.op === 'bte');
  if (filter === undefined || !Array.isArray(filter.value)) return NO_DAYS;
  const [from, end] = (filter.value as readonly unknown[]).map(String);
  if (from === undefined || end === undefined || !isCalendarDay(from) || !isCalendarDay(end) || from >= end) {
    return NO_DAYS;
  }
  return { from, to: nextDay(end, -1) };
}
