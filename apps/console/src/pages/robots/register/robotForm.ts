/**
 * The robot register / edit form as data: its values (text, as the fields hold them), the Korean validation of
 * every field (the same rules the server applies to RobotInput), the body it sends, and where the server's field
 * names land on the form. Pure, so it is unit-tested without a browser.
 *
 * Error keys are the fields' dotted paths, the names the server uses (`schedule.openTime`,
 * `bins.0.capacityLiters`; apps/server/src/http/errors.ts turns `/bins/0/capacityLiters` into that).
 */
import { formatNumber } from '@oa/ui/format';
import { dottedPath, type FieldErrors } from '../../../app/forms/useForm';
import {
  EMPTY_PLACE,
  machineIdProblem,
  placeInput,
  placeValues,
  validatePlace,
  type PlaceFormValues,
} from '../../../app/forms/place/placeForm';
import {
  DAY_TYPES,
  MAX_BINS,
  MATERIAL_TYPES,
  OPERATION_STATES,
  ROBOT_GENERATIONS,
  type Robot,
  type RobotInput,
} from '@oa/api';

export interface BinRow {
  /** Stable React key of the row (not sent). */
  key: string;
  slot: string;
  material: string;
  capacityLiters: string;
}

export interface RobotFormValues extends PlaceFormValues {
  machineId: string;
  name: string;
  generation: string;
  clientId: string;
  operationState: string;
  dayType: string;
  openTime: string;
  closeTime: string;
  bins: BinRow[];
  memo: string;
}

export const NAME_MAX = 50;
export const MEMO_MAX = 500;
export const CAPACITY_MIN = 1;
export const CAPACITY_MAX = 1000;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

let binKeys = 0;
export const newBinRow = (slot: number): BinRow => ({
  key: `bin-${String((binKeys += 1))}`,
  slot: String(slot),
  material: '',
  capacityLiters: '',
});

export function emptyRobotForm(): RobotFormValues {
  return {
    machineId: '',
    name: '',
    generation: '',
    clientId: '',
    ...EMPTY_PLACE,
    operationState: 'WAIT',
    dayType: 'EVERYDAY',
    openTime: '09:00',
    closeTime: '18:00',
    bins: [newBinRow(1)],
    memo: '',
  };
}

/** The form filled with a robot the server answered. */
export function robotFormValues(robot: Robot): RobotFormValues {
  return {
    machineId: robot.machineId,
    name: robot.name,
    generation: robot.generation,
    clientId: robot.clientId === null ? '' : String(robot.clientId),
    ...placeValues(robot),
    operationState: robot.operationState,
    dayType: robot.schedule.dayType,
    openTime: robot.schedule.openTime,
    closeTime: robot.schedule.closeTime,
    bins: [...robot.bins]
      .sort((a, b) => a.slot - b.slot)
      .map((bin) => ({ ...newBinRow(bin.slot), material: bin.material, capacityLiters: String(bin.capacityLiters) })),
    memo: robot.memo,
  };
}

/** Whether two forms hold the same input (row keys ignored): unsaved changes are a difference. */
export function sameRobotForm(a: RobotFormValues, b: RobotFormValues): boolean {
  const plain = (values: RobotFormValues) =>
    JSON.stringify({
      ...values,
      bins: values.bins.map(({ slot, material, capacityLiters }) => [slot, material, capacityLiters]),
    });
  return plain(a) === plain(b);
}

