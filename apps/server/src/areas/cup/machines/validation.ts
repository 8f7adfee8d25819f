/**
 * A rental or return machine's form (register and edit), each wrong field with its Korean message.
 */
import { CUP_MACHINE_CAPACITY_MAX, CUP_MACHINE_STATES, type CupMachineState } from '@oa/contract';
import { checkMachineId, checkPlace } from '../../../geo/placeFields';
import { collector, isObject, outcome, text, type Checked } from '../../../http/forms';

export const MACHINE_MESSAGES = {
  machineIdTaken: '이미 등록된 기기 ID입니다.',
  revisionConflict: '다른 사용자가 먼저 수정했습니다. 새로 고친 뒤 다시 저장해 주세요.',
} as const;

const NAME_MAX = 50;
const MEMO_MAX = 1000;

export interface ValidMachineInput {
  machineId: string | undefined;
  name: string;
  address: string;
  district: string;
  lat: number;
  lng: number;
  installedAt: string;
  state: CupMachineState;
  capacity: number;
  memo: string;
  revision: number | undefined;
}

/** A create (machineId required) or an update (revision required), each wrong field with its Korean message. */
export function checkMachineInput(
  body: unknown,
  mode: { kind: 'create' } | { kind: 'update'; machineId: string },
  now: Date,
): Checked<ValidMachineInput> {
  const { fields, fail } = collector();
  const input = isObject(body) ? body : {};
  const machineId = checkMachineId(input, mode, fail);
  const name = text(input, 'name', NAME_MAX, '이름', fail, true) ?? '';
  const place = checkPlace(input, fail, now);
  const state = input.state;
  if (!(CUP_MACHINE_STATES as readonly unknown[]).includes(state)) fail('state', '운영 상태를 선택해 주세요.');
  const capacity = input.capacity;
  if (
    typeof capacity !== 'number' ||
    !Number.isInteger(capacity) ||
    capacity < 1 ||
    capacity > CUP_MACHINE_CAPACITY_MAX
  )
    fail('capacity', `용량은 1~${String(CUP_MACHINE_CAPACITY_MAX)}개의 정수로 입력해 주세요.`);
  const memo = text(input, 'memo', MEMO_MAX, '메모', fail, false) ?? '';
  let revision: number | undefined;
  if (mode.kind === 'update') {
    if (typeof input.revision !== 'number' || !Number.isInteger(input.revision))
      fail('revision', '수정할 기기의 revision이 필요합니다.');
    else revision = input.revision;
  }
  return outcome(fields, () => ({
    machineId,
    name,
    ...place,
    state: state as CupMachineState,
    capacity: capacity as number,
    memo,
    revision,
  }));
}
