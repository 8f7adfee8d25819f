/**
 * The communication log's search form and the list contract's filters (robot-logs: machineId, type, at), both
 * ways: the form is filled from the URL on load and written back to it on 검색.
 */
import { ROBOT_LOG_TYPES, type ListFilter, type ListSort, type RobotLogType } from '@oa/api';

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

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day 'YYYY-MM-DD' (the URL is user input). */
function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The day `amount` days after `day` (calendar arithmetic, no time zone involved). */
function addDays(day: string, amount: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + amount);
  return date.toISOString().slice(0, 10);
}

const isLogType = (value: string): value is RobotLogType => (ROBOT_LOG_TYPES as readonly string[]).includes(value);

/**
 * The filters of a search. The period is `at:bte:<from>,<day after to>`: the server reads a day as its start in
 * Asia/Seoul and `bte` excludes the end, so the last chosen day is included whole.
 */
export function logFilters(form: LogSearchForm): ListFilter[] {
  const filters: ListFilter[] = [];
  const machineId = form.machineId.trim().toUpperCase();
  if (machineId !== '') filters.push({ field: 'machineId', op: 'like', value: machineId });
  if (form.type !== '') filters.push({ field: 'type', op: 'eq', value: form.type });
  if (isCalendarDay(form.from) && isCalendarDay(form.to)) {
    filters.push({ field: 'at', op: 'bte', value: [form.from, addDays(form.to, 1)] });
  }
  return filters;
}

/** The form shown for the URL's filters (the inverse of `logFilters`; anything else is ignored). */
export function logSearchForm(filters: readonly ListFilter[]): LogSearchForm {
  const form: LogSearchForm = { ...EMPTY_LOG_SEARCH };
  for (const filter of filters) {
    if (filter.field === 'machineId' && !Array.isArray(filter.value)) form.machineId = String(filter.value);
    if (filter.field === 'type' && typeof filter.value === 'string' && isLogType(filter.value))
      form.type = filter.value;
    if (filter.field === 'at' && filter.op === 'bte') {
      const [from, end] = filter.value.map(String);
      if (from !== undefined && end !== undefined && isCalendarDay(from) && isCalendarDay(end) && from < end) {
        form.from = from;
        form.to = addDays(end, -1);
      }
    }
  }
  return form;
}
