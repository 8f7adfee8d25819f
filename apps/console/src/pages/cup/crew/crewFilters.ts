/**
 * The crew lists' filter form (충전 이력, 회수 이력: REFILL_LIST and RETRIEVAL_LIST are the same fields): the
 * machine by its id or part of it (upper case), the district, 자동/수동, and the period in whole Seoul days.
 */
import type { ListSort } from '@oa/api';
import type { REFILL_LIST } from '@oa/contract/cupMoney';
import { listFilterForm } from '../../../app/lists/listFilterForm';
import { upperId } from '../shared/cupFilters';

export const CREW_DEFAULT_SORT: ListSort = { key: 'at', direction: 'DESC' };

export const CREW_FILTERS = listFilterForm<typeof REFILL_LIST>()({
  machineId: { op: 'like', normalize: upperId },
  district: 'eq',
  manual: { op: 'eq', accept: ['true', 'false'] },
  at: 'days',
});
