/**
 * A statistics page's filters in its URL (`?from=2026-10-27&to=2026-11-25&granularity=week&district=강남구`): what
 * the page asks the server, shareable and kept on reload. Defaults stay out of the URL. Each page says which
 * filters it has and its default period; days are Seoul's.
 */
import { STAT_MAX_DAYS, type StatGranularity, type StatisticsQuery } from '@oa/contract/statistics';
import { SEOUL_DISTRICT_NAMES } from '@oa/contract/seoul';
import { seoulParts } from '@oa/ui/format';

export type StatisticsFilter = 'period' | 'asOf' | 'granularity' | 'client' | 'district' | 'machine';

/** What a page filters by, and its default period. */
export interface StatisticsPageFilters {
  filters: readonly StatisticsFilter[];
  /** The default period, from today: the last N days, or the last N months from the 1st (today's month included). */
  period: { days: number } | { months: number };
  /** The default bucket (pages with `granularity`); monthly pages are always 'month'. */
  granularity?: StatGranularity;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in Seoul, 'YYYY-MM-DD'. A seam for stories and tests, which fix it. */
export const statisticsClock = {
  today: (): string => {
    const parts = seoulParts(new Date());
    return parts === null ? '' : `${parts.year}-${parts.month}-${parts.day}`;
  },
};

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` moved by `days` (negative: back). */
export const addDays = (day: string, days: number) => dayOf(utc(day) + days * 86_400_000);

/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) => Math.round((utc(to) - utc(from)) / 86_400_000) + 1;

/** The 1st of the month `months` before `day`'s month. */
export function monthStart(day: string, monthsBack = 0): string {
  const date = new Date(utc(day));
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - monthsBack);
  return dayOf(date.getTime());
}

/** The page's default period, ending today. */
export function defaultPeriod(page: StatisticsPageFilters, today: string): { from: string; to: string } {
  const from = 'days' in page.period ? addDays(today, 1 - page.period.days) : monthStart(today, page.period.months - 1);
  return { from, to: today };
}

/** A real day written 'YYYY-MM-DD' ('2026-02-30' is not one: it does not come back the same from the calendar). */
const isDay = (value: string | null): value is string =>
  value !== null && DAY.test(value) && !Number.isNaN(utc(value)) && dayOf(utc(value)) === value;

/**
 * The query the URL asks for, with the page's defaults where it says nothing or says something unusable (a bad
 * day, a reversed or too long period, an unknown district): a hand-edited URL still opens a page.
 */
export function readStatisticsQuery(
  params: URLSearchParams,
  page: StatisticsPageFilters,
  today: string,
): StatisticsQuery {
  const has = (filter: StatisticsFilter) => page.filters.includes(filter);
  const fallback = defaultPeriod(page, today);
  const from = params.get('from');
  const to = params.get('to');
  const periodOk =
    isDay(from) && isDay(to) && from <= to && daysBetween(from, to) <= STAT_MAX_DAYS && (has('period') || from === to);
  const query: StatisticsQuery = periodOk ? { from, to } : fallback;
  if (has('asOf')) {
    const asOf = params.get('to');
    query.from = isDay(asOf) ? asOf : today;
    query.to = query.from;
  }
  if (has('granularity')) {
    const granularity = params.get('granularity');
    query.granularity =
      granularity === 'day' || granularity === 'week' || granularity === 'month'
        ? granularity
        : (page.granularity ?? 'day');
  } else if (page.granularity !== undefined) {
    query.granularity = page.granularity;
  }
  const clientId = Number(params.get('clientId'));
  if (has('client') && Number.isInteger(clientId) && clientId > 0) query.clientId = clientId;
  const district = params.get('district');
  if (has('district') && district !== null && (SEOUL_DISTRICT_NAMES as readonly string[]).includes(district))
    query.district = district;
  const machineId = params.get('machineId')?.trim().toUpperCase();
  if (has('machine') && machineId !== undefined && machineId !== '') query.machineId = machineId;
  return query;
}

/** The URL's query string for `query`: what differs from the page's defaults. */
export function statisticsSearch(query: StatisticsQuery, page: StatisticsPageFilters, today: string): string {
  const search = new URLSearchParams();
  const fallback = defaultPeriod(page, today);
  if (page.filters.includes('asOf')) {
    if (query.to !== today) search.set('to', query.to);
  } else if (query.from !== fallback.from || query.to !== fallback.to) {
    search.set('from', query.from);
    search.set('to', query.to);
  }
  if (page.filters.includes('granularity') && query.granularity !== undefined && query.granularity !== page.granularity)
    search.set('granularity', query.granularity);
  if (query.clientId !== undefined) search.set('clientId', String(query.clientId));
  if (query.district !== undefined) search.set('district', query.district);
  if (query.machineId !== undefined) search.set('machineId', query.machineId);
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The query as the server's query string (every field given). */
export function statisticsParams(query: StatisticsQuery): string {
  const search = new URLSearchParams({ from: query.from, to: query.to });
  if (query.granularity !== undefined) search.set('granularity', query.granularity);
  if (query.clientId !== undefined) search.set('clientId', String(query.clientId));
  if (query.district !== undefined) search.set('district', query.district);
  if (query.machineId !== undefined) search.set('machineId', query.machineId);
  return search.toString();
}

/** A period's problem in Korean (the filter form's message), or null. */
export function periodProblem(from: string, to: string): string | null {
  if (!isDay(from) || !isDay(to)) return '기간을 선택해 주세요.';
  if (from > to) return '시작일이 종료일보다 늦습니다.';
  if (daysBetween(from, to) > STAT_MAX_DAYS)
    return `기간은 최대 ${String(STAT_MAX_DAYS)}일(2년)까지 조회할 수 있습니다.`;
  return null;
}
