/**
 * Story support (not part of the app): the cup programme's rows as SEOUL_CUP answers them, with fixed times
 * (2026-11-22 Seoul), so every story draws the same picture.
 */
import {
  levelBand,
  type CupMachine,
  type CupMachineKind,
  type CupSummary,
  type MachineAlert,
  type Rental,
  type ReturnEvent,
} from '@oa/contract/cup';
import type { SeoulDistrictName } from '@oa/contract/seoul';

const DISTRICTS: SeoulDistrictName[] = ['강남구', '마포구', '종로구', '송파구', '서초구'];
const CODES = ['GN', 'MP', 'JN', 'SP', 'SC'];
/** Each district's office, where its machines cluster (a little apart from each other). */
const CENTRES: [number, number][] = [
  [37.5172, 127.0473],
  [37.5663, 126.9019],
  [37.5735, 126.979],
  [37.5145, 127.1059],
  [37.4837, 127.0324],
];
const at = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 22, 0, 0) - minutesAgo * 60_000).toISOString();

export function machineFixture(kind: CupMachineKind, index: number, overrides: Partial<CupMachine> = {}): CupMachine {
  const district = DISTRICTS[index % DISTRICTS.length] ?? '강남구';
  const capacity = 300 + (index % 3) * 50;
  const level =
    kind === 'RENTAL' ? ([240, 45, 0, 180, 120][index % 5] ?? 100) : ([60, 290, 400, 120, 30][index % 5] ?? 100);
  const online = index % 7 !== 6;
  return {
    machineId: `${kind === 'RENTAL' ? 'RENT' : 'RTRN'}-${CODES[index % CODES.length] ?? 'GN'}-${String(index + 1).padStart(3, '0')}`,
    kind,
    name: `${district} ${['주민센터', '역 광장', '구립도서관'][index % 3] ?? ''} ${kind === 'RENTAL' ? '대여기' : '반납기'}`,
    address: `서울특별시 ${district} 한빛로 ${String(10 + index)}`,
    district,
    lat: (CENTRES[index % CENTRES.length]?.[0] ?? 37.5) + ((index % 3) - 1) * 0.006,
    lng: (CENTRES[index % CENTRES.length]?.[1] ?? 127.03) + ((Math.floor(index / 5) % 3) - 1) * 0.008,
    installedAt: '2025-03-02',
    state: index % 9 === 4 ? 'CHECK' : 'NORMAL',
    level: Math.min(level, capacity),
    capacity,
    levelBand: levelBand(Math.min(level, capacity), capacity),
    online,
    lastHeartbeatAt: online ? at(index % 3) : at(600),
    openAlerts: index % 5 === 1 || index % 5 === 2 ? 1 : 0,
    memo: '',
    revision: 1,
    createdAt: at(60 * 24 * (30 + index)),
    updatedAt: at(60),
    ...overrides,
  };
}

export const RENTAL_MACHINES = Array.from({ length: 14 }, (_, index) => machineFixture('RENTAL', index));
export const RETURN_MACHINES = Array.from({ length: 9 }, (_, index) => machineFixture('RETURN', index));

type AlertRow = [string, CupMachineKind, MachineAlert['kind'], string, string | null, string | null];
const ALERT_ROWS: AlertRow[] = [
  ['RENT-MP-002', 'RENTAL', 'LOW_STOCK', '재고 45개', null, null],
  ['RENT-JN-003', 'RENTAL', 'EMPTY', '재고 0개', null, null],
  ['RTRN-JN-003', 'RETURN', 'FULL', '적재 400개', null, '박서울'],
  ['RENT-SC-007', 'RENTAL', 'OFFLINE', '하트비트 없음', null, null],
  ['RENT-GN-011', 'RENTAL', 'JAM', '배출구 걸림', at(300), '박서울'],
];
export const MACHINE_ALERTS: MachineAlert[] = ALERT_ROWS.map(
  ([machineId, machineKind, kind, detail, clearedAt, by], index) => ({
    id: 500 - index,
    machineId,
    machineKind,
    machineName: `${DISTRICTS[index] ?? '강남구'} 주민센터 ${machineKind === 'RENTAL' ? '대여기' : '반납기'}`,
    district: DISTRICTS[index] ?? '강남구',
    kind,
    detail,
    raisedAt: at(20 + index * 45),
    clearedAt,
    acknowledgedAt: by === null ? null : at(10 + index * 45),
    acknowledgedBy: by,
  }),
);

/** 24 rentals, one every 50 minutes back; every fourth still out, the oldest of those overdue. */
export const RENTALS: Rental[] = Array.from({ length: 24 }, (_, index) => {
  const out = index % 4 === 3;
  const rentedAt = at(index * 50 + (out ? 60 * 24 * 8 : 0));
  const due = new Date(new Date(rentedAt).getTime() + 7 * 24 * 3_600_000).toISOString();
  return {
    id: 9000 - index,
    cuid: `SC${String(1200 + index).padStart(8, '0')}`,
    memberId: 300 + index,
    phoneMasked: `010-****-${String(1000 + index * 37).slice(-4)}`,
    rentalMachineId: `RENT-${CODES[index % CODES.length] ?? 'GN'}-00${String((index % 5) + 1)}`,
    rentalMachineName: `${DISTRICTS[index % DISTRICTS.length] ?? ''} 주민센터 대여기`,
    depositKrw: 1000,
    rentedAt,
    dueAt: due,
    returnedAt: out ? null : at(index * 50 - 30),
    returnMachineId: out ? null : `RTRN-${CODES[(index + 1) % CODES.length] ?? 'GN'}-001`,
    state: out ? 'EXPIRED' : 'RETURNED',
    overdue: out,
    extensions: 0,
  };
});
export const OVERDUE_RENTALS = RENTALS.filter((rental) => rental.overdue);

/** 30 return events, one every 3 minutes back; every seventh refused (unreadable, damaged…). */
export const RETURN_EVENTS: ReturnEvent[] = Array.from({ length: 30 }, (_, index) => {
  const refused = index % 7 === 3;
  return {
    id: 7000 - index,
    machineId: `RTRN-${CODES[index % CODES.length] ?? 'GN'}-00${String((index % 3) + 1)}`,
    machineName: `${DISTRICTS[index % DISTRICTS.length] ?? ''} 주민센터 반납기`,
    district: DISTRICTS[index % DISTRICTS.length] ?? '강남구',
    cuid: refused && index % 2 === 1 ? null : `SC${String(2400 + index).padStart(8, '0')}`,
    rentalId: refused ? null : 8800 - index,
    result: refused ? 'REJECTED' : 'ACCEPTED',
    reason: refused ? (index % 2 === 1 ? '인식할 수 없는 컵' : '파손된 컵') : '',
    at: at(index * 3),
  };
});

/** The home page's counts (GET /seoul-cup/v1/summary) on the stories' day. */
export const CUP_SUMMARY: CupSummary = {
  rentalMachinesOffline: 3,
  returnMachinesOffline: 1,
  lowStockAlerts: 12,
  returnMachinesFull: 4,
  rentalsToday: 1284,
  returnsToday: 1197,
  overdue: 37,
  day: '2026-11-22',
};
