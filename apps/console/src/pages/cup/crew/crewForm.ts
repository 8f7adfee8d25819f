/**
 * The crew's manual entries: 수동 충전 (a delivered box's cups loaded into a rental machine by hand) and 수동 입고
 * (a return machine's cups received at the washing site by hand). Ids are sent as ids are written (upper case),
 * the reason is required; checked in Korean before sending. The request id is made once per dialog, so a second
 * 확인 (or a retry after a lost answer) enters it once.
 */
import type { ManualReceivingInput, ManualRefillInput } from '@oa/contract/cupMoney';
import type { FieldErrors } from '../../../app/forms/useForm';
import { upperId } from '../shared/cupFilters';
import { reasonProblem } from '../shared/reason';

export type CrewEntryKind = 'refill' | 'receiving';

export interface CrewEntryValues {
  machineId: string;
  /** 수동 충전 only. */
  boxNumber: string;
  reason: string;
}

export const EMPTY_CREW_ENTRY: CrewEntryValues = { machineId: '', boxNumber: '', reason: '' };

export function validateCrewEntry(kind: CrewEntryKind, values: CrewEntryValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.machineId.trim() === '')
    errors.machineId = kind === 'refill' ? '대여기 ID를 입력해 주세요.' : '반납기 ID를 입력해 주세요.';
  if (kind === 'refill' && values.boxNumber.trim() === '') errors.boxNumber = '박스 번호를 입력해 주세요.';
  const reason = reasonProblem(values.reason);
  if (reason !== null) errors.reason = reason;
  return errors;
}

export const refillInput = (values: CrewEntryValues, requestId: string): ManualRefillInput => ({
  requestId,
  machineId: upperId(values.machineId),
  boxNumber: upperId(values.boxNumber),
  reason: values.reason.trim(),
});

export const receivingInput = (values: CrewEntryValues, requestId: string): ManualReceivingInput => ({
  requestId,
  machineId: upperId(values.machineId),
  reason: values.reason.trim(),
});
