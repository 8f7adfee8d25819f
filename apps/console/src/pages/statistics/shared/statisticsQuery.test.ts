import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  defaultPeriod,
  monthStart,
  periodProblem,
  readStatisticsQuery,
  statisticsParams,
  statisticsSearch,
  type StatisticsPageFilters,
} from './statisticsQuery';

const TODAY = '2026-11-26';
const usage: StatisticsPageFilters = {
  filters: ['period', 'granularity', 'client', 'district', 'machine'],
  period: { days: 30 },
  granularity: 'day',
};
const monthly: StatisticsPageFilters = {
  filters: ['period', 'client', 'district', 'machine'],
  period: { months: 12 },
  granularity: 'month',
};
const installs: StatisticsPageFilters = { filters: ['asOf', 'client', 'district'], period: { days: 1 } };

describe('the period helpers', () => {
  it('counts days with both ends and moves across months and years', () => {
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(30);
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(monthStart('2026-11-26', 11)).toBe('2025-12-01');
    expect(monthStart('2026-03-31', 1)).toBe('2026-02-01');
  });

  it('defaults to the last 30 days, or the last 12 months from the 1st', () => {
    expect(defaultPeriod(usage, TODAY)).toEqual({ from: '2026-10-28', to: TODAY });
    expect(defaultPeriod(monthly, TODAY)).toEqual({ from: '2025-12-01', to: TODAY });
  });
});

describe('readStatisticsQuery and statisticsSearch', () => {
  it('reads the defaults from an empty URL, and writes nothing for them', () => {
    const query = readStatisticsQuery(new URLSearchParams(), usage, TODAY);
    expect(query).toEqual({ from: '2026-10-28', to: TODAY, granularity: 'day' });
    expect(statisticsSearch(query, usage, TODAY)).toBe('');
  });

  it('round-trips every filter the page has', () => {
    const search =
      '?from=2026-01-01&to=2026-06-30&granularity=week&clientId=3&district=%EA%B0%95%EB%82%A8%EA%B5%AC&machineId=WB-GN-0001';
    const query = readStatisticsQuery(new URLSearchParams(search), usage, TODAY);
    expect(query).toEqual({
      from: '2026-01-01',
      to: '2026-06-30',
      granularity: 'week',
      clientId: 3,
      district: '강남구',
      machineId: 'WB-GN-0001',
    });
    expect(statisticsSearch(query, usage, TODAY)).toBe(search);
    expect(statisticsParams(query)).toContain('granularity=week');
  });

  it('falls back to the defaults for what a hand-edited URL gets wrong', () => {
    const query = readStatisticsQuery(
      new URLSearchParams('from=2026-12-01&to=2026-01-01&granularity=hour&clientId=x&district=부산&machineId=%20'),
      usage,
      TODAY,
    );
    expect(query).toEqual({ from: '2026-10-28', to: TODAY, granularity: 'day' });
    const tooLong = readStatisticsQuery(new URLSearchParams('from=2020-01-01&to=2026-01-01'), usage, TODAY);
    expect(tooLong.from).toBe('2026-10-28');
    // A day the calendar does not have (not read as 2026-03-02).
    const notADay = readStatisticsQuery(new URLSearchParams('from=2026-02-30&to=2026-03-10'), usage, TODAY);
    expect(notADay.from).toBe('2026-10-28');
  });

  it('ignores the filters a page does not have; the monthly pages are always by month', () => {
    const query = readStatisticsQuery(new URLSearchParams('granularity=day&machineId=WB-1'), installs, TODAY);
    expect(query).toEqual({ from: TODAY, to: TODAY });
    expect(readStatisticsQuery(new URLSearchParams('granularity=day'), monthly, TODAY).granularity).toBe('month');
  });

  it('reads the as-of day of install-status from `to`', () => {
    const query = readStatisticsQuery(new URLSearchParams('to=2026-06-30&district=강남구'), installs, TODAY);
    expect(query).toEqual({ from: '2026-06-30', to: '2026-06-30', district: '강남구' });
    expect(statisticsSearch(query, installs, TODAY)).toBe('?to=2026-06-30&district=%EA%B0%95%EB%82%A8%EA%B5%AC');
  });
});

describe('periodProblem', () => {
  it('says in Korean what is wrong with a period', () => {
    expect(periodProblem('', '')).toBe('기간을 선택해 주세요.');
    expect(periodProblem('2026-02-01', '2026-01-01')).toBe('시작일이 종료일보다 늦습니다.');
    expect(periodProblem('2020-01-01', '2026-01-01')).toMatch(/최대 731일/);
    expect(periodProblem('2026-01-01', '2026-01-31')).toBeNull();
  });
});
