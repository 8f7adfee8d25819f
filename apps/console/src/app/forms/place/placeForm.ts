/**
 * Where a machine stands, as every machine form asks it (robots, cup rental and return machines): its machine id
 * (set once, at registration), road address, district, point (inside Seoul) and installation day. Values as the
 * fields hold them (text), their Korean checks (the rules the server's geo/placeFields.ts applies) and what they
 * send. Pure, so it is unit-tested without a browser.
 */
import { MACHINE_ID_PATTERN } from '@oa/contract/robots';
import { SEOUL_DISTRICT_NAMES, type SeoulDistrictName } from '@oa/contract/seoul';
import { seoulParts } from '@oa/ui/format';
import type { FieldErrors } from '../useTextForm';

export interface PlaceFormValues {
  address: string;
  district: string;
  lat: string;
  lng: string;
  installedAt: string;
}

export const ADDRESS_MAX = 200;
/** Seoul's bounding box (with a margin): a point outside it is not a Seoul machine. */
export const SEOUL_BOUNDS = { latMin: 37.41, latMax: 37.72, lngMin: 126.73, lngMax: 127.27 } as const;

/**
 * Today in Seoul ('YYYY-MM-DD'): the calendar's today and the latest installation day. A seam for stories, which
 * fix it so their pictures do not change with the month.
 */
export const formClock = {
  today: (): string => {
    const parts = seoulParts(new Date());
    return parts === null ? '' : `${parts.year}-${parts.month}-${parts.day}`;
  },
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const EMPTY_PLACE: PlaceFormValues = { address: '', district: '', lat: '', lng: '', installedAt: '' };

/** The place of a record the server answered. */
export const placeValues = (record: {
  address: string;
  district: string;
  lat: number;
  lng: number;
  installedAt: string;
}): PlaceFormValues => ({
  address: record.address,
  district: record.district,
  lat: String(record.lat),
  lng: String(record.lng),
  installedAt: record.installedAt,
});

export const isDistrict = (name: string): name is SeoulDistrictName =>
  (SEOUL_DISTRICT_NAMES as readonly string[]).includes(name);

/** A decimal number as typed ('37.5', '-1', '127.0276'); NaN otherwise. */
const decimal = (text: string) => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The point the lat/lng fields hold, for the map (none while either is not a number). */
export function placePoint(values: Pick<PlaceFormValues, 'lat' | 'lng'>): { lat: number; lng: number } | null {
  const lat = decimal(values.lat);
  const lng = decimal(values.lng);
  return Number.isNaN(lat) || Number.isNaN(lng) ? null : { lat, lng };
}

/** A new machine's id: required, MACHINE_ID_PATTERN (an edit cannot change it, so it is not checked then). */
export function machineIdProblem(machineId: string, example: string): string | null {
  const id = machineId.trim();
  if (id === '') return '기기 ID를 입력해 주세요.';
  if (!MACHINE_ID_PATTERN.test(id))
    return `기기 ID는 영문 대문자, 숫자, 하이픈(-)으로 3~30자를 입력해 주세요. (예: ${example})`;
  return null;
}

/** Every problem of the place's fields, in Korean. */
export function validatePlace(values: PlaceFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!DAY.test(values.installedAt)) errors.installedAt = '설치일을 선택해 주세요.';
  const address = values.address.trim();
  if (address === '') errors.address = '주소를 입력해 주세요.';
  else if (address.length > ADDRESS_MAX) errors.address = `주소는 ${String(ADDRESS_MAX)}자 이내로 입력해 주세요.`;
  if (!isDistrict(values.district)) errors.district = '자치구를 선택해 주세요.';
  const lat = decimal(values.lat);
  if (values.lat.trim() === '') errors.lat = '위도를 입력하거나 지도에서 위치를 선택해 주세요.';
  else if (!(lat >= SEOUL_BOUNDS.latMin && lat <= SEOUL_BOUNDS.latMax))
    errors.lat = `서울 안의 위도(${String(SEOUL_BOUNDS.latMin)}~${String(SEOUL_BOUNDS.latMax)})를 입력해 주세요.`;
  const lng = decimal(values.lng);
  if (values.lng.trim() === '') errors.lng = '경도를 입력하거나 지도에서 위치를 선택해 주세요.';
  else if (!(lng >= SEOUL_BOUNDS.lngMin && lng <= SEOUL_BOUNDS.lngMax))
    errors.lng = `서울 안의 경도(${String(SEOUL_BOUNDS.lngMin)}~${String(SEOUL_BOUNDS.lngMax)})를 입력해 주세요.`;
  return errors;
}

/** What the place sends (valid values only: validate first). */
export const placeInput = (values: PlaceFormValues) => ({
  address: values.address.trim(),
  district: values.district as SeoulDistrictName,
  lat: Number(values.lat),
  lng: Number(values.lng),
  installedAt: values.installedAt,
});
