/**
 * Story support (not part of the app): a cup's life as SEOUL_CUP answers it (part 3), with fixed times (2026-11-22
 * Seoul), so every story draws the same picture.
 */
import type { BoxState, CupState } from '@oa/contract/cup';
import {
  boxMoveRefusal,
  cupMoveRefusal,
  type CupEvent,
  type CupHistory,
  type Shipment,
  type StateChangeResult,
  type WashingStatus,
} from '@oa/contract/cupLife';
import type { SeoulDistrictName } from '@oa/contract/seoul';

const at = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 22, 0, 0) - minutesAgo * 60_000).toISOString();

const event = (id: number, cuid: string, minutesAgo: number, step: Partial<CupEvent>): CupEvent => ({
  id,
  cuid,
  fromState: null,
  toState: 'REGISTERED',
  machineId: null,
  machineName: null,
  boxNumber: null,
  manual: false,
  actor: null,
  reason: '',
  at: at(minutesAgo),
  ...step,
});

/** SC00000001's life: registered, packed, shipped, loaded, rented, returned, collected, washed; newest first. */
export const CUP_HISTORY: CupHistory = {
  cup: {
    id: 1,
    cuid: 'SC00000001',
    state: 'WASHING',
    useCount: 3,
    machineId: null,
    machineName: null,
    boxNumber: null,
    discardReason: null,
    updatedAt: at(30),
  },
  events: [
    event(9, 'SC00000001', 30, {
      fromState: 'COLLECTED',
      toState: 'WASHING',
      actor: '박서울',
      manual: true,
      reason: '세척 라인 수기 입력',
    }),
    event(8, 'SC00000001', 240, {
      fromState: 'RETURNED',
      toState: 'COLLECTED',
      machineId: 'RTRN-GN-001',
      machineName: '강남구청 반납기',
    }),
    event(7, 'SC00000001', 1440, {
      fromState: 'RENTED',
      toState: 'RETURNED',
      machineId: 'RTRN-GN-001',
      machineName: '강남구청 반납기',
    }),
    event(6, 'SC00000001', 1500, {
      fromState: 'LOADED',
      toState: 'RENTED',
      machineId: 'RENT-GN-001',
      machineName: '강남구 주민센터 대여기',
    }),
    event(5, 'SC00000001', 2880, {
      fromState: 'SHIPPED',
      toState: 'LOADED',
      machineId: 'RENT-GN-001',
      machineName: '강남구 주민센터 대여기',
      boxNumber: 'BX000120',
    }),
    event(4, 'SC00000001', 3000, { fromState: 'IN_BOX', toState: 'SHIPPED', boxNumber: 'BX000120', actor: '이배송' }),
    event(3, 'SC00000001', 3100, {
      fromState: 'REGISTERED',
      toState: 'IN_BOX',
      boxNumber: 'BX000120',
      actor: '최포장',
    }),
    event(2, 'SC00000001', 4320, {
      fromState: null,
      toState: 'REGISTERED',
      actor: '김관리',
      reason: 'SC00000001~SC00001000 등록',
    }),
  ],
};

/** A cup registered a minute ago: one step. */
export const NEW_CUP_HISTORY: CupHistory = {
  cup: { ...CUP_HISTORY.cup, cuid: 'SC00000999', state: 'REGISTERED', useCount: 0, updatedAt: at(1) },
  events: [event(20, 'SC00000999', 1, { toState: 'REGISTERED', actor: '김관리' })],
};

/** Events of SC00000001..SC00000012, newest first. */
export const CUP_EVENTS: CupEvent[] = Array.from({ length: 24 }, (_, index) => {
  const n = (index % 12) + 1;
  const cuid = `SC${String(n).padStart(8, '0')}`;
  const washing = index < 12;
  return event(100 + index, cuid, index * 17, {
    fromState: washing ? 'COLLECTED' : 'RETURNED',
    toState: washing ? 'WASHING' : 'COLLECTED',
    manual: index % 5 === 0,
    actor: index % 5 === 0 ? '박서울' : null,
    reason: index % 5 === 0 ? '세척 라인 수기 입력' : '',
    ...(washing ? {} : { machineId: 'RTRN-MP-002', machineName: '마포구청 반납기' }),
  });
});

