/**
 * The robot list's filter form on the contract's ROBOT_LIST: each form field is one filter, so the form is filled
 * from the URL and the URL from the form. Empty means "no filter" (전체).
 */
import type { ROBOT_LIST } from '@oa/contract/robots';
import { listFilterForm } from '../../../app/lists/listFilterForm';

export const ROBOT_FILTERS = listFilterForm<typeof ROBOT_LIST>()({
  q: 'like',
  clientId: 'eq',
  district: 'eq',
  generation: 'eq',
  operationState: 'eq',
  // Some bin is in this state.
  capacityState: 'any',
});
