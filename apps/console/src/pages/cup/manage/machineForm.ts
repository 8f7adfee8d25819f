/**
 * A rental or return machine's form as data: its values (text, as the fields hold them), the Korean check of every
 * field (the rules of the server's checkMachineInput), and the body it sends. Pure, so it is unit-tested without a
 * browser. The place (address, district, point, installation day) is every machine form's (app/forms/place).
 */
import {
  CUP_MACHINE_CAPACITY_MAX,
  CUP_MACHINE_STATES,
  type CupMachine,
  type CupMachineInput,
  type CupMachineKind,
} from '@oa/contract/cup';
import type { FieldErrors } from '../../../app/forms/useForm';
import {
  EMPTY_PLACE,
  machineIdProblem,
  placeInput,
  placeValues,
  validatePlace,
  type PlaceFormValues,
} from '../../../app/forms/place/placeForm';

export interface MachineFormValues extends PlaceFormValues {
  machineId: string;
  name: string;
  state: string;
  capacity: string;
  memo: string;
}

export const NAME_MAX = 50;
export const MEMO_MAX = 1000;
/** A new machine's capacity (cups), changed as needed. */
const DEFAULT_CAPACITY: Record<CupMachineKind, string> = { RENTAL: '300', RETURN: '500' };

export const emptyMachineForm = (kind: CupMachineKind): MachineFormValues => ({
  machineId: '',
  name: '',
  state: 'NORMAL',
  capacity: DEFAULT_CAPACITY[kind],
  memo: '',
  ...EMPTY_PLACE,
});

/** The form filled with a machine the server answered. */
export const machineFormValues = (machine: CupMachine): MachineFormValues => ({
  machineId: machine.machineId,
  name: machine.name,
  state: machine.state,
  capacity: String(machine.capacity),
  memo: machine.memo,
  ...placeValues(machine),
});

/** An example id of the kind, for the machine id's message and placeholder. */
export const MACHINE_ID_EXAMPLE: Record<CupMachineKind, string> = { RENTAL: 'RENT-GN-001', RETURN: 'RTRN-GN-001' };

/** Every problem of the form. `mode` 'create' checks the machine id; an edit cannot change it. */
export function validateMachineForm(
  values: MachineFormValues,
  kind: CupMachineKind,
  mode: 'create' | 'edit',
): FieldErrors {
  const errors: FieldErrors = validatePlace(values);
  if (mode === 'create') {
    const problem = machineIdProblem(values.machineId, MACHINE_ID_EXAMPLE[kind]);
    if (problem !== null) errors.machineId = problem;
  }
  const name = values.name.trim();
  if (name === '') errors.name = '이름을 입력해 주세요.';
  else if (name.length > NAME_MAX) errors.name = `이름은 ${String(NAME_MAX)}자 이내로 입력해 주세요.`;
  if (!(CUP_MACHINE_STATES as readonly string[]).includes(values.state)) errors.state = '운영 상태를 선택해 주세요.';
  const capacity = values.capacity.trim();
  if (capacity === '') errors.capacity = '용량을 입력해 주세요.';
  else if (!/^\d+$/.test(capacity) || Number(capacity) < 1 || Number(capacity) > CUP_MACHINE_CAPACITY_MAX)
    errors.capacity = `용량은 1~${CUP_MACHINE_CAPACITY_MAX.toLocaleString('ko-KR')}개의 정수로 입력해 주세요.`;
  if (values.memo.length > MEMO_MAX) errors.memo = `메모는 ${String(MEMO_MAX)}자 이내로 입력해 주세요.`;
  return errors;
}

/** The body to send (valid values only: validate first). An edit sends its revision and no machine id. */
export function machineInput(values: MachineFormValues, mode: 'create' | 'edit', revision?: number): CupMachineInput {
  return {
    ...(mode === 'create' ? { machineId: values.machineId.trim() } : {}),
    name: values.name.trim(),
    ...placeInput(values),
    state: values.state,
    capacity: Number(values.capacity.trim()),
    memo: values.memo.trim(),
    ...(mode === 'edit' && revision !== undefined ? { revision } : {}),
  };
}
