/** 박스 ID 관리's filter form on BOX_LIST: the box number or part of it (upper case), its state, in service or not. */
import type { ListSort } from '@oa/api';
import type { BOX_LIST } from '@oa/contract/cupLife';
import { listFilterForm } from '../../../app/lists/listFilterForm';
import { upperId } from '../shared/cupFilters';

export const BOX_DEFAULT_SORT: ListSort = { key: 'updatedAt', direction: 'DESC' };

export const BOX_FILTERS = listFilterForm<typeof BOX_LIST>()({
  boxNumber: { op: 'like', normalize: upperId },
  state: { op: 'eq', accept: ['EMPTY', 'PACKED', 'SHIPPING', 'DELIVERED', 'RETURNED'] },
  retired: { op: 'eq', accept: ['true', 'false'] },
});
