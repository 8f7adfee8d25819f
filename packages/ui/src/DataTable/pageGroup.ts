/**
 * Page-group arithmetic of the list pagination (spec §3 "currentPage starts at 1, pageGroup 1"; §9 default page
 * size 10). Pure functions, so the boundaries are unit-tested without rendering.
 */

/** Pages shown at once: 1-10, 11-20, ... */
export const DEFAULT_PAGE_GROUP_SIZE = 10;

/** spec §9: default page size 10. */
export const DEFAULT_PAGE_SIZE = 10;

/** The page sizes an operator can pick. */
export const DEFAULT_PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 50, 100];

/**
 * The number of pages for `total` rows. Never less than 1: an empty list still shows page 1, so the
 * pagination keeps its place instead of disappearing and reappearing as filters change.
 */
export function getPageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0)) return 1;
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** A page number brought into 1..pageCount (a stale URL can ask for page 30 of a list that now has 4). */
export function clampPage(page: number, pageCount: number): number {
  const whole = Number.isFinite(page) ? Math.trunc(page) : 1;
  return Math.min(Math.max(1, whole), Math.max(1, pageCount));
}

export interface PageGroupInput {
  /** The current page, 1-based. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Rows in the whole list (server total). */
  total: number;
  /** Pages per group. Default 10. */
  groupSize?: number;
}

export interface PageGroup {
  /** The current page, clamped to 1..pageCount. */
  page: number;
  /** Pages in the list, at least 1. */
  pageCount: number;
  /** The current group, 1-based (spec §3 pageGroup). */
  group: number;
  /** Groups in the list, at least 1. */
  groupCount: number;
  /** The page numbers of the current group, e.g. [11, ..., 20] or the last partial group [21, 22, 23]. */
  pages: number[];
  /** Where 'previous group' goes: the last page of the previous group, or null in the first group. */
  prevGroupPage: number | null;
  /** Where 'next group' goes: the first page of the next group, or null in the last group. */
  nextGroupPage: number | null;
}

/** The group of pages around `page`, and where the group buttons lead. */
export function getPageGroup({
  page,
  pageSize,
  total,
  groupSize = DEFAULT_PAGE_GROUP_SIZE,
}: PageGroupInput): PageGroup {
  const size = Math.max(1, Math.trunc(groupSize));
  const pageCount = getPageCount(total, pageSize);
  const current = clampPage(page, pageCount);
  const group = Math.ceil(current / size);
  const groupCount = Math.ceil(pageCount / size);
  const first = (group - 1) * size + 1;
  const last = Math.min(group * size, pageCount);
  const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return {
    page: current,
    pageCount,
    group,
    groupCount,
    pages,
    prevGroupPage: group > 1 ? first - 1 : null,
    nextGroupPage: group < groupCount ? last + 1 : null,
  };
}
