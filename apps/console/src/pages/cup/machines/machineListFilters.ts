/**
 * The machine lists' filter form on the contract's CUP_MACHINE_LIST: each form field one filter, so the form is
 * filled from the URL and the URL from the form. Empty means "no filter" (전체).
 */
import type { CUP_MACHINE_LIST } from '@oa/contract/cup';
import { listFilterForm } from '../../../app/lists/listFilterForm';

export const MACHINE_FILTERS = listFilterForm<typeof CUP_MACHINE_LIST>()({
  q: 'like',
  district: 'eq',
  state: 'eq',
  levelBand: 'eq',
  online: 'eq',
});
