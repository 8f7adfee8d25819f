/**
 * The robot list's filter form and the list contract's filters (packages/contract/src/robots.ts): each form field
 * is one filter, so the form is filled from the URL and the URL from the form. Empty means "no filter" (전체).
 */
import type { ListFilter } from '@oa/api';

export interface RobotFilterValues {
  clientId: string;
  district: string;
  generation: string;
  operationState: string;
  /** Some bin is in this state (`capacityState:any:FULL`). */
  capacityState: string;
  /** Machine id, name or address (`q:like:`). */
  q: string;
}

export type RobotFilterName = keyof RobotFilterValues;

export const EMPTY_ROBOT_FILTERS: RobotFilterValues = {
  clientId: '',
  district: '',
  generation: '',
  operationState: '',
  capacityState: '',
  q: '',
};

/** Each field's operator, in the order filters are written to the URL. */
const OPERATORS: readonly (readonly [RobotFilterName, 'eq' | 'any' | 'like'])[] = [
  ['q', 'like'],
  ['clientId', 'eq'],
  ['district', 'eq'],
  ['generation', 'eq'],
  ['operationState', 'eq'],
  ['capacityState', 'any'],
];

/** The form's values as list filters (empty fields left out; the text trimmed). */
export function robotFilters(values: RobotFilterValues): ListFilter[] {
  const filters: ListFilter[] = [];
  for (const [field, op] of OPERATORS) {
    const value = values[field].trim();
    if (value !== '') filters.push({ field, op, value });
  }
  return filters;
}

/** The form filled from the URL's filters (`filterValue` of useListUrlState). */
export function robotFilterValues(filterValue: (field: string) => string): RobotFilterValues {
  return {
    clientId: filterValue('clientId'),
    district: filterValue('district'),
    generation: filterValue('generation'),
    operationState: filterValue('operationState'),
    capacityState: filterValue('capacityState'),
    q: filterValue('q'),
  };
}
