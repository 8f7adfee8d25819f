/** The city cup programme's money (domain.md): refunds, their messages and transfers, the crew's entries. */
import type { StatusEntry, StatusValue } from './statusTables';

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

export type RefundState = StatusValue<typeof refundStatus>;
