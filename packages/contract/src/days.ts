/**
 * Calendar days: the one module of day arithmetic, shared by the server (statistics' buckets, the cup area's
 * periods) and the console (ui's DatePicker, through its calendarDay module). A day is a calendar day in
 * Asia/Seoul written 'YYYY-MM-DD' (URLs, filters, forms), not an instant. The arithmetic is done in UTC on these
 * strings, so it is the same on every machine. Pure and tiny (no imports): import it by path,
 * `@oa/contract/days`, so a bundle takes only these functions.
 */

/** A day as 'YYYY-MM-DD'. */
export type Day = string;

const DAY_MS = 86_400_000;
/** Seoul is UTC+9 all year (no daylight saving since 1988). */
const SEOUL_OFFSET_MS = 9 * 3_600_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayOfUtc = (date: Date): Day =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** True for a real day written 'YYYY-MM-DD' ('2025-02-30' is not one). */
export function isCalendarDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day's midnight in UTC, ms; a RangeError for anything that is not a calendar day. */
function utcMs(day: Day): number {
  if (!isCalendarDay(day)) throw new RangeError(`Not a calendar day (YYYY-MM-DD): '${day}'`);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
}

/** The day `amount` days after `day` (before it when negative), across months, years and leap days. */
export function addDays(day: Day, amount: number): Day {
  return dayOfUtc(new Date(utcMs(day) + amount * DAY_MS));
}

/** Days from `first` to `last`, both counted (the same day is 1; `last` before `first` is 0 or less). */
export function daysBetween(first: Day, last: Day): number {
  return Math.round((utcMs(last) - utcMs(first)) / DAY_MS) + 1;
}

/** The calendar day it is in Seoul at the instant `now` (2025-08-17T16:00Z is already 2025-08-18 there). */
export function seoulDay(now: Date = new Date()): Day {
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid date');
  return dayOfUtc(new Date(now.getTime() + SEOUL_OFFSET_MS));
}

/** The instant a Seoul day starts (its 00:00 in Asia/Seoul). */
export function seoulDayStart(day: Day): Date {
  return new Date(utcMs(day) - SEOUL_OFFSET_MS);
}

/** The day of the week, 0 Sunday to 6 Saturday. */
export function weekdayOf(day: Day): number {
  return new Date(utcMs(day)).getUTCDay();
}
