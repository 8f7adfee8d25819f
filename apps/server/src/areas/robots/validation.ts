/**
 * The robot form's checks, field by field, each with a Korean message for the form (`fields`): the route's
 * TypeBox schema documents the shape, this decides, so a person sees why a value is wrong, not just that it is.
 */
import {
  DAY_TYPES,
  MATERIAL_TYPES,
  MAX_BINS,
  OPERATION_STATES,
  ROBOT_GENERATIONS,
  type DayType,
  type MaterialType,
  type RobotInput,
} from '@oa/contract';
import { collector, isObject, outcome, type Checked } from '../../http/forms';
import { checkMachineId, checkPlace, seoulDate } from '../../geo/placeFields';

export const NAME_MAX = 50;
export const MEMO_MAX = 1000;
export const CAPACITY_MAX_LITERS = 1000;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A checked `RobotInput`: machine id and revision are present or not, never of another type. */
export type ValidRobotInput = Omit<RobotInput, 'machineId' | 'revision'> & {
  machineId: string | undefined;
  revision: number | undefined;
};

export const MESSAGES_ROBOT = {
  machineIdTaken: '이미 등록된 기기 ID입니다.',
  revisionConflict: '다른 사용자가 먼저 수정했습니다. 새로 고친 뒤 다시 저장해 주세요.',
  offline: '로봇이 연결되어 있지 않습니다.',
} as const;

export { seoulDate };

/**
 * Checks a create (`machineId` required) or an update (`revision` required; `machineId`, if sent, must be the
 * robot's). Answers the clean value, or the Korean message of each wrong field (paths like 'bins.0.material').
 */
export function checkRobotInput(
  body: unknown,
  mode: { kind: 'create' } | { kind: 'update'; machineId: string },
  now: Date,
): Checked<ValidRobotInput> {
  const { fields, fail } = collector();
  const input = isObject(body) ? body : {};
  const required = (field: string) => {
    const value = input[field];
    if (value === undefined || value === null || value === '') {
      fail(field, '필수 항목입니다.');
      return undefined;
    }
    return value;
  };
  const text = (field: string, max: number, label: string): string => {
    const value = required(field);
    if (value === undefined) return '';
    if (typeof value !== 'string') {
      fail(field, `${label}을(를) 글자로 입력해 주세요.`);
      return '';
    }
    const trimmed = value.trim();
    if (trimmed === '') fail(field, '필수 항목입니다.');
    else if (trimmed.length > max) fail(field, `${label}은(는) ${String(max)}자까지 입력할 수 있습니다.`);
    return trimmed;
  };
  const oneOf = <T extends string>(field: string, values: readonly T[], message: string): T => {
    const value = required(field);
    if (value !== undefined && !(values as readonly unknown[]).includes(value)) fail(field, message);
    return value as T;
  };

  const machineId = checkMachineId(input, mode, fail);
  const name = text('name', NAME_MAX, '이름');
  const generation = oneOf('generation', ROBOT_GENERATIONS, '세대를 선택해 주세요.');
  let clientId: number | null = null;
  if (!('clientId' in input)) fail('clientId', '필수 항목입니다. 고객사가 없으면 null을 보내 주세요.');
  else if (input.clientId !== null) {
    if (typeof input.clientId !== 'number' || !Number.isInteger(input.clientId) || input.clientId < 1) {
      fail('clientId', '고객사를 선택해 주세요.');
    } else clientId = input.clientId;
  }
  const { address, district, lat, lng, installedAt } = checkPlace(input, fail, now);
  const operationState = oneOf('operationState', OPERATION_STATES, '운영 상태를 선택해 주세요.');

  const bins: ValidRobotInput['bins'] = [];
  const rawBins = required('bins');
  if (rawBins !== undefined) {
    if (!Array.isArray(rawBins) || rawBins.length < 1 || rawBins.length > MAX_BINS) {
      fail('bins', `수거함은 1개부터 ${String(MAX_BINS)}개까지 등록할 수 있습니다.`);
    } else {
      const slots = new Set<number>();
      rawBins.forEach((raw: unknown, index) => {
        const path = `bins.${String(index)}`;
        const bin = isObject(raw) ? raw : {};
        const { slot, material, capacityLiters } = bin;
        if (typeof slot !== 'number' || !Number.isInteger(slot) || slot < 1 || slot > MAX_BINS) {
          fail(`${path}.slot`, `수거함 번호는 1부터 ${String(MAX_BINS)}까지입니다.`);
        } else if (slots.has(slot)) {
          fail(`${path}.slot`, '수거함 번호가 중복되었습니다.');
        } else slots.add(slot);
        if (!(MATERIAL_TYPES as readonly unknown[]).includes(material))
          fail(`${path}.material`, '품목을 선택해 주세요.');
        if (
          typeof capacityLiters !== 'number' ||
          !Number.isInteger(capacityLiters) ||
          capacityLiters < 1 ||
          capacityLiters > CAPACITY_MAX_LITERS
        ) {
          fail(`${path}.capacityLiters`, `용량은 1~${String(CAPACITY_MAX_LITERS)}L의 정수로 입력해 주세요.`);
        }
        bins.push({
          slot: slot as number,
          material: material as MaterialType,
          capacityLiters: capacityLiters as number,
        });
      });
    }
  }

  const schedule = isObject(input.schedule) ? input.schedule : null;
  let dayType: DayType = 'EVERYDAY';
  let openTime = '';
  let closeTime = '';
  if (schedule === null) fail('schedule', '운영 일정을 입력해 주세요.');
  else {
    if (!(DAY_TYPES as readonly unknown[]).includes(schedule.dayType))
      fail('schedule.dayType', '운영 요일(매일/평일)을 선택해 주세요.');
    else dayType = schedule.dayType as DayType;
    for (const [key, label] of [
      ['openTime', '운영 시작 시간'],
      ['closeTime', '운영 종료 시간'],
    ] as const) {
      const value = schedule[key];
      if (typeof value !== 'string' || !TIME.test(value))
        fail(`schedule.${key}`, `${label}을 HH:mm 형식(00:00~23:59)으로 입력해 주세요.`);
      else if (key === 'openTime') openTime = value;
      else closeTime = value;
    }
    if (openTime !== '' && closeTime !== '' && openTime >= closeTime) {
      fail('schedule.closeTime', '운영 종료 시간은 시작 시간보다 늦어야 합니다.');
    }
  }

  let memo = '';
  if (input.memo !== undefined && input.memo !== null) {
    if (typeof input.memo !== 'string') fail('memo', '메모를 글자로 입력해 주세요.');
    else if (input.memo.length > MEMO_MAX) fail('memo', `메모는 ${String(MEMO_MAX)}자까지 입력할 수 있습니다.`);
    else memo = input.memo;
  }

  let revision: number | undefined;
  if (mode.kind === 'update') {
    const raw = input.revision;
    if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1)
      fail('revision', '수정 기준 버전(revision)이 필요합니다. 새로 고친 뒤 다시 저장해 주세요.');
    else revision = raw;
  }

  return outcome(fields, () => ({
    machineId,
    name,
    generation,
    clientId,
    address,
    district,
    lat,
    lng,
    installedAt,
    operationState,
    bins,
    schedule: { dayType, openTime, closeTime },
    memo,
    revision,
  }));
}
