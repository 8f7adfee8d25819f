import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, DEFAULT_SORT_OPTIONS, ariaSortFor, findSortOption, sortValue, toggleSort } from './sort';

describe('toggleSort', () => {
  it('starts a newly clicked column ascending by default', () => {
    expect(toggleSort(DEFAULT_SORT, 'name')).toEqual({ key: 'name', direction: 'ASC' });
  });

  it('starts at the column’s first direction (dates newest first)', () => {
    expect(toggleSort(DEFAULT_SORT, 'installedAt', 'DESC')).toEqual({ key: 'installedAt', direction: 'DESC' });
  });

  it('flips the direction of the column already sorted, and never clears it', () => {
    const asc = toggleSort(undefined, 'name');
    const desc = toggleSort(asc, 'name');
    expect(desc).toEqual({ key: 'name', direction: 'DESC' });
    expect(toggleSort(desc, 'name')).toEqual({ key: 'name', direction: 'ASC' });
  });

  it('flips the default createdAt DESC to ASC', () => {
    expect(toggleSort(DEFAULT_SORT, 'createdAt', 'DESC')).toEqual({ key: 'createdAt', direction: 'ASC' });
  });
});

describe('ariaSortFor', () => {
  it('describes only the sorted column', () => {
    expect(ariaSortFor({ key: 'name', direction: 'ASC' }, 'name')).toBe('ascending');
    expect(ariaSortFor({ key: 'name', direction: 'DESC' }, 'name')).toBe('descending');
    expect(ariaSortFor({ key: 'name', direction: 'DESC' }, 'client')).toBe('none');
    expect(ariaSortFor(undefined, 'name')).toBe('none');
  });
});

describe('sort options', () => {
  it('defaults to 최신순 (createdAt DESC) first, with 오래된순', () => {
    expect(DEFAULT_SORT_OPTIONS.map((o) => o.label)).toEqual(['최신순', '오래된순']);
    expect(findSortOption(DEFAULT_SORT_OPTIONS, DEFAULT_SORT)?.label).toBe('최신순');
    expect(findSortOption(DEFAULT_SORT_OPTIONS, { key: 'createdAt', direction: 'ASC' })?.label).toBe('오래된순');
  });

  it('finds no option for a column sort the select does not offer', () => {
    expect(findSortOption(DEFAULT_SORT_OPTIONS, { key: 'name', direction: 'ASC' })).toBeUndefined();
  });

  it('encodes a sort as a distinct option value', () => {
    expect(sortValue(DEFAULT_SORT)).toBe('createdAt:DESC');
    expect(sortValue({ key: 'createdAt', direction: 'ASC' })).not.toBe(sortValue(DEFAULT_SORT));
  });
});
