/**
 * The user list's filter form on the contract's USER_LIST: each form field is one filter, so the form is filled
 * from the URL and the URL from the form. Empty means 전체.
 */
import type { USER_LIST } from '@oa/contract/users';
import { listFilterForm } from '../../../app/lists/listFilterForm';

/** `q`: loginId, name or email. */
export const USER_FILTERS = listFilterForm<typeof USER_LIST>()({
  q: 'like',
  status: 'eq',
  groupId: 'eq',
  clientId: 'eq',
});
