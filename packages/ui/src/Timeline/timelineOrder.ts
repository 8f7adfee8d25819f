import { formatDateTime, toDate } from '../format';

/**
 * A time as the Timeline takes it: a Date, an ISO 8601 date-time from the API ('2025-08-18T08:05:00Z'; without
 * an offset it is UTC, the API's convention), or text already formatted for display.
 */
export type TimelineTime = Date | string;

// Only ISO date-times are instants: browsers also parse display text like '2025.08.18 17:05', but in the
// machine's own time zone, which would shift it by hours on a UTC machine.
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Milliseconds since the epoch, or undefined when the time is display text. */
export function timeValue(time: TimelineTime): number | undefined {
  const date = time instanceof Date ? time : isoDateTime.test(time) ? toDate(time) : null;
  const ms = date?.getTime();
  return ms === undefined || Number.isNaN(ms) ? undefined : ms;
}

/**
 * Newest first. Sorting needs every time to be an instant; when some are display text only, the given order
 * is kept (the caller then passes them newest first). Equal times keep their given order.
 */
export function newestFirst<T extends { time: TimelineTime }>(events: readonly T[]): T[] {
  const keyed = events.map((event, index) => ({ event, index, ms: timeValue(event.time) }));
  if (keyed.some((entry) => entry.ms === undefined)) return [...events];
  return keyed.sort((a, b) => (b.ms ?? 0) - (a.ms ?? 0) || a.index - b.index).map((entry) => entry.event);
}

/**
 * The default display of a time: 'YYYY.MM.DD HH:mm:ss' in Seoul time (domain.md: stored in UTC, shown in
 * Seoul time; seconds, because histories are audit records). Display text is shown as given.
 */
export function formatSeoulTime(time: TimelineTime): string {
  const ms = timeValue(time);
  return ms === undefined ? String(time) : formatDateTime(ms, { seconds: true });
}
