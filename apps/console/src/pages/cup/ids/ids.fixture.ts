/**
 * Story support (not part of the app): part 3's rows as SEOUL_CUP answers them (ID ranges, cups, boxes and a box's
 * story), with fixed times (2026-11-22 Seoul), so every story draws the same picture.
 */
import { boxNumberOf, cuidOf, type Box, type BoxDetail, type Cup, type IdRange } from '@oa/contract/cupLife';
import type { BoxState, CupState } from '@oa/contract/cup';

const at = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 22, 0, 0) - minutesAgo * 60_000).toISOString();

export const CUP_RANGES: IdRange[] = [
  { id: 3, kind: 'CUP', first: 'SC00100101', last: 'SC00101100', count: 1000, actor: '박서울', createdAt: at(30) },
  { id: 2, kind: 'CUP', first: 'SC00100001', last: 'SC00100100', count: 100, actor: '박서울', createdAt: at(60 * 24) },
  {
    id: 1,
    kind: 'CUP',
    first: 'SC00000001',
    last: 'SC00010000',
    count: 10000,
    actor: '김관리',
    createdAt: at(60 * 24 * 30),
  },
];

const CUP_STATES_CYCLE: CupState[] = ['REGISTERED', 'IN_BOX', 'CLEAN', 'RENTED', 'WASHING', 'DISCARDED', 'LOST'];

export function cupFixture(n: number, overrides: Partial<Cup> = {}): Cup {
  const state = CUP_STATES_CYCLE[n % CUP_STATES_CYCLE.length] ?? 'REGISTERED';
  return {
    id: n,
    cuid: cuidOf(n),
    state,
    useCount: n % 9,
    machineId: state === 'RENTED' ? 'RENT-GN-001' : null,
    machineName: state === 'RENTED' ? '강남구 주민센터 대여기' : null,
    boxNumber: state === 'IN_BOX' ? 'BX000002' : null,
    discardReason: state === 'DISCARDED' ? '세척 중 파손' : null,
    updatedAt: at(n % 300),
    ...overrides,
  };
}

/** The cups of the range SC00100001 to SC00100100. */
export const RANGE_CUPS: Cup[] = Array.from({ length: 100 }, (_, index) => cupFixture(100_001 + index));

const BOX_ROWS: [BoxState, string, number, boolean][] = [
  ['EMPTY', '세척장', 0, false],
  ['PACKED', '세척장', 50, false],
  ['SHIPPING', '세척장 → 강남구 주민센터 대여기', 50, false],
  ['DELIVERED', '강남구 주민센터 대여기', 48, false],
  ['RETURNED', '세척장', 0, false],
  ['EMPTY', '세척장', 0, true],
  ['PACKED', '세척장', 32, false],
  ['EMPTY', '세척장', 0, false],
];

export function boxFixture(n: number, overrides: Partial<Box> = {}): Box {
  const [state, location, cupCount, retired] = BOX_ROWS[(n - 1) % BOX_ROWS.length] ??
    BOX_ROWS[0] ?? ['EMPTY', '', 0, false];
  return {
    id: n,
    boxNumber: boxNumberOf(n),
    state,
    location,
    cupCount,
    retiredAt: retired ? at(60 * 24 * 3) : null,
    retireReason: retired ? '모서리 파손' : null,
    updatedAt: at(n * 7),
    ...overrides,
  };
}

export const BOXES: Box[] = Array.from({ length: 8 }, (_, index) => boxFixture(index + 1));

/** A box with its cups (`cups` of them, packed), its history newest first and its trips. */
export function boxDetail(box: Box, cups = box.cupCount): BoxDetail {
  const packed = Array.from({ length: cups }, (_, index) =>
    cupFixture(200_001 + index, { state: 'IN_BOX', boxNumber: box.boxNumber, machineId: null, machineName: null }),
  );
  return {
    box: { ...box, cupCount: cups },
    cups: packed,
    events: [
      {
        id: 3,
        fromState: 'PACKED',
        toState: 'SHIPPING',
        location: '세척장',
        manual: false,
        actor: null,
        reason: '',
        at: at(60),
      },
      {
        id: 2,
        fromState: 'EMPTY',
        toState: 'PACKED',
        location: '세척장',
        manual: true,
        actor: '박서울',
        reason: '컵 ID 제어에서 포장',
        at: at(180),
      },
      {
        id: 1,
        fromState: null,
        toState: 'EMPTY',
        location: '세척장',
        manual: true,
        actor: '김관리',
        reason: '박스 번호 등록',
        at: at(60 * 24 * 10),
      },
    ],
    shipments: [
      {
        id: 71,
        boxNumber: box.boxNumber,
        fromLocation: '세척장',
        toLocation: '강남구 주민센터 대여기',
        machineId: 'RENT-GN-001',
        machineName: '강남구 주민센터 대여기',
        district: '강남구',
        state: 'SHIPPING',
        cupCount: cups,
        actor: '박서울',
        shippedAt: at(60),
        deliveredAt: null,
      },
      {
        id: 52,
        boxNumber: box.boxNumber,
        fromLocation: '세척장',
        toLocation: '마포구 역 광장 대여기',
        machineId: 'RENT-MP-002',
        machineName: '마포구 역 광장 대여기',
        district: '마포구',
        state: 'DELIVERED',
        cupCount: 50,
        actor: '박서울',
        shippedAt: at(60 * 24 * 4),
        deliveredAt: at(60 * 24 * 4 - 90),
      },
    ],
  };
}