const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}`;
const DAY_COUNTS = [
  [120, 110, 98, 90],
  [140, 130, 125, 100],
  [90, 95, 100, 120],
  [160, 150, 140, 130],
  [110, 105, 100, 100],
  [130, 120, 118, 110],
  [150, 140, 130, 120],
];

/** The washing site over the last 7 days: cups at each stage now, packed boxes, per day, the longest waits. */
export const WASHING_STATUS: WashingStatus = {
  now: { COLLECTED: 320, WASHING: 145, CLEAN: 410, IN_BOX: 600 },
  packedBoxes: 12,
  days: DAY_COUNTS.map(([c = 0, w = 0, k = 0, b = 0], index) => ({
    day: day(16 + index),
    COLLECTED: c,
    WASHING: w,
    CLEAN: k,
    IN_BOX: b,
  })),
  waiting: [
    { cuid: 'SC00000417', state: 'COLLECTED', since: at(60 * 72), boxNumber: null },
    { cuid: 'SC00000418', state: 'COLLECTED', since: at(60 * 50), boxNumber: null },
    { cuid: 'SC00000233', state: 'WASHING', since: at(60 * 30), boxNumber: null },
    { cuid: 'SC00000901', state: 'CLEAN', since: at(60 * 26), boxNumber: null },
    { cuid: 'SC00000777', state: 'IN_BOX', since: at(60 * 25), boxNumber: 'BX000031' },
  ],
};

export const EMPTY_WASHING_STATUS: WashingStatus = {
  now: { COLLECTED: 0, WASHING: 0, CLEAN: 0, IN_BOX: 0 },
  packedBoxes: 0,
  days: [],
  waiting: [],
};

const DISTRICTS: SeoulDistrictName[] = ['강남구', '마포구', '종로구', '송파구', '서초구'];
const CODES = ['GN', 'MP', 'JN', 'SP', 'SC'];

/** Shipments, newest first: the first four on their way, the rest delivered. */
export const SHIPMENTS: Shipment[] = Array.from({ length: 14 }, (_, index) => {
  const district = DISTRICTS[index % DISTRICTS.length] ?? '강남구';
  const machineId = `RENT-${CODES[index % CODES.length] ?? 'GN'}-00${String((index % 3) + 1)}`;
  const delivered = index >= 4;
  return {
    id: 700 - index,
    boxNumber: `BX${String(200 - index).padStart(6, '0')}`,
    fromLocation: '세척장',
    toLocation: `${district} 대여기 ${machineId}`,
    machineId,
    machineName: `${district} 주민센터 대여기`,
    district,
    state: delivered ? 'DELIVERED' : 'SHIPPING',
    cupCount: 50,
    actor: index % 2 === 0 ? '이배송' : '박서울',
    shippedAt: at(index * 90 + 30),
    deliveredAt: delivered ? at(index * 90) : null,
  };
});

/**
 * A stand-in for the server's state changes: each cup's and box's state follows from its number (cups from
 * SC00000900 are discarded; odd boxes hold 50 cups, packed), refused in the contract's words.
 */
export function stateChangeAnswer(
  kind: 'CUP' | 'BOX',
  body: { ids: string[]; toState: string; preview?: boolean },
): StateChangeResult {
  const changes: StateChangeResult['changes'] = [];
  const refused: StateChangeResult['refused'] = [];
  for (const id of body.ids) {
    const n = Number(id.slice(2));
    if (kind === 'CUP') {
      const from: CupState = n >= 900 ? 'DISCARDED' : ((['COLLECTED', 'WASHING', 'CLEAN'] as const)[n % 3] ?? 'CLEAN');
      const refusal = cupMoveRefusal(from, body.toState as CupState, true);
      if (refusal === null) changes.push({ id, fromState: from });
      else refused.push({ id, state: from, reason: refusal });
    } else {
      const from: BoxState = n % 2 === 1 ? 'PACKED' : 'EMPTY';
      const refusal = boxMoveRefusal(from, body.toState as BoxState, from === 'PACKED' ? 50 : 0, true);
      if (refusal === null) changes.push({ id, fromState: from });
      else refused.push({ id, state: from, reason: refusal });
    }
  }
  const preview = body.preview === true;
  return {
    preview,
    applied: !preview && refused.length === 0,
    repeated: false,
    toState: body.toState,
    count: changes.length,
    changes,
    refused,
  };
}
