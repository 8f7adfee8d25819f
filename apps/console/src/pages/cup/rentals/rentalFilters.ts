/**
 * The rental lists' filter form on the contract's RENTAL_LIST: the rental machine and the cup by their exact ids
 * (typed in upper case, as ids are), the state, and the rental period in whole Seoul days.
 */
import type { ListSort } from '@oa/api';
import { RENTAL_STATES, type RENTAL_LIST } from '@oa/contract/cup';
import { listFilterForm } from '../../../app/lists/listFilterForm';
import { upperId } from '../shared/cupFilters';

export const RENTAL_DEFAULT_SORT: ListSort = { key: 'rentedAt', direction: 'DESC' };

export const RENTAL_FILTERS = listFilterForm<typeof RENTAL_LIST>()({
  machineId: { op: 'eq', normalize: upperId },
  cuid: { op: 'eq', normalize: upperId },
  state: { op: 'eq', accept: RENTAL_STATES },
  rentedAt: 'days',
});
