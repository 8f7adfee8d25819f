/** The money's and the crew's words (labels-ko.md): refunds, remittances, reconciliation, refills and retrievals. */
import { crewEntryMode, refundMessageStatus, refundStatus, statusOptions } from '@oa/ui/StatusBadge';

/** The refund, remittance and reconciliation words (part 2). */
export const REFUND_LABELS = {
  requestedAt: '요청 일시',
  completedAt: '완료 일시',
  amount: '금액',
  bank: '은행',
  account: '계좌',
  accountNumber: '계좌번호',
  state: '상태',
  message: '알림',
  messageState: '알림 상태',
  messageSentAt: '알림 발송 일시',
  manual: '구분',
  attempts: '송금 시도',
  failure: '실패 사유',
  reason: '사유',
  transactionId: '거래 번호',
  batch: '송금 묶음',
  batchStartedAt: '시작',
  batchFinishedAt: '완료',
  batchCount: '건수',
  batchResult: '완료/실패',
  phone: '전화번호',
  taken: '받은 보증금',
  refunded: '환급',
  held: '보관 중',
  forfeited: '소멸',
  difference: '차이',
} as const;

/** The refill and retrieval words (충전 이력, 회수 이력). */
export const CREW_LABELS = {
  at: '일시',
  boxNumber: '박스 번호',
  count: '수량',
  level: '재고 (충전 전 → 후)',
  mode: '구분',
  actor: '처리자',
  reason: '사유',
} as const;

export const refundStateOptions = statusOptions(refundStatus);
export const refundMessageOptions = statusOptions(refundMessageStatus);
/** 자동/수동 as the lists' `manual` filter writes it. */
export const manualOptions = [
  { value: 'false', label: crewEntryMode.AUTOMATIC.label },
  { value: 'true', label: crewEntryMode.MANUAL.label },
];
/** An entry's 자동/수동 as the badge table's value. */
export const entryMode = (manual: boolean) => (manual ? 'MANUAL' : 'AUTOMATIC');
