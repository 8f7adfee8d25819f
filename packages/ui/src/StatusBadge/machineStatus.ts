/** The city cup programme's machines (domain.md): rentals, machine states, stock and fill, returns, alerts. */
import type { StatusEntry, StatusValue } from './statusTables';

/** A rental's state (domain.md): an expired rental is overdue, so it is the alarm. */
export const rentalStatus = {
  RENTED: { label: '대여 중', tone: 'brand' },
  RETURNED: { label: '반납 완료', tone: 'success' },
  EXPIRED: { label: '기한 만료', tone: 'danger' },
  REFUNDED: { label: '환급 완료', tone: 'info' },
} as const satisfies Record<string, StatusEntry>;

/** A rental or return machine's operating state, set by operators (labels as the robots' states). */
export const cupMachineState = {
  NORMAL: { label: '운영 중', tone: 'success' },
  CHECK: { label: '점검 중', tone: 'warning' },
  STOP: { label: '정지', tone: 'danger' },
} as const satisfies Record<string, StatusEntry>;

/** A rental machine's stock: running out is the alarm. */
export const rentalStockBand = {
  EMPTY: { label: '재고 없음', tone: 'danger' },
  LOW: { label: '재고 부족', tone: 'warning' },
  NORMAL: { label: '보통', tone: 'success' },
  HIGH: { label: '충분', tone: 'success' },
  FULL: { label: '가득 참', tone: 'info' },
} as const satisfies Record<string, StatusEntry>;

/** A return machine's fill: filling up is the alarm. */
export const returnFillBand = {
  EMPTY: { label: '비어 있음', tone: 'neutral' },
  LOW: { label: '여유', tone: 'success' },
  NORMAL: { label: '보통', tone: 'success' },
  HIGH: { label: '거의 참', tone: 'warning' },
  FULL: { label: '가득 참', tone: 'danger' },
} as const satisfies Record<string, StatusEntry>;

/** What a return machine did with a cup: took it back (the rental closed) or refused it. */
export const returnResult = {
  ACCEPTED: { label: '반납 처리', tone: 'success' },
  REJECTED: { label: '반납 거부', tone: 'danger' },
} as const satisfies Record<string, StatusEntry>;

/** What a machine alerts about. */
export const machineAlertKind = {
  LOW_STOCK: { label: '재고 부족', tone: 'warning' },
  EMPTY: { label: '재고 없음', tone: 'danger' },
  FULL: { label: '가득 참', tone: 'danger' },
  JAM: { label: '걸림', tone: 'danger' },
  OFFLINE: { label: '연결 끊김', tone: 'neutral' },
} as const satisfies Record<string, StatusEntry>;

export type RentalState = StatusValue<typeof rentalStatus>;
