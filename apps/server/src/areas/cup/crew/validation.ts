/** The crew's manual entries' form (수동 충전, 수동 입고), each wrong field in Korean. */
import { CREW_REASON_MAX } from '@oa/contract';
import { collector, isObject, outcome, type Checked } from '../../../http/forms';
import { requestIdOf } from '../../../requests/once';
import { reasonOf } from '../../../requests/refusals';

export interface ValidCrewInput {
  requestId: string;
  machineId: string;
  boxNumber: string;
  reason: string;
}

/** A manual refill's or receiving's fields (the box only for a refill). */
export function checkCrewInput(body: unknown, withBox: boolean): Checked<ValidCrewInput> {
  const { fields, fail } = collector();
  const input = isObject(body) ? body : {};
  const requestId = requestIdOf(input, fail);
  const machineId = typeof input.machineId === 'string' ? input.machineId.trim().toUpperCase() : '';
  if (machineId === '') fail('machineId', '기기 ID를 입력해 주세요.');
  const boxNumber = typeof input.boxNumber === 'string' ? input.boxNumber.trim().toUpperCase() : '';
  if (withBox && boxNumber === '') fail('boxNumber', '상자 번호를 입력해 주세요.');
  const reason = reasonOf(input, fail, { max: CREW_REASON_MAX, optional: true });
  return outcome(fields, () => ({ requestId, machineId, boxNumber, reason }));
}
