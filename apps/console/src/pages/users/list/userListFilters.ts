/**
 * The user list's filter form and the list contract's filters (packages/contract/src/users.ts "List fields"): each
 * form field is one filter, so the form is filled from the URL and the URL from the form. Empty means 전체.
 */
import type { ListFilter } from '@oa/api';
import { equalsFilter, textFilter } from '../../../app/lists/listFilters';

export interface UserFilterValues {
  /** loginId, name or email (`q:like:`). */
  q: string;
  status: string;
  groupId: string;
  clientId: string;
}

export type UserFilterName = keyof UserFilterValues;

export const EMPTY_USER_FILTERS: UserFilterValues = { q: '', status: '', groupId: '', clientId: '' };

export function userFilters(values: UserFilterValues): ListFilter[] {
  return [
    ...textFilter('q', values.q),
    ...equalsFilter('status', values.status),
    ...equalsFilter('groupId', values.groupId),
    ...equalsFilter('clientId', values.clientId),
  ];
}

export function userFilterValues(filterValue: (field: string) => string): UserFilterValues {
  return {
    q: filterValue('q'),
    status: filterValue('status'),
    groupId: filterValue('groupId'),
    clientId: filterValue('clientId'),
  };
}
