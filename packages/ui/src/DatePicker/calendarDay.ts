/**
 * Calendar days as 'YYYY-MM-DD' strings: the value format of DatePicker and DateRangePicker.
 *
 * Why strings: the console keeps filters in the URL (`?from=2025-08-01&to=2025-08-18`), and a day is a
 * calendar day in Asia/Seoul, not an instant; a Date would carry a time and a time zone that mean nothing
 * here and shift the day when read in another zone. Day arithmetic is done in UTC on these strings, so it is
 * the same on every machine. Pure functions, unit-tested in node. The day arithmetic itself is the contract's
 * (`@oa/contract/days`, shared with the server); this module adds what the pickers need around it.
 */

import { addDays, isCalendarDay, seoulDay } from '@oa/contract/days';

export { addDays, isCalendarDay };

/** A day as 'YYYY-MM-DD'; '' means "no day". */
export type CalendarDay = string;

/** A range of days, both ends included; '' for an end not chosen. */
export interface DateRangeValue {
  from: CalendarDay;
  to: CalendarDay;
}

/** The empty range (what the clear button sets). */
export const EMPTY_DATE_RANGE: DateRangeValue = { from: '', to: '' };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function assertDay(day: CalendarDay): [number, number, number] {
  if (!isCalendarDay(day)) throw new RangeError(`Not a calendar day (YYYY-MM-DD): '${day}'`);
  return day.split('-').map(Number) as [number, number, number];
}

/** The calendar day it is in Seoul at the instant `now` (e.g. 2025-08-17T16:00Z is already 2025-08-18 there). */
export function seoulToday(now: Date = new Date()): CalendarDay {
  return seoulDay(now);
}

/** The range with its ends in order, whichever was picked first. */
export function orderRange(a: CalendarDay, b: CalendarDay): DateRangeValue {
  return a <= b ? { from: a, to: b } : { from: b, to: a };
}

/** The last `count` days ending with `today`, both included: 1 is today alone, 7 is "최근 7일". */
export function lastDays(count: number, today: CalendarDay): DateRangeValue {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`A range has at least one day: ${String(count)}`);
  return { from: addDays(today, -(count - 1)), to: addDays(today, 0) };
}

/** A quick choice in the range picker: a label and the range it stands for, relative to today. */
export interface DateRangePreset {
  label: string;
  range: (today: CalendarDay) => DateRangeValue;
}

/** 오늘 / 최근 7일 / 최근 30일: today included, so 최근 7일 on 2025-08-18 is 2025-08-12 to 2025-08-18. */
export const DEFAULT_DATE_RANGE_PRESETS: readonly DateRangePreset[] = [
  { label: '오늘', range: (today) => lastDays(1, today) },
  { label: '최근 7일', range: (today) => lastDays(7, today) },
  { label: '최근 30일', range: (today) => lastDays(30, today) },
];

/** The preset whose range is exactly `value` on `today` (shown as pressed), or undefined. */
export function matchingPreset(
  value: DateRangeValue,
  today: CalendarDay,
  presets: readonly DateRangePreset[],
): DateRangePreset | undefined {
  if (!value.from || !value.to) return undefined;
  return presets.find((preset) => {
    const range = preset.range(today);
    return range.from === value.from && range.to === value.to;
  });
}

/**
 * The calendar widget works with local Dates; a day string maps to local midnight of that day and back by
 * its local fields, so the round trip keeps the day in any browser time zone.
 */
export function dayToDate(day: CalendarDay): Date {
  const [year, month, date] = assertDay(day);
  return new Date(year, month - 1, date);
}

/** The day of a local Date (see dayToDate). */
export function dateToDay(date: Date): CalendarDay {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
