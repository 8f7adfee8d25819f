import { describe, expect, it } from 'vitest';
import { parseListParams } from '@oa/api';
import { dayRangeFilter, dayRangeOf, nextDay, NO_DAYS } from './listFilters';

const queryOf = (search: string) => parseListParams(new URLSearchParams(search));

describe('day ranges', () => {
  it('counts days across months, years and leap days', () => {
    expect(nextDay('2026-01-31')).toBe('2026-02-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('includes the last day to its end (bte up to the next day)', () => {
    expect(dayRangeFilter('at', { from: '2026-11-01', to: '2026-11-30' })).toEqual([
      { field: 'at', op: 'bte', value: ['2026-11-01', '2026-12-01'] },
    ]);
  });

  it('sends nothing for an incomplete range', () => {
    expect(dayRangeFilter('at', NO_DAYS)).toEqual([]);
    expect(dayRangeFilter('at', { from: '2026-11-01', to: '' })).toEqual([]);
  });

  it('reads the range back from the URL as the user chose it', () => {
    expect(dayRangeOf(queryOf('filter=at:bte:2026-11-01,2026-12-01'), 'at')).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(dayRangeOf(queryOf('filter=at:bte:yesterday,today'), 'at')).toEqual(NO_DAYS);
    expect(dayRangeOf(queryOf(''), 'at')).toEqual(NO_DAYS);
  });
});
