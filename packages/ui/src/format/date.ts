/**
 * Dates in Seoul time, whatever the browser's time zone: the API sends UTC instants (ISO strings), operators
 * read Korean wall-clock time. Pure functions over Intl (no dependency).
 */
import { EMPTY_VALUE } from './number';

/** What the date formatters accept: an ISO string, a Date, or epoch milliseconds; missing values show '-'. */
export type DateInput = string | number | Date | null | undefined;

/** The console's time zone (Korea has no daylight saving time). */
export const TIME_ZONE = 'Asia/Seoul';

// Offset-less date-times ('2026-11-22T08:05:00') would be read in the browser's zone, so the same data would
// show different times on different machines; they are read as UTC, the API's convention.
const offsetLessDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** The instant an input names, or null when it is missing or not a date. */
export function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  let date: Date;
  if (input instanceof Date) date = input;
  else if (typeof input === 'number') date = new Date(input);
  else date = new Date(offsetLessDateTime.test(input) ? `${input}Z` : input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Seoul wall-clock fields of an instant, zero-padded. */
export interface SeoulParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** Seoul wall-clock fields of an input, or null when it is not a date. */
export function seoulParts(input: DateInput): SeoulParts | null {
  const date = toDate(input);
  if (!date) return null;
  const parts: Record<string, string> = {};
  for (const { type, value } of partsFormat.formatToParts(date)) parts[type] = value;
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

/** '2026.11.22' (Seoul date). */
export function formatDate(input: DateInput): string {
  const p = seoulParts(input);
  return p ? `${p.year}.${p.month}.${p.day}` : EMPTY_VALUE;
}

export interface FormatDateTimeOptions {
  /** Show seconds ('2026.11.22 17:05:09'), for logs. Default false. */
  seconds?: boolean;
}

/** '2026.11.22 17:05' (Seoul time, 24-hour clock). */
export function formatDateTime(input: DateInput, options: FormatDateTimeOptions = {}): string {
  const p = seoulParts(input);
  if (!p) return EMPTY_VALUE;
  return `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}${options.seconds ? `:${p.second}` : ''}`;
}

/** '2026.11' (Seoul month), for monthly statistics. */
export function formatMonth(input: DateInput): string {
  const p = seoulParts(input);
  return p ? `${p.year}.${p.month}` : EMPTY_VALUE;
}

/** '11월 22일' (Seoul date without the year), for daily chart axes. */
export function formatMonthDay(input: DateInput): string {
  const p = seoulParts(input);
  return p ? `${Number(p.month)}월 ${Number(p.day)}일` : EMPTY_VALUE;
}

/** '17:05' (Seoul time). */
export function formatTime(input: DateInput): string {
  const p = seoulParts(input);
  return p ? `${p.hour}:${p.minute}` : EMPTY_VALUE;
}
