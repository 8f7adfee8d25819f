/**
 * The refund list's filter form on the contract's REFUND_LIST: the state, the message's state, 자동/수동, the cup
 * by its exact id (upper case), the remittance batch (the batches' links open the list on one), and the request
 * period in whole Seoul days.
 */
import type { ListSort } from '@oa/api';
import { MESSAGE_STATES, REFUND_STATES } from '@oa/contract/cup';
import type { REFUND_LIST } from '@oa/contract/cupMoney';
import { listFilterForm } from '../../../app/lists/listFilterForm';
import { upperId } from '../shared/cupFilters';

export const REFUND_DEFAULT_SORT: ListSort = { key: 'requestedAt', direction: 'DESC' };

export const REFUND_FILTERS = listFilterForm<typeof REFUND_LIST>()({
  state: { op: 'eq', accept: REFUND_STATES },
  messageState: { op: 'eq', accept: MESSAGE_STATES },
  manual: { op: 'eq', accept: ['true', 'false'] },
  cuid: { op: 'eq', normalize: upperId },
  batchId: { op: 'eq', normalize: (text: string) => text.replace(/\D/g, '') },
  requestedAt: 'days',
});
