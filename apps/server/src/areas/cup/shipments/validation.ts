/** 배송 현황's form: a box number, the rental machine it goes to, the request id; each wrong one in Korean. */
import { collector, isObject, outcome, type Checked } from '../../../http/forms';
import { requestIdOf } from '../../../requests/once';

export interface ValidShip {
  boxNumber: string;
  machineId: string;
  requestId: string;
}

export function checkShip(body: unknown): Checked<ValidShip> {
  const { fields, fail } = collector();
  const input = isObject(body) ? body : {};
  const boxNumber = typeof input.boxNumber === 'string' ? input.boxNumber.trim().toUpperCase() : '';
  if (boxNumber === '') fail('boxNumber', '박스 번호를 입력해 주세요.');
  const machineId = typeof input.machineId === 'string' ? input.machineId.trim().toUpperCase() : '';
  if (machineId === '') fail('machineId', '보낼 대여기 ID를 입력해 주세요.');
  const requestId = requestIdOf(input, fail);
  return outcome(fields, () => ({ boxNumber, machineId, requestId }));
}
