import { describe, expect, it } from 'vitest';
import { clampPage, getPageCount, getPageGroup } from './pageGroup';

describe('getPageCount', () => {
  it('rounds a partial last page up', () => {
    expect(getPageCount(253, 10)).toBe(26);
    expect(getPageCount(250, 10)).toBe(25);
    expect(getPageCount(253, 100)).toBe(3);
  });

  it('is 1 for an empty list, so page 1 still shows', () => {
    expect(getPageCount(0, 10)).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps a stale page inside the list', () => {
    expect(clampPage(30, 4)).toBe(4);
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(-3, 4)).toBe(1);
    expect(clampPage(Number.NaN, 4)).toBe(1);
  });
});

describe('getPageGroup', () => {
  it('shows pages 1-10 in the first group with no previous group', () => {
    const g = getPageGroup({ page: 1, pageSize: 10, total: 253 });
    expect(g.group).toBe(1);
    expect(g.pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(g.prevGroupPage).toBeNull();
    expect(g.nextGroupPage).toBe(11);
    expect(g.pageCount).toBe(26);
    expect(g.groupCount).toBe(3);
  });

  it('keeps page 10 in the first group and moves page 11 to the second (group boundary)', () => {
    expect(getPageGroup({ page: 10, pageSize: 10, total: 253 }).pages[9]).toBe(10);
    expect(getPageGroup({ page: 10, pageSize: 10, total: 253 }).group).toBe(1);
    const g = getPageGroup({ page: 11, pageSize: 10, total: 253 });
    expect(g.group).toBe(2);
    expect(g.pages).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(g.prevGroupPage).toBe(10);
    expect(g.nextGroupPage).toBe(21);
  });

  it('ends with a partial last group and no next group', () => {
    const g = getPageGroup({ page: 26, pageSize: 10, total: 253 });
    expect(g.group).toBe(3);
    expect(g.pages).toEqual([21, 22, 23, 24, 25, 26]);
    expect(g.nextGroupPage).toBeNull();
    expect(g.prevGroupPage).toBe(20);
  });

  it('has no next group when the last group is exactly full', () => {
    const g = getPageGroup({ page: 12, pageSize: 10, total: 200 });
    expect(g.pages).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(g.nextGroupPage).toBeNull();
  });

  it('shows a single page 1 for an empty list', () => {
    const g = getPageGroup({ page: 1, pageSize: 10, total: 0 });
    expect(g.pages).toEqual([1]);
    expect(g.pageCount).toBe(1);
    expect(g.prevGroupPage).toBeNull();
    expect(g.nextGroupPage).toBeNull();
  });

  it('clamps a page beyond the end to the last page and its group', () => {
    const g = getPageGroup({ page: 40, pageSize: 50, total: 253 });
    expect(g.page).toBe(6);
    expect(g.pages).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('honours another group size', () => {
    const g = getPageGroup({ page: 7, pageSize: 10, total: 253, groupSize: 5 });
    expect(g.pages).toEqual([6, 7, 8, 9, 10]);
    expect(g.prevGroupPage).toBe(5);
    expect(g.nextGroupPage).toBe(11);
  });
});
