/**
 * The checks of a machine installed somewhere in Seoul, shared by every area's machine form (robots, cup rental and
 * return machines): its machine id (set once, at registration), its road address, district, point on the map
 * (inside that district) and installation date. Korean messages per field, as http/forms collects them.
 */
import { MACHINE_ID_PATTERN, SEOUL_DISTRICT_NAMES, type SeoulDistrictName } from '@oa/contract';
import type { Fail } from '../http/forms';
import { inDistrict, insideSeoulBounds } from './districts';
import { seoulDay } from '@oa/contract/days';

export const ADDRESS_MAX = 200;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' of `now` in Asia/Seoul (the contract's days module). */
export const seoulDate = (now: Date): string => seoulDay(now);

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A create's machine id (required, MACHINE_ID_PATTERN); an update may repeat the machine's own, never change it. */
export function checkMachineId(
  input: Record<string, unknown>,
  mode: { kind: 'create' } | { kind: 'update'; machineId: string },
  fail: Fail,
): string | undefined {
  if (mode.kind === 'update') {
    if (input.machineId !== undefined && input.machineId !== mode.machineId)
      fail('machineId', '기기 ID는 바꿀 수 없습니다.');
    return undefined;
  }
  const raw = input.machineId;
  if (isBlank(raw)) {
    fail('machineId', '필수 항목입니다.');
    return undefined;
  }
  if (typeof raw !== 'string' || !MACHINE_ID_PATTERN.test(raw)) {
    fail('machineId', '기기 ID는 영문 대문자, 숫자, 하이픈(-)으로 3~30자여야 하며 하이픈으로 시작할 수 없습니다.');
    return undefined;
  }
  return raw;
}

export interface Place {
  address: string;
  district: SeoulDistrictName;
  lat: number;
  lng: number;
  installedAt: string;
}

/** Address, district, the point (inside Seoul and inside the district) and the installation date (not ahead of today). */
export function checkPlace(input: Record<string, unknown>, fail: Fail, now: Date): Place {
  const required = (field: string) => {
    const value = input[field];
    if (isBlank(value)) {
      fail(field, '필수 항목입니다.');
      return undefined;
    }
    return value;
  };
  let address = '';
  const rawAddress = required('address');
  if (rawAddress !== undefined) {
    if (typeof rawAddress !== 'string') fail('address', '주소을(를) 글자로 입력해 주세요.');
    else {
      address = rawAddress.trim();
      if (address === '') fail('address', '필수 항목입니다.');
      else if (address.length > ADDRESS_MAX)
        fail('address', `주소은(는) ${String(ADDRESS_MAX)}자까지 입력할 수 있습니다.`);
    }
  }
  const rawDistrict = required('district');
  if (rawDistrict !== undefined && !(SEOUL_DISTRICT_NAMES as readonly unknown[]).includes(rawDistrict))
    fail('district', '서울시의 구를 선택해 주세요.');
  const district = rawDistrict as SeoulDistrictName;

  const coordinate = (field: 'lat' | 'lng') => {
    const value = required(field);
    if (value === undefined) return Number.NaN;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      fail(field, '숫자로 입력해 주세요.');
      return Number.NaN;
    }
    return value;
  };
  const lat = coordinate('lat');
  const lng = coordinate('lng');
  if (Number.isFinite(lat) && Number.isFinite(lng)) {
    if (!insideSeoulBounds(lat, lng)) {
      fail('lat', '서울시 안의 위치를 지도에서 선택해 주세요.');
      fail('lng', '서울시 안의 위치를 지도에서 선택해 주세요.');
    } else if ((SEOUL_DISTRICT_NAMES as readonly unknown[]).includes(district) && !inDistrict(district, lat, lng)) {
      fail('lat', `위치가 ${district} 안에 있지 않습니다. 지도에서 다시 선택하거나 구를 확인해 주세요.`);
      fail('lng', `위치가 ${district} 안에 있지 않습니다.`);
    }
  }

  const installedRaw = required('installedAt');
  let installedAt = '';
  if (installedRaw !== undefined) {
    const parsed =
      typeof installedRaw === 'string' && DATE.test(installedRaw) ? new Date(`${installedRaw}T00:00:00Z`) : null;
    if (parsed === null || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== installedRaw) {
      fail('installedAt', '설치일을 YYYY-MM-DD 형식의 올바른 날짜로 입력해 주세요.');
    } else if (installedRaw > seoulDate(now)) {
      fail('installedAt', '설치일은 오늘 이후일 수 없습니다.');
    } else if (installedRaw < '2000-01-01') {
      fail('installedAt', '설치일은 2000-01-01 이후여야 합니다.');
    } else installedAt = installedRaw;
  }
  return { address, district, lat, lng, installedAt };
}