const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** Every problem of the form. `mode` 'create' checks the machine id; an edit cannot change it. */
export function validateRobotForm(values: RobotFormValues, mode: 'create' | 'edit'): FieldErrors {
  const errors: FieldErrors = validatePlace(values);
  if (mode === 'create') {
    const problem = machineIdProblem(values.machineId, 'WB-GN-0001');
    if (problem !== null) errors.machineId = problem;
  }
  const name = values.name.trim();
  if (name === '') errors.name = '로봇 이름을 입력해 주세요.';
  else if (name.length > NAME_MAX) errors.name = `로봇 이름은 ${String(NAME_MAX)}자 이내로 입력해 주세요.`;
  if (!includes(ROBOT_GENERATIONS, values.generation)) errors.generation = '세대를 선택해 주세요.';
  if (!includes(OPERATION_STATES, values.operationState)) errors.operationState = '운영 상태를 선택해 주세요.';

  if (!includes(DAY_TYPES, values.dayType)) errors['schedule.dayType'] = '운영 요일을 선택해 주세요.';
  const open = TIME.test(values.openTime);
  const close = TIME.test(values.closeTime);
  if (!open) errors['schedule.openTime'] = '운영 시작 시각을 00:00 형식으로 입력해 주세요.';
  if (!close) errors['schedule.closeTime'] = '운영 종료 시각을 00:00 형식으로 입력해 주세요.';
  else if (open && values.closeTime <= values.openTime)
    errors['schedule.closeTime'] = '운영 종료 시각은 시작 시각보다 늦어야 합니다.';

  if (values.bins.length === 0) errors.bins = '수거함을 하나 이상 추가해 주세요.';
  else if (values.bins.length > MAX_BINS) errors.bins = `수거함은 ${String(MAX_BINS)}개까지 등록할 수 있습니다.`;
  const slots = new Set<string>();
  values.bins.forEach((bin, index) => {
    const slot = Number(bin.slot);
    if (!Number.isInteger(slot) || slot < 1 || slot > MAX_BINS)
      errors[`bins.${String(index)}.slot`] = `슬롯을 1~${String(MAX_BINS)} 중에서 선택해 주세요.`;
    else if (slots.has(bin.slot)) errors[`bins.${String(index)}.slot`] = '다른 수거함과 슬롯이 겹칩니다.';
    slots.add(bin.slot);
    if (!includes(MATERIAL_TYPES, bin.material)) errors[`bins.${String(index)}.material`] = '품목을 선택해 주세요.';
    const liters = Number(bin.capacityLiters);
    if (bin.capacityLiters.trim() === '') errors[`bins.${String(index)}.capacityLiters`] = '용량을 입력해 주세요.';
    else if (!Number.isInteger(liters) || liters < CAPACITY_MIN || liters > CAPACITY_MAX)
      errors[`bins.${String(index)}.capacityLiters`] =
        `용량은 ${String(CAPACITY_MIN)}~${formatNumber(CAPACITY_MAX)} L로 입력해 주세요.`;
  });
  if (values.memo.length > MEMO_MAX) errors.memo = `메모는 ${String(MEMO_MAX)}자 이내로 입력해 주세요.`;
  return errors;
}

/** The body to send (valid values only: validate first). An edit sends its revision and no machine id. */
export function robotInput(values: RobotFormValues, mode: 'create' | 'edit', revision?: number): RobotInput {
  return {
    ...(mode === 'create' ? { machineId: values.machineId.trim() } : {}),
    name: values.name.trim(),
    generation: values.generation as RobotInput['generation'],
    clientId: values.clientId === '' ? null : Number(values.clientId),
    ...placeInput(values),
    operationState: values.operationState as RobotInput['operationState'],
    bins: values.bins.map((bin) => ({
      slot: Number(bin.slot),
      material: bin.material as RobotInput['bins'][number]['material'],
      capacityLiters: Number(bin.capacityLiters),
    })),
    schedule: {
      dayType: values.dayType as RobotInput['schedule']['dayType'],
      openTime: values.openTime,
      closeTime: values.closeTime,
    },
    memo: values.memo.trim(),
    ...(mode === 'edit' && revision !== undefined ? { revision } : {}),
  };
}

const SCHEDULE_FIELDS = ['dayType', 'openTime', 'closeTime'];
const BIN_FIELDS = ['slot', 'material', 'capacityLiters'];

/**
 * A server field name as the form's path: `schedule.openTime`, `schedule/openTime`, `/schedule/openTime`,
 * `bins[0].capacityLiters` and `bins.0.capacityLiters` are the same field. A nested name the server gave without
 * its parent (a `required` error names only the missing property) lands on its parent: `openTime` on the
 * schedule's field, `capacityLiters` on the bins.
 */
export function formPath(serverField: string): string {
  const path = dottedPath(serverField);
  if (SCHEDULE_FIELDS.includes(path)) return `schedule.${path}`;
  if (BIN_FIELDS.includes(path)) return 'bins';
  return path;
}
