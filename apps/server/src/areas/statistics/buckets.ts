/**
 * A period's buckets: every day, week (Monday to Sunday) or month touching `from`..`to` (Asia/Seoul calendar
 * days, both included), each as the days of it inside the period. A bucket's key is its day, its Monday
 * ('YYYY-MM-DD') or its month ('YYYY-MM'); an edge bucket keeps its key and counts only the period's days.
 */
import type { StatGranularity } from '@oa/contract';
import { addDays, weekdayOf } from '@oa/contract/days';

/** A range of days, both included ('YYYY-MM-DD'). */
export interface DayRange {
  first: string;
  last: string;
  /**
   * A live range's days before `first` counted apart (sealed): its members seen from this day to the day before
   * `first` are not counted again as users.
   */
  seenSince?: string;
}

export interface Bucket extends DayRange {
  period: string;
}

const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The bucket holding `day`, whole. */
export function bucketOf(day: string, granularity: StatGranularity): Bucket {
  if (granularity === 'day') return { period: day, first: day, last: day };
  if (granularity === 'week') {
    const monday = addDays(day, -((weekdayOf(day) + 6) % 7));
    return { period: monday, first: monday, last: addDays(monday, 6) };
  }
  const date = new Date(toMs(day));
  const first = toDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  const last = toDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
  return { period: day.slice(0, 7), first, last };
}

/** Every bucket touching `from`..`to`, ascending, each cut to the period. */
export function bucketsOf(from: string, to: string, granularity: StatGranularity): Bucket[] {
  const buckets: Bucket[] = [];
  for (let day = from; day <= to;) {
    const whole = bucketOf(day, granularity);
    buckets.push({ period: whole.period, first: day, last: whole.last < to ? whole.last : to });
    day = addDays(whole.last, 1);
  }
  return buckets;
}
