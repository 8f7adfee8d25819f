/**
 * The communication log's search form on the contract's ROBOT_LOG_LIST, both ways: the form is filled from the
 * URL on load and written back to it on 검색. The period is whole Seoul days (`at:bte:<from>,<day after to>`).
 */
import { ROBOT_LOG_TYPES, type ListSort } from '@oa/api';
import type { ROBOT_LOG_LIST } from '@oa/contract/robots';
import { listFilterForm } from '../../../app/lists/listFilterForm';

/** The log's default order: newest first (contract: robot-logs sort by `at`). Module-level for useListUrlState. */
export const LOG_DEFAULT_SORT: ListSort = { key: 'at', direction: 'DESC' };

export const LOG_FILTERS = listFilterForm<typeof ROBOT_LOG_LIST>()({
  // Part of a machine id, written in upper case as machine ids are.
  machineId: { op: 'like', normalize: (text: string) => text.toUpperCase() },
  type: { op: 'eq', accept: ROBOT_LOG_TYPES },
  at: 'days',
});
