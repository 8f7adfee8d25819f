/**
 * The return history's filter form on the contract's RETURN_EVENT_LIST: the return machine and the cup by their
 * exact ids (typed in upper case, as ids are), the district, the result, and the period in whole Seoul days.
 */
import type { ListSort } from '@oa/api';
import { RETURN_RESULTS, type RETURN_EVENT_LIST } from '@oa/contract/cup';
import { listFilterForm } from '../../../app/lists/listFilterForm';
import { upperId } from '../shared/cupFilters';

export const RETURN_EVENT_DEFAULT_SORT: ListSort = { key: 'at', direction: 'DESC' };

export const RETURN_EVENT_FILTERS = listFilterForm<typeof RETURN_EVENT_LIST>()({
  machineId: { op: 'eq', normalize: upperId },
  cuid: { op: 'eq', normalize: upperId },
  district: 'eq',
  result: { op: 'eq', accept: RETURN_RESULTS },
  at: 'days',
});
