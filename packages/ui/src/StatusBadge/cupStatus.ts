/** The city cup programme's enumerations (domain.md): Korean labels and badge tones. */
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

/** A rental's state (domain.md): an expired rental is overdue, so it is the alarm. */
export const rentalStatus = {
  RENTED: { label: '대여 중', tone: 'brand' },
  RETURNED: { label: '반납 완료', tone: 'success' },
  EXPIRED: { label: '기한 만료', tone: 'danger' },
  REFUNDED: { label: '환급 완료', tone: 'info' },
} as const satisfies Record<string, StatusEntry>;

/** A deposit refund's state (domain.md): requested, being sent by the bank, sent, or refused by the bank. */
export const refundStatus = {
  REQUESTED: { label: '요청', tone: 'neutral' },
  PROCESSING: { label: '송금 중', tone: 'info' },
  COMPLETED: { label: '완료', tone: 'success' },
  FAILED: { label: '실패', tone: 'danger' },
} as const satisfies Record<string, StatusEntry>;

/** A refund's text message to the citizen. */
export const refundMessageStatus = {
  PENDING: { label: '대기', tone: 'neutral' },
  SENT: { label: '발송', tone: 'success' },
  FAILED: { label: '실패', tone: 'danger' },
} as const satisfies Record<string, StatusEntry>;

/** Why a bank refused a transfer. */
export const transferFailure = {
  WRONG_ACCOUNT: { label: '계좌 오류', tone: 'danger' },
  BANK_CLOSED: { label: '은행 점검 시간', tone: 'warning' },
  LIMIT_EXCEEDED: { label: '한도 초과', tone: 'warning' },
} as const satisfies Record<string, StatusEntry>;

/** One step of a refund's story (the remittance detail's timeline). */
export const refundEventKind = {
  REQUESTED: { label: '환급 요청', tone: 'neutral' },
  TRANSFER_STARTED: { label: '송금 시작', tone: 'info' },
  TRANSFER_COMPLETED: { label: '송금 완료', tone: 'success' },
  TRANSFER_FAILED: { label: '송금 실패', tone: 'danger' },
  RETRY_REQUESTED: { label: '재송금 요청', tone: 'warning' },
  MESSAGE_SENT: { label: '알림 발송', tone: 'success' },
  MESSAGE_FAILED: { label: '알림 발송 실패', tone: 'danger' },
  MESSAGE_RESENT: { label: '알림 재발송', tone: 'info' },
} as const satisfies Record<string, StatusEntry>;

/** Who moved cups in or out of a machine: the crew's round (automatic) or an operator's entry by hand. */
export const crewEntryMode = {
  AUTOMATIC: { label: '자동', tone: 'neutral' },
  MANUAL: { label: '수동', tone: 'warning' },
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
export type RentalState = StatusValue<typeof rentalStatus>;
export type RefundState = StatusValue<typeof refundStatus>;
