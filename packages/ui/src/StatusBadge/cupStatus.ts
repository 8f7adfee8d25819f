/**
 * The city cup programme's enumerations (domain.md), a cup's life: Korean labels and badge tones. The machines'
 * and the money's are in machineStatus.ts and moneyStatus.ts, so a page loads only its part's tables.
 */
import type { StatusEntry, StatusValue } from './statusTables';

/** A cup's place in its life cycle (domain.md): in circulation brand/info, back and clean success, lost danger. */
export const cupStatus = {
  REGISTERED: { label: '등록', tone: 'neutral' },
  IN_BOX: { label: '박스 포장', tone: 'info' },
  SHIPPED: { label: '출고', tone: 'info' },
  LOADED: { label: '대여기 적재', tone: 'brand' },
  RENTED: { label: '대여 중', tone: 'brand' },
  RETURNED: { label: '반납', tone: 'success' },
  COLLECTED: { label: '회수', tone: 'info' },
  WASHING: { label: '세척 중', tone: 'warning' },
  CLEAN: { label: '세척 완료', tone: 'success' },
  LOST: { label: '분실', tone: 'danger' },
  DISCARDED: { label: '폐기', tone: 'neutral' },
} as const satisfies Record<string, StatusEntry>;

/** A box's state (domain.md). */
export const boxStatus = {
  EMPTY: { label: '빈 박스', tone: 'neutral' },
  PACKED: { label: '포장 완료', tone: 'info' },
  SHIPPING: { label: '배송 중', tone: 'brand' },
  DELIVERED: { label: '배송 완료', tone: 'success' },
  RETURNED: { label: '반송', tone: 'neutral' },
} as const satisfies Record<string, StatusEntry>;

/** One scan of the packing screen (컵 ID 제어): still being sent, packed into the box, or refused. */
export const packScanResult = {
  SENDING: { label: '처리 중', tone: 'neutral' },
  PACKED: { label: '담음', tone: 'success' },
  REFUSED: { label: '거부', tone: 'danger' },
} as const satisfies Record<string, StatusEntry>;

/** Whether a box is in service or retired (박스 ID 관리). */
export const boxService = {
  ACTIVE: { label: '사용 중', tone: 'success' },
  RETIRED: { label: '사용 중지', tone: 'neutral' },
} as const satisfies Record<string, StatusEntry>;

export type CupState = StatusValue<typeof cupStatus>;
export type BoxState = StatusValue<typeof boxStatus>;
