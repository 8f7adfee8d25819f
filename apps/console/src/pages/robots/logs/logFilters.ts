/**
 * The communication log's search form and the list contract's filters (robot-logs: machineId, type, at), both
 * ways: the form is filled from the URL on load and written back to it on 검색.
 */
import { ROBOT_LOG_TYPES, type ListFilter, type ListSort, type RobotLogType } from '@oa/api';
import { dayRangeFilter, dayRangeOf, equalsFilter, textFilter } from '../../../app/lists/listFilters';

/** The log's default order: newest first (contract: robot-logs sort by `at`). Module-level for useListUrlState. */
export const LOG_DEFAULT_SORT: ListSort = { key: 'at', direction: 'DESC' };

export interface LogSearchForm {
  /** Part of a machine id ('' = every robot). */
  machineId: string;
  type: RobotLogType | '';
  /** Seoul days 'YYYY-MM-DD', both '' for any time; `to` included. */
  from: string;
  to: string;
}

export const EMPTY_LOG_SEARCH: LogSearchForm = { machineId: '', type: '', from: '', to: '' };

const isLogType = (value: string): value is RobotLogType => (ROBOT_LOG_TYPES as readonly string[]).includes(value);

/**
 * The filters of a search. The period is `at:bte:<from>,<day after to>`: the server reads a day as its start in
 * Asia/Seoul and `bte` excludes the end, so the last chosen day is included whole.
 */
export function logFilters(form: LogSearchForm): ListFilter[] {
  return [
    ...textFilter('machineId', form.machineId.toUpperCase()),
    ...equalsFilter('type', form.type),
    ...dayRangeFilter('at', form),
  ];
}

/** The form shown for the URL's filters (the inverse of `logFilters`; anything else is ignored). */
export function logSearchForm(filters: readonly ListFilter[]): LogSearchForm {
  const form: LogSearchForm = { ...EMPTY_LOG_SEARCH, ...dayRangeOf({ filters: [...filters] }, 'at') };
  for (const filter of filters) {
    if (filter.field === 'machineId' && !Array.isArray(filter.value)) form.machineId = String(filter.value);
    if (filter.field === 'type' && typeof filter.value === 'string' && isLogType(filter.value))
      form.type = filter.value;
  }
  return form;
}
