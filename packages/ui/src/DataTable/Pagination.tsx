import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { DEFAULT_PAGE_GROUP_SIZE, getPageGroup } from './pageGroup';
import * as s from './Pagination.css';

/** Every text of the pagination (Korean by default). Visible texts are part of their accessible names. */
export interface PaginationLabels {
  /** The landmark's name. Default '페이지 탐색'. */
  navigation: string;
  /** Visible text of the first-page button. Default '처음'. */
  first: string;
  /** Accessible name of the first-page button. Default '처음 페이지'. */
  firstPage: string;
  /** Visible text of the previous-group button. Default '이전'. */
  previous: string;
  /** Accessible name of the previous-group button. Default '이전 페이지 묶음'. */
  previousGroup: string;
  /** Visible text of the next-group button. Default '다음'. */
  next: string;
  /** Accessible name of the next-group button. Default '다음 페이지 묶음'. */
  nextGroup: string;
  /** Visible text of the last-page button. Default '마지막'. */
  last: string;
  /** Accessible name of the last-page button. Default '마지막 페이지'. */
  lastPage: string;
  /** Accessible name of a page button. Default `${page} 페이지` (the visible number stays a word of the name, WCAG 2.5.3). */
  page: (page: number) => string;
}

export const DEFAULT_PAGINATION_LABELS: PaginationLabels = {
  navigation: '페이지 탐색',
  first: '처음',
  firstPage: '처음 페이지',
  previous: '이전',
  previousGroup: '이전 페이지 묶음',
  next: '다음',
  nextGroup: '다음 페이지 묶음',
  last: '마지막',
  lastPage: '마지막 페이지',
  page: (page) => `${String(page)} 페이지`,
};

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** The current page, 1-based (spec §3: starts at 1). Controlled: the console keeps it in the URL. */
  page: number;
  /** Rows per page (spec §9: default 10). */
  pageSize: number;
  /** Rows in the whole list, from the server. */
  total: number;
  /** Called with the page to show. Not called for the current page or an unavailable button. */
  onPageChange: (page: number) => void;
  /** Page buttons shown at once. Default 10 (1-10, 11-20, ...). */
  groupSize?: number;
  /** Overrides of the Korean texts. */
  labels?: Partial<PaginationLabels>;
}

/**
 * Page navigation of a server-side list: 처음 · 이전 · 1-10 · 다음 · 마지막. Pages come in groups of 10; 이전 and
 * 다음 move a whole group (to the last page of the previous group, the first page of the next). The current page
 * is marked aria-current="page". Buttons that lead nowhere are aria-disabled, so keyboard focus stays on them.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  groupSize = DEFAULT_PAGE_GROUP_SIZE,
  labels: labelOverrides,
  className,
  ...rest
}: PaginationProps) {
  const labels = { ...DEFAULT_PAGINATION_LABELS, ...labelOverrides };
  const group = getPageGroup({ page, pageSize, total, groupSize });
  const go = (target: number | null) => {
    if (target === null || target === group.page) return;
    onPageChange(target);
  };

  const stepButton = (label: string, text: string, target: number | null, icon: ReactNode, iconAfter = false) => {
    const unavailable = target === null || target === group.page;
    const iconSpan = (
      <span className={s.icon} aria-hidden>
        {icon}
      </span>
    );
    return (
      <li>
        <button
          type="button"
          className={s.step}
          aria-label={label}
          aria-disabled={unavailable || undefined}
          onClick={() => {
            go(target);
          }}
        >
          {!iconAfter && iconSpan}
          {text}
          {iconAfter && iconSpan}
        </button>
      </li>
    );
  };

  return (
    <nav aria-label={labels.navigation} className={clsx(s.nav, className)} {...rest}>
      <ul className={s.list}>
        {stepButton(labels.firstPage, labels.first, 1, <ChevronsLeft size={16} />)}
        {stepButton(labels.previousGroup, labels.previous, group.prevGroupPage, <ChevronLeft size={16} />)}
        {group.pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={s.pageButton}
              aria-label={labels.page(n)}
              aria-current={n === group.page ? 'page' : undefined}
              onClick={() => {
                go(n);
              }}
            >
              {n}
            </button>
          </li>
        ))}
        {stepButton(labels.nextGroup, labels.next, group.nextGroupPage, <ChevronRight size={16} />, true)}
        {stepButton(labels.lastPage, labels.last, group.pageCount, <ChevronsRight size={16} />, true)}
      </ul>
    </nav>
  );
}
