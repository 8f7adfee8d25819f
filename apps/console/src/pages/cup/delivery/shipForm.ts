/**
 * 출고: a packed box leaves the washing site for a rental machine. The box number and the machine id are sent as
 * ids are written (upper case), checked in Korean first; the request id is made once per dialog, so a second 출고
 * (or a retry) ships the box once. Pure, unit-tested.
 */
import { idNumber, type ShipInput } from '@oa/contract/cupLife';
import type { FieldErrors } from '../../../app/forms/useForm';
import { upperId } from '../shared/cupFilters';

export interface ShipValues {
  boxNumber: string;
  machineId: string;
}

export const EMPTY_SHIP: ShipValues = { boxNumber: '', machineId: '' };

export function validateShip(values: ShipValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.boxNumber.trim() === '') errors.boxNumber = '박스 번호를 입력해 주세요.';
  else if (idNumber('BOX', values.boxNumber) === null)
    errors.boxNumber = '박스 번호는 BX000001 형식으로 입력해 주세요.';
  if (values.machineId.trim() === '') errors.machineId = '대여기 ID를 입력해 주세요.';
  return errors;
}

export const shipInput = (values: ShipValues, requestId: string): ShipInput => ({
  boxNumber: upperId(values.boxNumber),
  machineId: upperId(values.machineId),
  requestId,
});
